import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

const ACTIONS = { flexWrap: 'wrap', displayPrint: 'none' } as const;

/** A page's row of actions (追加, 印刷, CSV取込…): wraps on a phone, left off paper, named for screen readers. */
export function ActionGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={ACTIONS} role="group" aria-label={label}>
      {children}
    </Stack>
  );
}
