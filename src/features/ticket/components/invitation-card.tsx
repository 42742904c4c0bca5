import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { AuthTicket } from '../../../shared/schemas/ticket';
import { formatDate } from '../../../lib/format';
import { LoadError } from '../../../components/load-error';

export const ROLE_LABELS = { admin: '管理者', staff: 'スタッフ' } as const;

/** Who invites whom to which club as what (PRODUCT.md §2, invitation ticket). */
export function InvitationCard({ ticket, children }: { ticket: AuthTicket; children?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, maxWidth: 600, mx: 'auto' }}>
      <Typography variant="overline" color="primary">
        スタッフ招待
      </Typography>
      <Typography variant="h5" component="h2" gutterBottom>
        {ticket.clubName}
      </Typography>
      <Stack component="dl" spacing={0.5} sx={{ m: 0, '& dt': { fontWeight: 700, mt: 1 }, '& dd': { m: 0 } }}>
        <dt>招待された方</dt>
        <dd>
          {ticket.receiver}（{ticket.email}）
        </dd>
        <dt>役割</dt>
        <dd>{ROLE_LABELS[ticket.role]}</dd>
        <dt>招待した人</dt>
        <dd>
          {ticket.inviterName}（{formatDate(ticket.createdAt)}）
        </dd>
      </Stack>
      {ticket.isClosed ? (
        <Box sx={{ mt: 2 }}>
          <LoadError tone="warning">この招待はすでに使われたか、取り消されています。</LoadError>
        </Box>
      ) : null}
      {children}
    </Paper>
  );
}
