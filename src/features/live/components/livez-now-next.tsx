import { useId } from 'react';
import { formatTime } from '@/shared/date-time';
import { MESSAGES } from '@/shared/messages';
import { KIND_LABELS, type LiveSheet } from '../live-sheet';
import { EntryList } from './entry-list';
import classes from './livez.module.css';

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
    <div aria-live="polite" className={classes.nowNext}>
      <section aria-labelledby={nowId} data-unit-id={current?.id ?? ''} className={classes.now}>
        <h2 id={nowId}>ただいま</h2>
        {current ? (
          <>
            <h3>{current.title}</h3>
            <p className="meta">
              <span>{KIND_LABELS[current.kind]}</span>
              {started ? <span>{formatTime(started)}開始</span> : null}
              {current.status === 'running' && current.playTimed && current.estimatedEnd ? (
                <span>{formatTime(current.estimatedEnd)}頃終了の見込み</span>
              ) : null}
            </p>
            <EntryList entries={current.entries} max={NOW_ENTRIES} />
          </>
        ) : (
          <p className="idle">{idleText(sheet)}</p>
        )}
      </section>
      <section aria-labelledby={nextId} data-unit-id={next?.id ?? ''} className={classes.next}>
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
      </section>
    </div>
  );
}
