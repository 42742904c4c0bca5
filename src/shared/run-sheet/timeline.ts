/**
 * The self-re-timing run sheet (docs/run-sheet-and-live.md §1): the sheet's order, the
 * planned and estimated times of every item, the current delay and how it reads (予定より約5分遅れ).
 * Beside it: a participant's ETA (entry-eta.ts), the `live/board` document (board-document.ts) and
 * the staff actions on 進行表 (unit-actions.ts).
 *
 * No Firebase and no zod at runtime: the public live page and the ticket page import this, and
 * functions may too. Schema types come in with `import type`, which the compiler erases.
 *
 * Decisions docs/run-sheet-and-live.md leaves open, in one place:
 * - The `order` field decides the sequence everywhere (ties broken by id, so a sheet renders the same
 *   on every device). After a mid-day reorder, planned times follow the new order.
 * - Delay = actual start − planned start of the last item (in order) that really started. Waiting
 *   items are estimated at planned + delay, but never before `now` and never before the previous
 *   item's estimated end, so an item running past its planned end pushes all later ones.
 * - Early starts give a negative delay, and later estimates move earlier with it (the organiser has
 *   shown they start early). An item that finishes early does not pull the next one forward: only a
 *   start tells us the organiser is ahead.
 * - A skipped item takes no time and changes neither the delay nor the chain; its estimates are null.
 *   Skipped = done without ever starting (finishUnit on a waiting item), or still waiting while a
 *   later item has already started (passed over; staff move it with reorder to run it later).
 * - The current delay is what a viewer feels now: estimated − planned start of the next waiting
 *   item; with nothing left to wait for, the start delay of the last started item.
 * - Minutes are rounded half away from zero, so +2.5 and −2.5 minutes read alike.
 * - A running item that holds stages (unit-stages.ts unitStages: one, or several in parallel) ends
 *   when their matches are estimated to end on the hall's shared tables (`playEnds`, from
 *   shared/play/unit-play.ts playUnitEnds), not at start + minutes: a slow match
 *   pushes every later item. A stage that finishes early ends its item early, but the next item still
 *   waits for its planned start + delay, as after any item that finishes early. A waiting item that
 *   holds a stage is planned for its own minutes, like any other.
 */
import type { Unit } from '../schemas/unit';

const MINUTE = 60 * 1000;

/** What the timing needs of a unit; both a stored unit and a board unit have it. */
export type TimedUnit = Pick<Unit, 'id' | 'order' | 'minutes' | 'status' | 'startedAt' | 'endedAt'>;

/** Times the timeline adds to each unit. The actual times stay in the unit's startedAt / endedAt. */
export interface UnitTimes {
  plannedStart: Date;
  plannedEnd: Date;
  /** null exactly when the unit is skipped. */
  estimatedStart: Date | null;
  estimatedEnd: Date | null;
  skipped: boolean;
  /** Estimated (or actual) start − planned start, in minutes; null when skipped. */
  delayMinutes: number | null;
}
export type TimelineUnit<U extends TimedUnit = TimedUnit> = U & UnitTimes;

export interface Timeline<U extends TimedUnit = TimedUnit> {
  /** Sorted by order. */
  units: TimelineUnit<U>[];
  /** The current delay in whole minutes; negative = ahead of schedule. */
  delayMinutes: number;
  /** The running unit (the last in order if staff left several running), or null. */
  currentUnitId: string | null;
}

/** Rounds half away from zero and never returns −0. */
export const toMinutes = (ms: number) => Math.sign(ms) * Math.round(Math.abs(ms) / MINUTE) || 0;

/** A unit that really started: its start is a fact the delay can be taken from. */
export const hasStarted = (unit: TimedUnit) => unit.status !== 'waiting' && unit.startedAt !== null;

/** Units in run-sheet order: by `order`, ties by id so every device shows the same sequence. */
export function sortByOrder<U extends Pick<Unit, 'id' | 'order'>>(units: readonly U[]): U[] {
  return [...units].sort((a, b) => a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Planned start of each unit by id: competition start + the minutes of every unit before it. */
export function plannedStarts(startAt: Date, units: readonly TimedUnit[]): Map<string, Date> {
  const starts = new Map<string, Date>();
  let at = startAt.getTime();
  for (const unit of sortByOrder(units)) {
    starts.set(unit.id, new Date(at));
    at += unit.minutes * MINUTE;
  }
  return starts;
}

/**
 * The estimated ends of running items that hold a stage, by unit id (shared/play/unit-play.ts
 * playUnitEnds makes it); an item not in it ends at its start + minutes.
 */
export type PlayEnds = ReadonlyMap<string, Date>;

/**
 * Planned, estimated and actual times of every unit, and the current delay, as seen at `now`.
 * `playEnds`: when running items that hold a stage will end (see PlayEnds).
 */
export function timeline<U extends TimedUnit>(
  startAt: Date,
  units: readonly U[],
  now: Date,
  playEnds?: PlayEnds,
): Timeline<U> {
  const sorted = sortByOrder(units);
  const nowMs = now.getTime();
  let lastStarted = -1;
  sorted.forEach((unit, i) => {
    if (hasStarted(unit)) lastStarted = i;
  });

  let planned = startAt.getTime();
  let delay = 0; // ms: start delay of the last unit so far that really started
  let chainEnd = -Infinity; // ms: estimated end of the previous unit that takes time
  const rows = sorted.map((unit, i): TimelineUnit<U> => {
    const plannedStart = planned;
    const length = unit.minutes * MINUTE;
    planned += length;
    const row = (start: number | null, end: number | null): TimelineUnit<U> => ({
      ...unit,
      plannedStart: new Date(plannedStart),
      plannedEnd: new Date(plannedStart + length),
      estimatedStart: start === null ? null : new Date(start),
      estimatedEnd: end === null ? null : new Date(end),
      skipped: start === null,
      delayMinutes: start === null ? null : toMinutes(start - plannedStart),
    });

    if (unit.status === 'done' && unit.startedAt === null) return row(null, null);
    if (unit.status === 'waiting' && i < lastStarted) return row(null, null);

    if (unit.status === 'done' && unit.startedAt !== null) {
      const start = unit.startedAt.getTime();
      // A done unit without endedAt is bad data: assume it ran its length, but not into the future.
      const end = unit.endedAt?.getTime() ?? Math.min(start + length, nowMs);
      delay = start - plannedStart;
      chainEnd = end;
      return row(start, end);
    }
    if (unit.status === 'running') {
      let start: number;
      if (unit.startedAt !== null) {
        start = unit.startedAt.getTime();
        delay = start - plannedStart;
      } else {
        // Running without a start time is bad data: place it where the chain puts it, not later than now.
        start = Math.min(nowMs, Math.max(plannedStart + delay, chainEnd));
      }
      // Still running past its length (or its matches' estimated end): it ends no earlier than now,
      // which pushes every later unit.
      const play = playEnds?.get(unit.id);
      const end = Math.max(play ? play.getTime() : start + length, nowMs);
      chainEnd = end;
      return row(start, end);
    }
    const start = Math.max(plannedStart + delay, nowMs, chainEnd);
    chainEnd = start + length;
    return row(start, start + length);
  });

  const next = rows.find((row) => row.status === 'waiting' && !row.skipped);
  const delayMinutes = next?.delayMinutes ?? (lastStarted >= 0 ? (rows[lastStarted].delayMinutes ?? 0) : 0);
  const running = rows.filter((row) => row.status === 'running');
  return { units: rows, delayMinutes, currentUnitId: running.at(-1)?.id ?? null };
}

/** Under this many minutes either way the sheet counts as on time: a few minutes is normal drift. */
export const ON_TIME_MINUTES = 3;

/** 45分 / 1時間 / 1時間15分 */
export function formatMinutes(minutes: number): string {
  const whole = Math.round(Math.abs(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${rest}分`;
  return rest === 0 ? `${hours}時間` : `${hours}時間${rest}分`;
}

/** 「予定より約5分遅れ」 / 「予定どおり」 (under ON_TIME_MINUTES either way) / 「予定より約3分早い」 */
export function delayLabel(delayMinutes: number): string {
  const minutes = toMinutes(delayMinutes * MINUTE);
  if (Math.abs(minutes) < ON_TIME_MINUTES) return '予定どおり';
  return minutes > 0 ? `予定より約${formatMinutes(minutes)}遅れ` : `予定より約${formatMinutes(minutes)}早い`;
}
