import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { MailboxSidebar } from './mailbox-sidebar';

/** メール送信 and メール結果: the page's own content, with the club's sent mails beside it (below on phones). */
export function MailLayout({
  clubId,
  currentId,
  children,
}: {
  clubId: string;
  currentId?: string;
  children: ReactNode;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 320px' },
      }}
    >
      <Box>{children}</Box>
      <MailboxSidebar clubId={clubId} currentId={currentId} />
    </Box>
  );
}
