import type { Stage, StageResult } from '../schemas/stage';
import { resolve } from './resolve';
import { stagePlan, stageResults, type StoredStage } from './stage-plan';
import { callsWithResult, type Call, type StoredStageWithTables, type Withdrawn } from './tables';
import { keptResultTime } from './match-lengths';

/**
 * The matches further on whose stored result would stop counting if `matchId` had `after` as its
 * result: shown before a correction is saved and kept in the change log.
 */
export function affectedBy(stage: StoredStage, matchId: string, after: StageResult | null): string[] {
  const plan = stagePlan(stage);
  const before = resolve(plan, stageResults(stage));
  const results = { ...stage.results };
  if (after) results[matchId] = after;
  else delete results[matchId];
  const next = resolve(plan, stageResults({ ...stage, results }));
  return plan
    .filter(
      (m) => m.id !== matchId && before.get(m.id)?.status === 'done' && next.get(m.id)?.status !== 'done',
    )
    .map((m) => m.id);
}

/** One result as it is written into its stage, whoever writes it (対戦, or reports from the floor). */
export interface ResultWrite {
  before: StageResult | null;
  /** The result as stored (null: cleared): its time kept when only the result changes (match-lengths.ts). */
  result: StageResult | null;
  /** Matches further on whose stored result stops counting (the change log keeps them). */
  affected: string[];
  /** Table entries that change with it (tables.ts callsWithResult): next calls, and null to remove. */
  calls: Record<string, Call | null>;
  /** The stage's results after the write. */
  results: Stage['results'];
}

/**
 * What writing `after` as `matchId`'s result changes in the stage: staff's recordResult
 * (lib/db/stages/save-stage.ts) and the reportResult function (functions/src/play) both write
 * exactly this, so ライブ, the call board and the timing cannot tell who entered a result.
 * `withdrawn`: entrants whose registration was cancelled after the draw, never called (tables.ts).
 */
export function resultWrite(
  stage: StoredStageWithTables & Pick<Stage, 'autoCall'>,
  matchId: string,
  after: Omit<StageResult, 'at'> | null,
  now: Date,
  withdrawn?: Withdrawn,
): ResultWrite {
  const before = stage.results[matchId] ?? null;
  const result = after ? { ...after, at: keptResultTime(before, after) ?? now } : null;
  const affected = affectedBy(stage, matchId, result);
  const results = { ...stage.results };
  if (result) results[matchId] = result;
  else delete results[matchId];
  const calls = callsWithResult(stage, { ...stage, results }, now, withdrawn);
  return { before, result, affected, calls, results };
}
