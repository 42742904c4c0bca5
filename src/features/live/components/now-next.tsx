import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { formatTime } from '../../../lib/format';
import { MESSAGES } from '../../../shared/messages';
import { KIND_LABELS, UNIT_STATE_LABELS, unitState, type LiveSheet, type SheetUnit } from '../live-sheet';
import { EntryList, entryListStyles } from './entry-list';

/** When a unit runs, in words: 「09:42開始（予定 09:30）」 or 「10:10頃開始の見込み（予定 10:00）」. */
export function unitTimeText(unit: SheetUnit): string {
  const planned = `予定 ${formatTime(unit.plannedStart)}`;
  if (unit.skipped) return `${planned}・${UNIT_STATE_LABELS.skipped}`;
  if (unit.status === 'waiting') {
    return `${formatTime(unit.estimatedStart as Date)}頃開始の見込み（${planned}）`;
  }
  const started = unit.startedAt ?? unit.estimatedStart;
  const ended = unit.status === 'done' && unit.endedAt ? `〜${formatTime(unit.endedAt)}` : '';
  return `${started ? formatTime(started) : '--:--'}開始${ended}（${planned}）`;
}

function UnitSummary({ unit }: { unit: SheetUnit }) {
  return (
    <>
      <Typography component="h4" className="unit-title">
        {unit.title}
      </Typography>
      <p className="unit-meta">
        <span className="unit-kind">{KIND_LABELS[unit.kind]}</span>
        {unit.status === 'running' ? null : (
          <span className="unit-state">{UNIT_STATE_LABELS[unitState(unit)]}</span>
        )}
        <span>{unitTimeText(unit)}</span>
      </p>
      <EntryList entries={unit.entries} />
      {unit.note ? <p className="unit-note">{unit.note}</p> : null}
    </>
  );
}

/** What the current card says when nothing is highlighted. */
function idleText(sheet: LiveSheet): string {
  if (sheet.phase === 'empty') return '進行表に項目がありません';
  if (sheet.phase === 'before') {
    const first = sheet.next ?? sheet.units[0];
    return `${MESSAGES.runSheetNotStarted}（開始予定 ${formatTime(first.plannedStart)}）`;
  }
  if (sheet.phase === 'finished') return MESSAGES.runSheetAllDone;
  return '次の項目の開始を待っています';
}

/**
 * Now running (large) and next up. One polite live region: when staff move the day on, a screen
 * reader hears the new current and next items; the full schedule below is not a live region.
 */
export function NowNext({ sheet }: { sheet: LiveSheet }) {
  const nowId = useId();
  const nextId = useId();
  const { current, next } = sheet;
  return (
    <Box
      aria-live="polite"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
        alignItems: 'stretch',
        '& section': { borderRadius: 2, p: { xs: 2, sm: 3 }, minWidth: 0 },
        '& .card-label': { fontSize: '0.875rem', fontWeight: 700, letterSpacing: '0.08em', m: 0, mb: 1 },
        '& .unit-title': { fontWeight: 700, lineHeight: 1.3, m: 0, overflowWrap: 'anywhere' },
        '& .unit-meta': { display: 'flex', flexWrap: 'wrap', gap: '0.3em 0.8em', m: 0, mt: 1, mb: 1.5 },
        '& .unit-kind, & .unit-state': { fontWeight: 700 },
        '& .unit-note': { m: 0, mt: 1.5, whiteSpace: 'pre-wrap' },
        '& .idle': { fontSize: '1.25rem', fontWeight: 700, m: 0 },
      }}
    >
      <Box
        component="section"
        aria-labelledby={nowId}
        data-unit-id={current?.id ?? ''}
        sx={{
          bgcolor: '#0b3d53',
          color: '#fff',
          '& .unit-title': { fontSize: { xs: '1.75rem', sm: '2.25rem' } },
          ...entryListStyles({ numberBg: '#fff', numberFg: '#0b3d53' }),
        }}
      >
        <Typography id={nowId} component="h3" className="card-label" sx={{ color: '#ffd54f' }}>
          ただいま
        </Typography>
        {current ? <UnitSummary unit={current} /> : <p className="idle">{idleText(sheet)}</p>}
      </Box>
      <Box
        component="section"
        aria-labelledby={nextId}
        data-unit-id={next?.id ?? ''}
        sx={{
          border: 2,
          borderColor: '#0b3d53',
          bgcolor: 'background.paper',
          '& .unit-title': { fontSize: { xs: '1.35rem', sm: '1.6rem' } },
          ...entryListStyles({ numberBg: '#0b3d53', numberFg: '#fff' }),
        }}
      >
        <Typography id={nextId} component="h3" className="card-label" sx={{ color: '#0b3d53' }}>
          次の項目
        </Typography>
        {next ? <UnitSummary unit={next} /> : <p className="idle">次の項目はありません</p>}
      </Box>
    </Box>
  );
}
