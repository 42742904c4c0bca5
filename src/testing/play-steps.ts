import type { MatchState } from '@/shared/play/resolve';
import type { StoredStageWithTables } from '@/shared/play/tables';
import type { Stage, StageResult } from '@/shared/schemas/stage';

/** A stage as the tables engine reads it: stored, with its calls and its 自動 setting. */
export type TestStage = StoredStageWithTables & Pick<Stage, 'autoCall'>;

/** Where an entrant stands in the stage's list (the index a result stores). */
export const indexOf = (s: TestStage, id: string | null | undefined) =>
  s.entrants.findIndex((e) => e.id === id);

/** The stage with `state`'s result in: a wins (or b), entered `at`, 確定. */
export function withResult(s: TestStage, state: MatchState, outcome: 'a' | 'b', at: Date): TestStage {
  const result: StageResult = {
    outcome,
    how: 'played',
    sides: [indexOf(s, state.a), indexOf(s, state.b)],
    confirmed: true,
    at,
  };
  return { ...s, results: { ...s.results, [state.match.id]: result } };
}

/** The stage with the engine's call updates applied (a table and time, or null for a call taken back). */
export function applyCalls(
  s: TestStage,
  updates: Record<string, { table: number; at: Date } | null>,
): TestStage {
  const tables = { ...s.tables };
  for (const [id, call] of Object.entries(updates)) {
    if (call) tables[id] = { table: call.table, at: call.at };
    else delete tables[id];
  }
  return { ...s, tables };
}
