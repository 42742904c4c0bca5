import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Compe } from '@/shared/schemas/compe';
import type { Regist } from '@/shared/schemas/regist';
import { checkInCounts } from '../regist-list';

function Figure({ children }: { children: ReactNode }) {
  return (
    <Typography component="b" sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
      {children}
    </Typography>
  );
}

/**
 * Seats used against capacity (regist.count, which only the functions change: pending and
 * accepted applications hold a seat) and how many accepted participants have checked in. Both are
 * live: the desk sees a QR check-in on another phone at once.
 */
export function RegistSummary({ compe, regists }: { compe: Compe; regists: readonly Regist[] }) {
  const { count, capacity } = compe.regist;
  const { checkedIn, accepted } = checkInCounts(regists);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label="申し込みの状況"
      sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      <Stack spacing={0.5}>
        <Typography>
          席 <Figure>{count}</Figure>
          {capacity === 0 ? '（定員なし）' : ` / 定員 ${capacity}`}
          {capacity !== 0 && count >= capacity ? (
            <Typography component="span" sx={{ ml: 1, fontWeight: 700, color: 'warning.dark' }}>
              満席
            </Typography>
          ) : null}
        </Typography>
        {capacity !== 0 ? (
          <LinearProgress
            variant="determinate"
            value={Math.min(100, (count / capacity) * 100)}
            aria-label="席の埋まり具合"
            color={count >= capacity ? 'warning' : 'primary'}
          />
        ) : null}
      </Stack>
      <Typography>
        受付済み <Figure>{checkedIn}</Figure>
        {` / 承認済 ${accepted}`}
      </Typography>
    </Paper>
  );
}
