/**
 * A stage as it plays now, for the public pages: its view (play-view), every table with the match on
 * it, the queue of next calls with the table each would take, and every match's estimated start
 * (shared/play/timing.ts). Pure; recomputed on every change of the stage and every re-time tick.
 */
import { matchStarts } from '@/shared/play/timing';
import { nextCalls, readyQueue, tablesNow, type TableNow } from '@/shared/play/tables';
import type { Stage } from '@/shared/schemas/stage';
import { isComplete, stageView, type StageView } from './play-view';

/** How many next calls a page lists: the first few are what a player waits for. */
export const NEXT_CALLS_SHOWN = 8;

export interface StagePlay {
  view: StageView;
  /** One row per table (none when the stage does not manage tables). */
  tables: TableNow[];
  /** The ready matches in the order they will be called; `table` is set for those a free table takes now. */
  calls: { matchId: string; table: number | null }[];
  /** The table a match would be called to now (free tables only). */
  callTable: Map<string, number>;
  /** Estimated start of every match still to play (on a table: when it was called). */
  starts: Map<string, Date>;
}

export function stagePlay(stage: Stage, now: Date): StagePlay {
  const view = stageView(stage);
  const live = view.states.size > 0 && !isComplete(view);
  const tables = live && stage.tableCount > 0 ? tablesNow(stage, view.states) : [];
  const callTable = new Map(
    live && stage.tableCount > 0 ? nextCalls(stage, view.states, now).map((c) => [c.matchId, c.table]) : [],
  );
  const calls = live
    ? readyQueue(stage, view.states)
        .slice(0, NEXT_CALLS_SHOWN)
        .map((state) => ({ matchId: state.match.id, table: callTable.get(state.match.id) ?? null }))
    : [];
  let starts = new Map<string, Date>();
  if (live) {
    try {
      starts = matchStarts(stage, now, view.states);
    } catch (error) {
      console.warn('live stages: no estimates for', stage.id, error);
    }
  }
  return { view, tables, calls, callTable, starts };
}
