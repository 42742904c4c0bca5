import type { Stage, StageResult } from '../schemas/stage';
import { resolve } from './resolve';
import { stagePlan, stageResults, type StoredStage } from './stage-plan';
import { callsWithResult, type Call, type StoredStageWithTables, type Withdrawn } from './tables';
import { keptResultTime } from './match-lengths';
import { floorCallsWithResult, type Floor, type FloorStageDoc, type FloorUpdates } from './floor';

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

/** A result written on a floor: its own stage's write, and the calls it makes in other stages. */
export interface FloorResultWrite extends ResultWrite {
  /** Table entries of other stages that change with it: another 部門's match takes the freed table. */
  elsewhere: FloorUpdates;
}

/**
 * resultWrite on the competition's floor (floor.ts): the result, the matches it sends back to the
 * queue, and the next calls of every stage with 自動呼び出し on the hall's tables — written in one
 * batch (lib/db/stages recordResult) or one transaction (functions reportResult).
 */
export function resultWriteOnFloor(
  floor: Floor,
  stage: FloorStageDoc,
  matchId: string,
  after: Omit<StageResult, 'at'> | null,
  now: Date,
): FloorResultWrite {
  const write = resultWrite({ ...stage, autoCall: false }, matchId, after, now);
  const { [stage.id]: calls = {}, ...elsewhere } = floorCallsWithResult(
    floor,
    { ...stage, results: write.results },
    now,
  );
  return { ...write, calls, elsewhere };
}
