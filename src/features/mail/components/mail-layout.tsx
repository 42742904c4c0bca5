import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { MailboxSidebar } from './mailbox-sidebar';

/**
 * メール送信 and メール結果: the page's own content with the club's sent mails beside it. Below the
 * wide breakpoint the sent mails fold into one line above the content, so a long result page never
 * pushes them out of reach; reading and tab order follow what is seen.
 */
export function MailLayout({
  clubId,
  currentId,
  children,
}: {
  clubId: string;
  currentId?: string;
  children: ReactNode;
}) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'));
  // The content stays the second child whichever side the sent mails are on, so turning a tablet
  // does not remount it (and lose a mail being written).
  return (
    <Box
      sx={{
        display: 'grid',
        gap: wide ? 3 : 2,
        gridTemplateColumns: wide ? 'minmax(0, 1fr) 320px' : 'minmax(0, 1fr)',
      }}
    >
      {wide ? null : <MailboxSidebar clubId={clubId} currentId={currentId} collapsible />}
      <Box sx={{ minWidth: 0 }}>{children}</Box>
      {wide ? <MailboxSidebar clubId={clubId} currentId={currentId} /> : null}
    </Box>
  );
}
