import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';
import { formatDate, formatTime } from '../../../lib/format';
import { StatusBadge, type BadgeTone } from '../../../components/status-badge';
import { REGIST_STATUS_LABELS, type RegistStatus } from '../../../shared/regist-status';
import { MESSAGES } from '../../../shared/messages';
import type { RegistTicket } from '../../../shared/schemas/ticket';
import { TicketQr } from './ticket-qr';

const TONES: Record<RegistStatus, BadgeTone> = {
  pending: 'primary',
  accepted: 'success',
  waitlisted: 'warning',
  rejected: 'default',
  cancelled: 'default',
};

/** On paper: black on white, and a frame round the status, since browsers drop backgrounds. */
const printStyles = {
  '@media print': {
    border: '1px solid #000',
    color: '#000',
    bgcolor: '#fff',
    '& *': { color: '#000 !important' },
    '& .ticket-status > span': { border: '1px solid #000' },
  },
} as const;

/** 参加票: what the holder shows at the venue (PRODUCT.md §2). */
export function RegistTicketCard({ ticket }: { ticket: RegistTicket }) {
  const ticketUrl = window.location.origin + paths.ticket.getHref(ticket.id);
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby="ticket-title"
      sx={{ p: { xs: 3, sm: 4 }, maxWidth: 600, mx: 'auto', ...printStyles }}
    >
      <Typography variant="overline" color="primary">
        参加票
      </Typography>
      <Typography id="ticket-title" variant="h5" component="h2" gutterBottom>
        {ticket.compeTitle}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr auto' },
          gap: 3,
          alignItems: 'start',
          '@media print': { gridTemplateColumns: '1fr auto' },
        }}
      >
        <div>
          <Box className="ticket-status" sx={{ mb: 2 }}>
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
        </div>
        <Box component="figure" sx={{ m: 0, width: 200, justifySelf: 'center', textAlign: 'center' }}>
          <TicketQr url={ticketUrl} />
          <Typography component="figcaption" variant="caption" color="text.secondary" sx={{ mt: 0.5 }}>
            {MESSAGES.ticketQrHint}
          </Typography>
        </Box>
      </Box>
    </Paper>
  );
}
