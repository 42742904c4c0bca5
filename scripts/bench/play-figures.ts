/**
 * The play engine's figures (docs/play.md): how long pairing, resolving and standings
 * take for 256 entrants, and how large a fully played stage's document is against Firestore's
 * 1 MiB. Pure computation, no emulator: `npm run bench -- --only play`, and tests/unit/play-size
 * holds the sizes to their budget in `npm test`.
 */
import { performance } from 'node:perf_hooks';
import type { Stage, StageResult } from '../../src/shared/schemas/stage';
import { standings } from '../../src/shared/play/standings';
import { makeDraw, resolveStage, stagePlan } from '../../src/shared/play/stage-plan';
import { nextSwissRound } from '../../src/shared/play/draw-stage';

export const FIRESTORE_DOC_LIMIT = 1_048_576;

/**
 * A document's stored size by Firestore's documented rules: a string is its UTF-8 bytes + 1, a
 * number, timestamp or date 8, a boolean or null 1, a map the sum of its keys (+1 each) and values,
 * plus the document name and 32 bytes.
 */
export function firestoreSize(value: unknown): number {
  if (value === null || typeof value === 'boolean') return 1;
  if (typeof value === 'number' || value instanceof Date) return 8;
  if (typeof value === 'string') return Buffer.byteLength(value, 'utf8') + 1;
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + firestoreSize(item), 0);
  if (typeof value === 'object') {
    return Object.entries(value).reduce(
      (sum, [key, item]) => sum + Buffer.byteLength(key, 'utf8') + 1 + firestoreSize(item),
      0,
    );
  }
  return 0;
}
export const documentSize = (path: string, data: object) =>
  path.split('/').reduce((sum, part) => sum + Buffer.byteLength(part, 'utf8') + 1, 16) +
  firestoreSize(data) +
  32;

type StoredStage = Omit<Stage, 'id'>;

/** A stage of `count` entrants with long Japanese names and 所属, nothing drawn yet. */
export function benchStage(
  format: Stage['format'],
  count: number,
  options: Partial<StoredStage> = {},
): StoredStage {
  return {
    order: 0,
    name: '決勝トーナメント',
    format,
    scoring: 'points',
    bestOf: 1,
    points: { win: 3, draw: 1, loss: 0 },
    tiebreaks: ['points', 'headToHead', 'pointDiff', 'sos', 'sosos', 'pointsFor'],
    thirdPlace: true,
    reset: true,
    groups: 1,
    rounds: 7,
    seeds: 8,
    drawSeed: 20261125,
    from: null,
    entrants: Array.from({ length: count }, (_, i) => ({
      id: `entry${String(i).padStart(15, '0')}`,
      name: `長谷川 ${'さくら子'.slice(0, 1 + (i % 4))}${i}`,
      affiliation: `東京都立第${i % 40}高等学校卓球部`,
    })),
    draw: [],
    pairings: {},
    results: {},
    tableCount: 0,
    tableLabel: '台',
    autoCall: false,
    tables: {},
    status: 'running',
    ...options,
  };
}

/** Enters a result for every ready match (a deterministic winner, a 得点 score) until none is left. */
export function playOut(stage: StoredStage): StoredStage {
  let played = stage;
  for (;;) {
    const ready = [...resolveStage(played).values()].filter((state) => state.status === 'ready');
    if (ready.length === 0) return played;
    const results = { ...played.results };
    const index = new Map(played.entrants.map((entrant, i) => [entrant.id, i]));
    for (const state of ready) {
      const a = index.get(state.a ?? '') ?? 0;
      const b = index.get(state.b ?? '') ?? 0;
      const result: StageResult = {
        outcome: (a * 7 + b) % 3 === 0 ? 'b' : 'a',
        how: 'played',
        points: [11, 9],
        sides: [a, b],
        confirmed: true,
        at: new Date(),
      };
      results[state.match.id] = result;
    }
    played = { ...played, results };
  }
}

export interface PlayFigures {
  timings: { label: string; ms: number }[];
  sizes: { label: string; matches: number; bytes: number }[];
}

const time = <T>(run: () => T): [T, number] => {
  const start = performance.now();
  const value = run();
  return [value, performance.now() - start];
};

export function playFigures(): PlayFigures {
  const timings: PlayFigures['timings'] = [];
  const sizes: PlayFigures['sizes'] = [];

  const single = benchStage('single', 256);
  const [draw, drawMs] = time(() => makeDraw(single));
  timings.push({ label: 'トーナメント 256: draw with 所属 kept apart', ms: drawMs });
  const singlePlayed = playOut({ ...single, draw });
  sizes.push({
    label: 'トーナメント 256, all played',
    matches: stagePlan(singlePlayed).length,
    bytes: documentSize('compes/x/stages/y', singlePlayed),
  });

  const double = benchStage('double', 256);
  const doublePlayed = playOut({ ...double, draw: makeDraw(double) });
  const [, resolveMs] = time(() => resolveStage(doublePlayed));
  timings.push({ label: 'ダブルイリミネーション 256: resolve every match', ms: resolveMs });
  sizes.push({
    label: 'ダブルイリミネーション 256, all played',
    matches: stagePlan(doublePlayed).length,
    bytes: documentSize('compes/x/stages/y', doublePlayed),
  });

  const league = benchStage('league', 256, { groups: 32 });
  const leaguePlayed = playOut({ ...league, draw: makeDraw(league) });
  const [, standingsMs] = time(() => {
    const states = [...resolveStage(leaguePlayed).values()];
    return standings(
      leaguePlayed.entrants.map((e) => e.id),
      states,
      leaguePlayed.points,
      leaguePlayed.tiebreaks,
    );
  });
  timings.push({ label: 'リーグ 256 (32 組): resolve + standings', ms: standingsMs });
  sizes.push({
    label: 'リーグ 256 in 32 組, all played',
    matches: stagePlan(leaguePlayed).length,
    bytes: documentSize('compes/x/stages/y', leaguePlayed),
  });

  for (const [count, rounds] of [
    [256, 8],
    [200, 7],
  ] as const) {
    let swiss = benchStage('swiss', count, { rounds });
    let worst = 0;
    for (let round = 1; round <= rounds; round++) {
      const [next, ms] = time(() => nextSwissRound(swiss));
      worst = Math.max(worst, ms);
      if (!next.pairing.ok)
        throw new Error(`Swiss ${count} stopped at round ${round}: ${next.pairing.reason}`);
      swiss = playOut({ ...swiss, pairings: { ...swiss.pairings, [String(next.round)]: next.stored } });
    }
    timings.push({ label: `スイス式 ${count}: slowest round to pair (of ${rounds})`, ms: worst });
    const [, swissStandingsMs] = time(() =>
      standings(
        swiss.entrants.map((e) => e.id),
        [...resolveStage(swiss).values()],
        swiss.points,
        swiss.tiebreaks,
      ),
    );
    timings.push({
      label: `スイス式 ${count}: resolve + standings after ${rounds} rounds`,
      ms: swissStandingsMs,
    });
    sizes.push({
      label: `スイス式 ${count} × ${rounds} rounds, all played`,
      matches: stagePlan(swiss).length,
      bytes: documentSize('compes/x/stages/y', swiss),
    });
  }
  return { timings, sizes };
}
