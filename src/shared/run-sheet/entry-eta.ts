/**
 * A participant's next turn on the run sheet (docs/run-sheet-and-live.md §1, "A participant's ETA"):
 * which items are theirs, the first one still ahead, and its words
 * (「出番の目安 14:05頃（約15分後）」, 「14:00より前には始まりません」). Times come from timeline.ts.
 *
 * No Firebase and no zod at runtime: the ticket page and the public pages import this.
 */
import { formatTime } from '@/shared/date-time';
import type { Unit } from '../schemas/unit';
import { formatMinutes, type TimedUnit, type Timeline, type TimelineUnit } from './timeline';

const MINUTE = 60 * 1000;

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
