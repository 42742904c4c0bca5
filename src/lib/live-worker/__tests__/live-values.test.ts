import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardCalls } from '@/components/call/calls';
import { toLiveStage } from '@/lib/live-stages/live-stage';
import { nextSwissRound } from '@/shared/play/draw-stage';
import { dayPlay } from '@/shared/play/view/stage-play';
import { stagePlacements, stageStandings, stageView } from '@/shared/play/view/play-view';
import { swissRoundKey } from '@/shared/play/rounds';
import type { Stage, StageResult } from '@/shared/schemas/stage';
import { drawnStageOf, storedStage } from '@/testing/stages';

/**
 * What a viewer draws with the live worker (docs/performance.md "The live worker"): the worker
 * decodes the stage's document and posts it; the page receives a structured clone and runs the
 * views. Whatever the format and the results, that must be what the engine computes from the
 * document itself (as 対戦 does) — including two results written at once, in either order.
 */

const NOW = new Date('2026-11-22T02:00:00Z');

/** Every view a public page draws of one stage, in comparable form. */
function views(stage: Stage) {
  const view = stageView(stage);
  const day = dayPlay(null, [stage], NOW);
  return {
    states: [...view.states.entries()],
    rounds: view.rounds,
    names: [...view.names.entries()],
    labels: [...view.labels.entries()],
    standings: stageStandings(view),
    placements: stagePlacements(view),
    plays: day.plays,
    calls: boardCalls(day.plays),
  };
}

/** The worker's path: the document decoded (listeners.ts), then posted (a structured clone). */
const delivered = (stage: Stage): Stage => {
  const decoded = toLiveStage(stage.id, storedStage(stage));
  if (!decoded) throw new Error('not a stage');
  return structuredClone(decoded);
};

const resultFor = (sides: [number, number], outcome: StageResult['outcome'], games: number): StageResult => ({
  outcome,
  how: 'played',
  sides,
  games: outcome === 'a' ? [games, 0] : outcome === 'b' ? [0, games] : [games, games],
  confirmed: true,
  at: new Date(NOW.getTime() - games * 60_000),
});

/** The stage with the ready matches chosen by `picks` played (as staff would enter them). */
function played(stage: Stage, picks: readonly number[], outcomes: readonly StageResult['outcome'][]): Stage {
  let current = stage;
  const index = new Map(stage.entrants.map((entrant, i) => [entrant.id, i]));
  for (const [step, pick] of picks.entries()) {
    if (current.format === 'swiss' && Object.keys(current.pairings).length === 0) {
      const next = nextSwissRound(current);
      if (next.pairing.ok) {
        current = { ...current, pairings: { [swissRoundKey(next.round)]: next.stored } };
      }
    }
    const ready = [...stageView(current).states.values()].filter((state) => state.status === 'ready');
    if (ready.length === 0) break;
    const state = ready[pick % ready.length];
    const knockout = state.match.part !== 'G' && state.match.part !== 'S';
    const outcome = outcomes[step % outcomes.length];
    const decided = knockout && outcome === 'draw' ? 'a' : outcome;
    const sides: [number, number] = [index.get(state.a as string) ?? 0, index.get(state.b as string) ?? 0];
    current = {
      ...current,
      results: { ...current.results, [state.match.id]: resultFor(sides, decided, 1 + (step % 3)) },
    };
  }
  return current;
}

const stageArb = fc
  .record({
    format: fc.constantFrom<Stage['format']>('single', 'double', 'league', 'swiss'),
    count: fc.integer({ min: 2, max: 12 }),
    thirdPlace: fc.boolean(),
    tableCount: fc.integer({ min: 0, max: 4 }),
    autoCall: fc.boolean(),
    picks: fc.array(fc.nat(), { maxLength: 30 }),
    outcomes: fc.array(fc.constantFrom<StageResult['outcome']>('a', 'b', 'draw'), {
      minLength: 1,
      maxLength: 5,
    }),
  })
  .map(({ format, count, thirdPlace, tableCount, autoCall, picks, outcomes }) =>
    played(
      drawnStageOf(format, count, { thirdPlace, tableCount, autoCall, scoring: 'games', bestOf: 3 }),
      picks,
      outcomes,
    ),
  );

describe('the live worker delivers what the engine computes', () => {
  it('for every format and any results: the views of the delivered stage are the engine’s', () => {
    fc.assert(
      fc.property(stageArb, (stage) => {
        expect(views(delivered(stage))).toEqual(views(stage));
      }),
      { numRuns: 150 },
    );
  });

  it('two results written at once (in either order) reach the viewer both, as the engine has them', () => {
    fc.assert(
      fc.property(stageArb, fc.nat(), fc.nat(), (stage, x, y) => {
        const ready = [...stageView(stage).states.values()].filter((state) => state.status === 'ready');
        if (ready.length < 2) return;
        const first = ready[x % ready.length];
        const second = ready.filter((state) => state !== first)[y % (ready.length - 1)];
        const index = new Map(stage.entrants.map((entrant, i) => [entrant.id, i]));
        const entered = (state: typeof first): [string, StageResult] => [
          state.match.id,
          resultFor([index.get(state.a as string) ?? 0, index.get(state.b as string) ?? 0], 'b', 2),
        ];
        // Two staff phones write results.<id> each; the document holds both, keyed in either order.
        const oneThenTwo = {
          ...stage,
          results: Object.fromEntries([...Object.entries(stage.results), entered(first), entered(second)]),
        };
        const twoThenOne = {
          ...stage,
          results: Object.fromEntries([...Object.entries(stage.results), entered(second), entered(first)]),
        };
        const expected = views(oneThenTwo);
        expect(views(delivered(oneThenTwo))).toEqual(expected);
        expect(views(delivered(twoThenOne))).toEqual(expected);
        expect(delivered(twoThenOne).results[first.match.id]).toBeDefined();
        expect(delivered(twoThenOne).results[second.match.id]).toBeDefined();
      }),
      { numRuns: 100 },
    );
  });
});
