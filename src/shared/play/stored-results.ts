import type { Stage, StageResult } from '../schemas/stage';
import type { Result, Results } from './types';

/**
 * A stage's stored results as the engine reads them: sides as entrant ids, not indices. Every
 * stored result, a 団体戦's rubbers too (rubbers.ts); stage-plan.ts stageResults adds the ties'.
 */
export function storedResults(stage: Pick<Stage, 'entrants' | 'results'>): Results {
  const results: Record<string, Result> = {};
  for (const [id, stored] of Object.entries(stage.results)) results[id] = resultOf(stage, stored);
  return results;
}

const pairOf = (values: readonly number[]) => [values[0] ?? 0, values[1] ?? 0] as const;
const idAt = (stage: Pick<Stage, 'entrants'>, index: number) => stage.entrants[index]?.id ?? '';

const resultOf = (stage: Pick<Stage, 'entrants'>, stored: StageResult): Result => ({
  outcome: stored.outcome,
  how: stored.how,
  ...(stored.games ? { games: pairOf(stored.games) } : {}),
  ...(stored.points ? { points: pairOf(stored.points) } : {}),
  sides: [idAt(stage, stored.sides[0] ?? -1), idAt(stage, stored.sides[1] ?? -1)],
});
