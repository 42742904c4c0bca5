import { useId } from 'react';
import { formatTime } from '@/shared/date-time';
import { MESSAGES } from '@/shared/messages';
import { KIND_LABELS, UNIT_STATE_LABELS, unitState, type LiveSheet, type SheetUnit } from '../live-sheet';
import { EntryList } from './entry-list';
import classes from './live.module.css';

/**
 * When a unit runs, in words: 「09:42開始（予定 09:30）」, 「09:42開始・10:30頃終了の見込み（予定 09:30）」
 * for a running item timed by its stages' matches, or 「10:10頃開始の見込み（予定 10:00）」.
 */
export function unitTimeText(unit: SheetUnit): string {
  const planned = `予定 ${formatTime(unit.plannedStart)}`;
  if (unit.skipped) return `${planned}・${UNIT_STATE_LABELS.skipped}`;
  if (unit.status === 'waiting') {
    return `${formatTime(unit.estimatedStart as Date)}頃開始の見込み（${planned}）`;
  }
  const started = unit.startedAt ?? unit.estimatedStart;
  const ended = unit.status === 'done' && unit.endedAt ? `〜${formatTime(unit.endedAt)}` : '';
  // Its stages' matches say when it ends (several held in parallel: when the last does).
  const ends =
    unit.status === 'running' && unit.playTimed && unit.estimatedEnd
      ? `・${formatTime(unit.estimatedEnd)}頃終了の見込み`
      : '';
  return `${started ? formatTime(started) : '--:--'}開始${ended}${ends}（${planned}）`;
}

function UnitSummary({ unit }: { unit: SheetUnit }) {
  return (
    <>
      <h4 className="unit-title">{unit.title}</h4>
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
    <div aria-live="polite" className={classes.nowNext}>
      <section aria-labelledby={nowId} data-unit-id={current?.id ?? ''} className={classes.now}>
        <h3 id={nowId} className="card-label">
          ただいま
        </h3>
        {current ? <UnitSummary unit={current} /> : <p className="idle">{idleText(sheet)}</p>}
      </section>
      <section aria-labelledby={nextId} data-unit-id={next?.id ?? ''} className={classes.next}>
        <h3 id={nextId} className="card-label">
          次の項目
        </h3>
        {next ? <UnitSummary unit={next} /> : <p className="idle">次の項目はありません</p>}
      </section>
    </div>
  );
}
