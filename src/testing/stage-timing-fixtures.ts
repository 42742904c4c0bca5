import type { Stage, StageResult } from '@/shared/schemas/stage';
import { resolveStage } from '@/shared/play/stage-plan';
import { drawnStageOf } from '@/testing/stages';

/**
 * Stages played on a clock, for the tests of the play's timing (shared/play/match-lengths.ts,
 * simulate.ts and unit-play.ts; docs/run-sheet-and-live.md §1, "Items that hold a stage").
 */

export const MIN = 60_000;
export const NOW = new Date('2026-05-10T05:00:00Z'); // 14:00 in Japan
export const at = (minutes: number) => new Date(NOW.getTime() + minutes * MIN);

/** A stage of `count` seeded in entry order, drawn unless `patch` gives its draw. */
export const stage = (format: Stage['format'], count: number, patch: Partial<Stage> = {}) =>
  drawnStageOf(format, count, { seeds: count, ...patch });

/** The stored result of a match the first side won, entered at `when`. */
export function won(s: Stage, matchId: string, when: Date, how: StageResult['how'] = 'played'): StageResult {
  const state = resolveStage(s).get(matchId);
  const index = (id: unknown) => s.entrants.findIndex((e) => e.id === id);
  return { outcome: 'a', how, sides: [index(state?.a), index(state?.b)], confirmed: true, at: when };
}

/** Calls a match to a table at `from` and enters its result `minutes` later. */
export function played(s: Stage, matchId: string, table: number, from: number, minutes: number): Stage {
  return {
    ...s,
    tables: { ...s.tables, [matchId]: { table, at: at(from) } },
    results: { ...s.results, [matchId]: won(s, matchId, at(from + minutes)) },
  };
}

export const minutesOf = (starts: Map<string, Date>) =>
  Object.fromEntries([...starts].map(([id, date]) => [id, (date.getTime() - NOW.getTime()) / MIN]));
