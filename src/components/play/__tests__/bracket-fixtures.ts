import { makeDraw, resolveStage } from '@/shared/play/stage-plan';
import type { Stage, StageResult } from '@/shared/schemas/stage';

/** A stored stage of `count` entrants (選手1 … in seed order, three 所属), drawn. */
export function drawnStage(format: Stage['format'], count: number, extra: Partial<Stage> = {}): Stage {
  const base: Stage = {
    id: 's1',
    order: 0,
    name: '決勝トーナメント',
    format,
    scoring: 'points',
    bestOf: 1,
    points: { win: 1, draw: 0, loss: 0 },
    tiebreaks: [],
    thirdPlace: false,
    reset: false,
    groups: 1,
    rounds: 3,
    seeds: 0,
    drawSeed: 11,
    from: null,
    entrants: Array.from({ length: count }, (_, i) => ({
      id: `e${i + 1}`,
      name: `選手${i + 1}`,
      affiliation: `クラブ${i % 3}`,
    })),
    draw: [],
    pairings: {},
    results: {},
    tableCount: 0,
    tableLabel: '台',
    autoCall: false,
    tables: {},
    status: 'running',
    ...extra,
  };
  return { ...base, draw: extra.draw ?? makeDraw(base) };
}

/** The result of `matchId` as entered: side a wins 11–`lost` unless `outcome` says b. */
export function resultFor(
  stage: Stage,
  matchId: string,
  {
    outcome = 'a',
    confirmed = true,
    lost = 5,
  }: { outcome?: 'a' | 'b'; confirmed?: boolean; lost?: number } = {},
): StageResult {
  const state = resolveStage(stage).get(matchId);
  const index = (id: string | null | undefined) => stage.entrants.findIndex((e) => e.id === id);
  if (!state || state.status !== 'ready') throw new Error(`${matchId} is not ready`);
  return {
    outcome,
    how: 'played',
    points: outcome === 'a' ? [11, lost] : [lost, 11],
    sides: [index(state.a), index(state.b)],
    confirmed,
    at: new Date('2026-11-25T05:00:00Z'),
  };
}

/** Every ready match played, side a winning, until none is left. */
export function playOut(stage: Stage): Stage {
  let current = stage;
  for (;;) {
    const ready = [...resolveStage(current).values()].filter((s) => s.status === 'ready');
    if (ready.length === 0) return current;
    const results = { ...current.results };
    for (const state of ready) results[state.match.id] = resultFor(current, state.match.id);
    current = { ...current, results };
  }
}
