import Box from '@mui/material/Box';
import { useId } from 'react';
import { formatTime } from '../../../lib/format';
import { MESSAGES } from '../../../shared/messages';
import { KIND_LABELS, type LiveSheet } from '../live-sheet';
import { EntryList, entryListStyles } from './entry-list';

/** How many entries fit on the meeting screen before 「ほかN名」. */
const NOW_ENTRIES = 16;
const STANDBY_ENTRIES = 12;

function idleText(sheet: LiveSheet): string {
  if (sheet.phase === 'empty') return '進行表に項目がありません';
  if (sheet.phase === 'before') return MESSAGES.runSheetNotStarted;
  if (sheet.phase === 'finished') return MESSAGES.runSheetAllDone;
  return 'まもなく次の項目が始まります';
}

/**
 * Now and next, for a screen shared into a video meeting: the current item in the largest type, and
 * the next item's entries called to スタンバイ so they get ready. Sizes are in cqh, relative to the
 * 16:9 stage, so the layout is the same at any window size.
 */
export function LivezNowNext({ sheet }: { sheet: LiveSheet }) {
  const nowId = useId();
  const nextId = useId();
  const { current, next } = sheet;
  const started = current?.startedAt ?? current?.estimatedStart ?? null;
  return (
    <Box
      aria-live="polite"
      sx={{
        display: 'grid',
        gridTemplateRows: '3fr 2fr',
        gap: '2cqh',
        minHeight: 0,
        '& section': { borderRadius: '1.5cqh', p: '2.2cqh 2.4cqh', minHeight: 0, overflow: 'hidden' },
        '& h2': { m: 0, fontSize: '3cqh', fontWeight: 700, letterSpacing: '0.1em' },
        '& h3': { m: 0, fontWeight: 800, lineHeight: 1.2, overflowWrap: 'anywhere' },
        '& p': { m: 0 },
        '& .meta': { fontSize: '3cqh', my: '1cqh', display: 'flex', gap: '0 1.2em', flexWrap: 'wrap' },
        '& .idle': { fontSize: '5cqh', fontWeight: 700, mt: '2cqh' },
        '& .entries': { fontSize: '3cqh' },
      }}
    >
      <Box
        component="section"
        aria-labelledby={nowId}
        data-unit-id={current?.id ?? ''}
        sx={{
          bgcolor: '#1a1d24',
          border: '0.5cqh solid #ffd54f',
          '& h2': { color: '#ffd54f' },
          '& h3': { fontSize: '8cqh' },
          ...entryListStyles({ numberBg: '#ffd54f', numberFg: '#000' }),
        }}
      >
        <h2 id={nowId}>ただいま</h2>
        {current ? (
          <>
            <h3>{current.title}</h3>
            <p className="meta">
              <span>{KIND_LABELS[current.kind]}</span>
              {started ? <span>{formatTime(started)}開始</span> : null}
            </p>
            <EntryList entries={current.entries} max={NOW_ENTRIES} />
          </>
        ) : (
          <p className="idle">{idleText(sheet)}</p>
        )}
      </Box>
      <Box
        component="section"
        aria-labelledby={nextId}
        data-unit-id={next?.id ?? ''}
        sx={{
          bgcolor: '#12151b',
          border: '0.3cqh solid #4fc3f7',
          '& h2': { color: '#4fc3f7' },
          '& h3': { fontSize: '5cqh' },
          '& .standby': { display: 'flex', alignItems: 'flex-start', gap: '1cqw' },
          '& .standby-cue': {
            flex: 'none',
            fontSize: '3cqh',
            fontWeight: 800,
            bgcolor: '#4fc3f7',
            color: '#000',
            borderRadius: '0.6cqh',
            px: '0.6em',
          },
          ...entryListStyles({ numberBg: '#4fc3f7', numberFg: '#000' }),
        }}
      >
        <h2 id={nextId}>次</h2>
        {next ? (
          <>
            <h3>{next.title}</h3>
            {next.estimatedStart ? (
              <p className="meta">{formatTime(next.estimatedStart)}頃開始の見込み</p>
            ) : null}
            {next.entries.length > 0 ? (
              <div className="standby">
                <p className="standby-cue">{MESSAGES.liveStandby}</p>
                <EntryList
                  entries={next.entries}
                  max={STANDBY_ENTRIES}
                  label={`${MESSAGES.liveStandby}の出場者`}
                />
              </div>
            ) : null}
          </>
        ) : (
          <p className="idle">次の項目はありません</p>
        )}
      </Box>
    </Box>
  );
}
