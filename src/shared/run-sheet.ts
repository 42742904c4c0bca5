/**
 * The self-re-timing run sheet (docs/run-sheet-and-live.md): planned and estimated times, the current
 * delay, each participant's ETA, the `live/board` document, and the staff actions on 進行表 as pure functions.
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
 * - A running item that holds a stage (unit.stageId) ends when its matches are estimated to end
 *   (`playEnds`, from shared/play/timing.ts playUnitEnds), not at start + minutes: a slow match
 *   pushes every later item. A stage that finishes early ends its item early, but the next item still
 *   waits for its planned start + delay, as after any item that finishes early. A waiting item that
 *   holds a stage is planned for its own minutes, like any other.
 */
import { formatTime } from '@/shared/date-time';
import type { Entry } from './schemas/entry';
import type { Board, Unit } from './schemas/unit';

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
const toMinutes = (ms: number) => Math.sign(ms) * Math.round(Math.abs(ms) / MINUTE) || 0;

/** A unit that really started: its start is a fact the delay can be taken from. */
const hasStarted = (unit: TimedUnit) => unit.status !== 'waiting' && unit.startedAt !== null;

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
 * The estimated ends of running items that hold a stage, by unit id (shared/play/timing.ts
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

/** A participant's next turn, from their units on the sheet. */
export type EntryEta<U extends TimedUnit = TimedUnit> =
  | {
      state: 'upcoming';
      unit: TimelineUnit<U>;
      estimatedStart: Date;
      /** Whole minutes until the estimated start, never negative. */
      minutesFromNow: number;
      /** The earliest the unit can begin, or null when that time has already passed. */
      notBefore: Date | null;
    }
  | { state: 'running'; unit: TimelineUnit<U> }
  /** Every one of their units is done. */
  | { state: 'done' }
  /** Their remaining units were all skipped: the sheet no longer says when. */
  | { state: 'skipped' }
  /** They are on no unit. */
  | { state: 'none' };

/** Ids of the units that list any of these entries (a participant may have several entries). */
export function unitIdsOfEntries(
  units: readonly Pick<Unit, 'id' | 'entryIds'>[],
  entryIds: readonly string[],
): string[] {
  return units.filter((unit) => unit.entryIds.some((id) => entryIds.includes(id))).map((unit) => unit.id);
}

/** The same from the public board, which carries entry numbers instead of entry ids. */
export function unitIdsOfNumbers(
  units: readonly { id: string; entries: readonly { number: number }[] }[],
  numbers: readonly number[],
): string[] {
  return units
    .filter((unit) => unit.entries.some((entry) => numbers.includes(entry.number)))
    .map((unit) => unit.id);
}

/**
 * The participant's first unit (in order) that is neither done nor skipped. Its "not before" time is
 * the planned start, since staff do not start a unit before its advertised time; when the sheet runs
 * ahead the estimate is earlier than planned, and the not-before follows the estimate, because the
 * organiser has shown they start early and a promise they break is worse than none.
 */
export function entryEta<U extends TimedUnit>(
  sheet: Timeline<U>,
  unitIds: readonly string[],
  now: Date,
): EntryEta<U> {
  const mine = sheet.units.filter((unit) => unitIds.includes(unit.id));
  if (mine.length === 0) return { state: 'none' };
  const next = mine.find((unit) => unit.status !== 'done' && !unit.skipped);
  if (!next) return mine.some((unit) => unit.skipped) ? { state: 'skipped' } : { state: 'done' };
  if (next.status === 'running') return { state: 'running', unit: next };
  // A waiting unit that is not skipped always has an estimate (see timeline).
  const estimatedStart = next.estimatedStart as Date;
  const notBefore = Math.min(next.plannedStart.getTime(), estimatedStart.getTime());
  return {
    state: 'upcoming',
    unit: next,
    estimatedStart,
    minutesFromNow: Math.max(0, Math.round((estimatedStart.getTime() - now.getTime()) / MINUTE)),
    notBefore: notBefore > now.getTime() ? new Date(notBefore) : null,
  };
}

/** 「出番の目安 14:05頃（約15分後）」 and the other states, in Japan time. */
export function etaLabel(eta: EntryEta): string {
  switch (eta.state) {
    case 'upcoming': {
      const when = eta.minutesFromNow < 1 ? 'まもなく' : `約${formatMinutes(eta.minutesFromNow)}後`;
      return `出番の目安 ${formatTime(eta.estimatedStart)}頃（${when}）`;
    }
    case 'running':
      return '出番中';
    case 'done':
      return '出番は終わりました';
    case 'skipped':
      return '出番の時刻は係の人にお尋ねください';
    case 'none':
      return '出番の予定はありません';
  }
}

/** 「14:00より前には始まりません」, or null when there is no such time still ahead. */
export function notBeforeLabel(eta: EntryEta): string | null {
  if (eta.state !== 'upcoming' || eta.notBefore === null) return null;
  return `${formatTime(eta.notBefore)}より前には始まりません`;
}

/** compes/{compeId}/live/board without updatedAt, which the writer sets to serverTimestamp(). */
export type BoardData = Omit<Board, 'updatedAt'>;

export interface BoardInput {
  /** compe.eventedAt */
  startAt: Date;
  /** The whole sheet, after the change being written. */
  units: readonly Unit[];
  entries: readonly Pick<Entry, 'id' | 'number' | 'name' | 'registId'>[];
  notice: string;
  /** The moment of the change: the board's delay is the one viewers feel at that moment. */
  now: Date;
  /** Staff's choice of the highlighted unit; by default the running one. An id not on the sheet gives null. */
  currentUnitId?: string | null;
  /** When running items that hold a stage will end: the board's delay follows the play too. */
  playEnds?: PlayEnds;
}

/**
 * The one document viewers listen to. Units are copied field by field, not spread, so a stored unit
 * with extra keys cannot make the board fail the rules' known-keys check. Entries keep the unit's
 * own order (heat order) and entries deleted since are dropped.
 */
export function buildBoard({
  startAt,
  units,
  entries,
  notice,
  now,
  currentUnitId,
  playEnds,
}: BoardInput): BoardData {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const sheet = timeline(startAt, units, now, playEnds);
  const current =
    currentUnitId === undefined
      ? sheet.currentUnitId
      : units.some((unit) => unit.id === currentUnitId)
        ? currentUnitId
        : null;
  return {
    startAt,
    units: sortByOrder(units).map((unit) => ({
      id: unit.id,
      order: unit.order,
      title: unit.title,
      kind: unit.kind,
      minutes: unit.minutes,
      status: unit.status,
      startedAt: unit.startedAt,
      endedAt: unit.endedAt,
      note: unit.note,
      // Which stage the item runs: viewers re-time it from that stage (left out when it holds none).
      ...(unit.stageId ? { stageId: unit.stageId } : {}),
      // The rounds of it the item holds (left out for every round): viewers time it by those rounds.
      ...(unit.stageId && unit.stageRounds
        ? { stageRounds: { from: unit.stageRounds.from, to: unit.stageRounds.to } }
        : {}),
      entries: unit.entryIds.flatMap((id) => {
        const entry = byId.get(id);
        // The id lets a ticket find its participant's items (by registId) without reading entries.
        if (!entry) return [];
        const { number, name, registId } = entry;
        return [registId ? { id, number, name, registId } : { id, number, name }];
      }),
    })),
    currentUnitId: current,
    delayMinutes: sheet.delayMinutes,
    notice,
  };
}

/*
 * Staff actions. Each returns only the units it changed (new objects, in sheet order), which is what
 * the staff page writes, together with buildBoard(applyUnitChanges(...)), in one batch. An id that is
 * not on the sheet (another staff member deleted it a moment ago) changes nothing.
 */

/** Replaces units by id with their changed copies. */
export function applyUnitChanges<U extends { id: string }>(units: readonly U[], changes: readonly U[]): U[] {
  const changed = new Map(changes.map((unit) => [unit.id, unit]));
  return units.map((unit) => changed.get(unit.id) ?? unit);
}

/**
 * 開始: the unit runs from now; whatever was running is done at the same moment, because one stage
 * runs one unit. Starting a done unit starts it again (staff finished it by mistake); starting the
 * running unit changes nothing, so a double tap keeps the first start time.
 */
export function startUnit<U extends TimedUnit>(units: readonly U[], unitId: string, now: Date): U[] {
  const target = units.find((unit) => unit.id === unitId);
  if (!target || target.status === 'running') return [];
  const finished = units
    .filter((unit) => unit.status === 'running')
    .map((unit) => ({ ...unit, status: 'done' as const, endedAt: now }));
  return sortByOrder([...finished, { ...target, status: 'running' as const, startedAt: now, endedAt: null }]);
}

/**
 * 終了: the unit is done now. On a waiting unit this is how staff skip it: done without a start time,
 * which the timeline treats as taking no time. Finishing a done unit changes nothing.
 */
export function finishUnit<U extends TimedUnit>(units: readonly U[], unitId: string, now: Date): U[] {
  const target = units.find((unit) => unit.id === unitId);
  if (!target || target.status === 'done') return [];
  return [{ ...target, status: 'done' as const, endedAt: now }];
}

/**
 * 次へ: finishes the running unit and starts the next waiting one after it in order. With nothing
 * running it starts the next waiting unit after the last one that started (the first unit on a fresh
 * sheet), so passed-over units stay behind. At the last unit it only finishes.
 */
export function advance<U extends TimedUnit>(units: readonly U[], now: Date): U[] {
  const sorted = sortByOrder(units);
  let anchor = -1;
  sorted.forEach((unit, i) => {
    if (unit.status === 'running' || hasStarted(unit)) anchor = i;
  });
  const next = sorted.slice(anchor + 1).find((unit) => unit.status === 'waiting');
  if (next) return startUnit(units, next.id, now);
  return sorted
    .filter((unit) => unit.status === 'running')
    .map((unit) => ({ ...unit, status: 'done' as const, endedAt: now }));
}

/**
 * Drag and drop on 進行表: moves the unit at `fromIndex` of the sorted sheet to `toIndex` and numbers
 * the sheet 0..n-1, returning only the units whose order changed (gaps left by deletions close up
 * too). Indices outside the sheet change nothing.
 */
export function reorder<U extends Pick<Unit, 'id' | 'order'>>(
  units: readonly U[],
  fromIndex: number,
  toIndex: number,
): U[] {
  const sorted = sortByOrder(units);
  const inRange = (i: number) => Number.isInteger(i) && i >= 0 && i < sorted.length;
  if (!inRange(fromIndex) || !inRange(toIndex)) return [];
  const [moved] = sorted.splice(fromIndex, 1);
  sorted.splice(toIndex, 0, moved);
  return sorted.flatMap((unit, order) => (unit.order === order ? [] : [{ ...unit, order }]));
}

/**
 * 進行をリセット: every unit waits again without start or end times (after a rehearsal, or a day run
 * on the wrong competition). Returns only the units that change.
 */
export function resetProgress<U extends TimedUnit>(units: readonly U[]): U[] {
  return sortByOrder(units)
    .filter((unit) => unit.status !== 'waiting' || unit.startedAt !== null || unit.endedAt !== null)
    .map((unit) => ({ ...unit, status: 'waiting' as const, startedAt: null, endedAt: null }));
}

/** JSON with object keys sorted, so two boards compare alike whatever order their keys were built in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** Whether two units hold the same values, whatever order their keys were built in. */
export function sameUnit(a: Unit, b: Unit): boolean {
  return canonical(a) === canonical(b);
}

/**
 * Whether the stored board still shows what buildBoard gives for the sheet now. The delay and
 * updatedAt are left out: they change with the clock, not with the sheet. A board goes stale when
 * something outside 進行表 changes what it shows: the start time or notice (大会設定), an entry's
 * name or number (エントリー).
 */
export function boardMatches(stored: BoardData | Board, built: BoardData): boolean {
  const shown = ({ startAt, units, currentUnitId, notice }: BoardData | Board) => ({
    startAt,
    units,
    currentUnitId,
    notice,
  });
  return canonical(shown(stored)) === canonical(shown(built));
}
