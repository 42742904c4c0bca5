import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDate, formatTime } from '../../../lib/format';
import { StatusBadge, type BadgeTone } from '../../../components/status-badge';
import { REGIST_STATUS_LABELS, type RegistStatus } from '../../../shared/regist-status';
import type { RegistTicket } from '../../../shared/schemas/ticket';

const TONES: Record<RegistStatus, BadgeTone> = {
  pending: 'primary',
  accepted: 'success',
  waitlisted: 'warning',
  rejected: 'default',
  cancelled: 'default',
};

/** 参加票: what the holder shows at the venue (PRODUCT.md §2). */
export function RegistTicketCard({ ticket }: { ticket: RegistTicket }) {
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby="ticket-title"
      sx={{ p: { xs: 3, sm: 4 }, maxWidth: 600, mx: 'auto' }}
    >
      <Typography variant="overline" color="primary">
        参加票
      </Typography>
      <Typography id="ticket-title" variant="h5" component="h2" gutterBottom>
        {ticket.compeTitle}
      </Typography>
      <Box sx={{ mb: 2 }}>
        <StatusBadge label={REGIST_STATUS_LABELS[ticket.status]} tone={TONES[ticket.status]} />
      </Box>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 2,
          rowGap: 0.75,
          m: 0,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0 },
        }}
      >
        <dt>お名前</dt>
        <dd>{ticket.name} 様</dd>
        <dt>受付番号</dt>
        <dd style={{ fontWeight: 700, fontSize: '1.25rem' }}>{ticket.number}</dd>
        <dt>日時</dt>
        <dd>
          {formatDate(ticket.eventedAt)} {formatTime(ticket.eventedAt)}〜
        </dd>
        {ticket.venue ? (
          <>
            <dt>会場</dt>
            <dd>{ticket.venue}</dd>
          </>
        ) : null}
      </Box>
    </Paper>
  );
}
