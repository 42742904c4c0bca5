import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, type ReactNode } from 'react';
import { formatDate, formatTime } from '@/shared/date-time';
import { MESSAGES } from '@/shared/messages';
import { delayLabel, ON_TIME_MINUTES, type Timeline } from '@/shared/run-sheet/timeline';
import type { Unit } from '@/shared/schemas/unit';

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'baseline' }}>
      <Typography
        component="span"
        variant="body2"
        color="textSecondary"
        sx={{ flexShrink: 0, minWidth: '4em' }}
      >
        {label}
      </Typography>
      <Typography component="span" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Stack>
  );
}

/** The head of 進行表: the start time, the delay viewers feel, what runs now and what comes next. */
export const RunSheetSummary = memo(function RunSheetSummary({
  startAt,
  sheet,
}: {
  startAt: Date;
  sheet: Timeline<Unit>;
}) {
  const current = sheet.units.find((row) => row.id === sheet.currentUnitId) ?? null;
  const next = sheet.units.find((row) => row.status === 'waiting' && !row.skipped) ?? null;
  const allDone = sheet.units.length > 0 && !current && !next;
  const started = sheet.units.some((row) => row.startedAt !== null);
  const late = sheet.delayMinutes >= ON_TIME_MINUTES;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label="進行状況"
      sx={{ p: { xs: 1.5, sm: 2 }, displayPrint: 'none' }}
    >
      <Stack spacing={0.75}>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}>
          <Typography variant="body2">
            {formatDate(startAt)} {formatTime(startAt)}開始
          </Typography>
          {sheet.units.length > 0 ? (
            <Box
              role="status"
              sx={{
                fontWeight: 700,
                px: 1,
                borderRadius: 1,
                bgcolor: late ? '#fff1dc' : '#e3f2ea',
                color: late ? '#8a4b00' : '#1f5c3c',
              }}
            >
              {delayLabel(sheet.delayMinutes)}
            </Box>
          ) : null}
        </Stack>
        <Line label="進行中">
          {current
            ? `${current.title}（${current.startedAt ? `${formatTime(current.startedAt)}開始` : '開始時刻不明'}）`
            : allDone
              ? MESSAGES.runSheetAllDone
              : started
                ? 'なし'
                : MESSAGES.runSheetNotStarted}
        </Line>
        <Line label="次">
          {next
            ? `${next.title}（${next.estimatedStart ? `${formatTime(next.estimatedStart)}頃` : ''}）`
            : 'なし'}
        </Line>
      </Stack>
    </Paper>
  );
});
