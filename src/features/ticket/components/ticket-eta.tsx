import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatTime } from '../../../lib/format';
import { useLiveBoard } from '../../../lib/live-board/use-live-board';
import { useNow } from '../../../lib/use-now';
import { etaLabel, notBeforeLabel } from '../../../shared/run-sheet';
import type { RegistTicket } from '../../../shared/schemas/ticket';
import { holderEta } from '../holder-eta';

/** Re-estimated this often, so 「約15分後」 stays true between two changes of the board. */
export const ETA_TICK_MS = 30_000;

/**
 * 出番の目安 on the 参加票 (PRODUCT.md §6): when the holder's entries are expected on, live from
 * the competition's board, and the time before which their item will not begin. Loaded lazily for
 * accepted tickets only; shows nothing while the board is unknown or the holder is on no item.
 */
export default function TicketEta({ ticket }: { ticket: RegistTicket }) {
  const headingId = useId();
  const live = useLiveBoard(ticket.compeId);
  const tick = useNow(ETA_TICK_MS);
  // A board that just arrived is timed at its arrival, not at the tick up to 30 s before it.
  const now = Math.max(tick, live.receivedAt);
  const eta = useMemo(
    () => (live.board ? holderEta(live.board, ticket.registId, new Date(now)) : null),
    [live.board, ticket.registId, now],
  );
  if (!eta || eta.state === 'none') return null;

  const notBefore = notBeforeLabel(eta);
  const unit = eta.state === 'upcoming' || eta.state === 'running' ? eta.unit : null;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ maxWidth: 600, mx: 'auto', mt: 2, p: { xs: 2, sm: 3 }, displayPrint: 'none' }}
    >
      <Typography
        id={headingId}
        component="h3"
        sx={{ fontSize: '0.875rem', fontWeight: 700, color: 'primary.dark' }}
      >
        あなたの出番
      </Typography>
      <Typography sx={{ fontSize: '1.35rem', fontWeight: 700, mt: 0.5 }}>{etaLabel(eta)}</Typography>
      {notBefore ? <Typography>{notBefore}</Typography> : null}
      {unit ? (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {unit.title}（予定 {formatTime(unit.plannedStart)}）
        </Typography>
      ) : null}
      <Box
        component={RouterLink}
        to={paths.live.getHref(ticket.clubId, ticket.compeId)}
        sx={{ display: 'inline-block', mt: 1.5, color: 'primary.dark', fontWeight: 700 }}
      >
        ライブで進行を見る
      </Box>
    </Paper>
  );
}
