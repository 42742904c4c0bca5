import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { MESSAGES } from '../shared/messages';

/**
 * A message in place of content that could not be shown. Public pages use this rather than MUI's
 * Alert, which with its icons and close button costs ~4 KB gzip in their first load.
 */
export function LoadError({
  children = MESSAGES.loadFailed,
  tone = 'error',
}: {
  children?: ReactNode;
  tone?: 'error' | 'warning';
}) {
  return (
    <Typography
      role="alert"
      sx={{
        p: 2,
        borderRadius: 1,
        border: 1,
        borderColor: tone === 'error' ? 'error.main' : 'warning.main',
        bgcolor: tone === 'error' ? '#fdecea' : '#fff4e5',
        color: 'text.primary',
      }}
    >
      {children}
    </Typography>
  );
}
