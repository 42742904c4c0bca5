import { memo, useId } from 'react';
import { formatTime } from '@/shared/date-time';
import { KIND_LABELS, UNIT_STATE_LABELS, unitState, type SheetUnit } from '../live-sheet';
import { EntryList } from './entry-list';
import classes from './live.module.css';

/** The times of a row: planned, and what is expected or what happened. */
function RowTimes({ unit }: { unit: SheetUnit }) {
  const state = unitState(unit);
  let actual: string | null = null;
  if (state === 'waiting') actual = `見込み ${formatTime(unit.estimatedStart as Date)}`;
  else if (state === 'running' || state === 'done') {
    const started = unit.startedAt ?? unit.estimatedStart;
    actual = started ? `開始 ${formatTime(started)}` : null;
  }
  // A running item holding stages ends when their matches are estimated to (all of them, when several).
  const end = state === 'running' && unit.playTimed && unit.estimatedEnd ? unit.estimatedEnd : null;
  return (
    <p className="row-times">
      <span className="row-planned">予定 {formatTime(unit.plannedStart)}</span>
      {actual ? <span className="row-actual">{actual}</span> : null}
      {end ? <span className="row-actual">終了見込み {formatTime(end)}</span> : null}
    </p>
  );
}

const sameEntries = (a: SheetUnit['entries'], b: SheetUnit['entries']) =>
  a.length === b.length &&
  a.every((e, i) => e.id === b[i].id && e.number === b[i].number && e.name === b[i].name);
/**
 * A row shows its times to the minute (formatTime). Estimates move by seconds with every board
 * change, so comparing milliseconds would redraw every waiting row for a text that did not change.
 * Japan's offset is whole minutes, so the UTC minute is the shown minute.
 */
const minute = (date: Date | null) => (date === null ? null : Math.floor(date.getTime() / 60_000));

/**
 * Rows are compared by what they show: a board change re-renders only the rows it changed, so a
 * long sheet does not slow down the update a viewer is waiting for.
 */
const ScheduleRow = memo(
  function ScheduleRow({ unit, current }: { unit: SheetUnit; current: boolean }) {
    const state = unitState(unit);
    return (
      <li
        className={`row row-${state}${current ? ' row-current' : ''}`}
        aria-current={current ? 'step' : undefined}
      >
        <RowTimes unit={unit} />
        <div className="row-body">
          <p className="row-head">
            <span className="row-title">{unit.title}</span>
            <span className="row-kind">{KIND_LABELS[unit.kind]}</span>
            <span className="row-state">{UNIT_STATE_LABELS[state]}</span>
          </p>
          <EntryList entries={unit.entries} />
          {unit.note ? <p className="row-note">{unit.note}</p> : null}
        </div>
      </li>
    );
  },
  (a, b) =>
    a.current === b.current &&
    a.unit.id === b.unit.id &&
    a.unit.title === b.unit.title &&
    a.unit.kind === b.unit.kind &&
    a.unit.status === b.unit.status &&
    a.unit.skipped === b.unit.skipped &&
    a.unit.note === b.unit.note &&
    minute(a.unit.plannedStart) === minute(b.unit.plannedStart) &&
    minute(a.unit.estimatedStart) === minute(b.unit.estimatedStart) &&
    minute(a.unit.startedAt) === minute(b.unit.startedAt) &&
    a.unit.playTimed === b.unit.playTimed &&
    minute(a.unit.estimatedEnd) === minute(b.unit.estimatedEnd) &&
    sameEntries(a.unit.entries, b.unit.entries),
);

/** The whole day: every item with its planned and estimated start, state and entries. */
export function ScheduleList({ units, currentId }: { units: SheetUnit[]; currentId: string | null }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={classes.schedule}>
      <h3 id={headingId} className={classes.scheduleTitle}>
        進行表
      </h3>
      <ol className={classes.rows}>
        {units.map((unit) => (
          <ScheduleRow key={unit.id} unit={unit} current={unit.id === currentId} />
        ))}
      </ol>
    </section>
  );
}
