/**
 * One floor's figures (docs/play.md "One floor"): a 200-person day of 5 部門 on 24 hall tables,
 * played out result by result as 対戦 writes them — how long each result's hall-wide calls take
 * (resultWriteOnFloor), the settling (floorRepair) and a viewer's whole day view (dayPlay) — and the
 * stage documents' sizes once everything is played. Pure computation, no emulator:
 * `npm run bench -- --only hall`.
 */
import { performance } from 'node:perf_hooks';
import type { Stage, StageResult } from '../../src/shared/schemas/stage';
import {
  competitionFloor,
  floorCalls,
  floorRepair,
  withFloorUpdates,
  type Floor,
  type FloorUpdates,
} from '../../src/shared/play/floor';
import { resultWriteOnFloor } from '../../src/shared/play/record-result';
import { callPlaces, HALL_CALLS_ID, onlyStage } from '../../src/shared/play/hall-calls';
import { makeDraw, resolveStage } from '../../src/shared/play/stage-plan';
import { dayPlay } from '../../src/shared/play/view/stage-play';
import { playUnitEnds } from '../../src/shared/play/unit-play';
import { benchStage, documentSize } from './play-figures';

type Entrant = Stage['entrants'][number] & { persons?: string[] };

export interface FloorFigures {
  people: number;
  inTwo: number;
  tables: number;
  matches: number;
  /** Simulated minutes from the first call to the last result. */
  dayMinutes: number;
  timings: { label: string; ms: number }[];
  /**
   * How many results wrote how many documents (index = documents), which is what a viewer listening
   * to the stages reads for each (docs/play.md "The hall's calls"): the result's stage, with its own
   * stage's calls, and the hall's calls when it calls in other stages.
   */
  docsPerResult: number[];
  /**
   * The same had every stage kept its own calls: the result's stage and each stage a freed table or a
   * freed person called a match in.
   */
  docsPerResultOwnCalls: number[];
  sizes: { label: string; bytes: number }[];
}

const person = (i: number) => `regist${String(i).padStart(16, '0')}`;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/**
 * The day, 200 people: 一般男子シングルス 64 (トーナメント, tables 1–12), 女子シングルス 32
 * (ダブルイリミネーション, 13–20), 混合ダブルス 24 pairs — 12 men and 12 women of the singles with
 * 24 partners — (トーナメント, 21–24), 40歳以上 40 of whom 16 also play the men's singles (リーグ 8 組,
 * 13–24), ジュニア 56 (トーナメント, the whole hall). 40 people are in two 部門.
 */
function day(): Stage[] {
  let next = 0;
  const people = (count: number) => Array.from({ length: count }, () => next++);
  const men = people(64);
  const women = people(32);
  const juniors = people(40);
  const partners = people(24);
  const over40 = [...people(24), ...men.slice(40, 56)];
  juniors.push(...people(16));
  const stage = (
    id: string,
    order: number,
    format: Stage['format'],
    entrants: Entrant[],
    tableFirst: number,
    tableCount: number,
    options: Partial<Stage> = {},
  ): Stage => {
    const base = { ...benchStage(format, entrants.length, options), entrants };
    return {
      ...base,
      id,
      order,
      name: id,
      draw: makeDraw(base),
      tableFirst,
      tableCount,
      autoCall: true,
    } as Stage;
  };
  const singles = (prefix: string, ids: number[]): Entrant[] =>
    ids.map((p, i) => ({
      id: `${prefix}${i}`,
      name: `選手${p}`,
      affiliation: `クラブ${p % 17}`,
      persons: [person(p)],
    }));
  const doubles: Entrant[] = partners.map((partner, i) => {
    const player = i < 12 ? (men[i] ?? 0) : (women[i - 12] ?? 0);
    return {
      id: `md${i}`,
      name: `選手${player}・選手${partner}`,
      affiliation: '',
      persons: [person(player), person(partner)],
    };
  });
  return [
    stage('men', 0, 'single', singles('m', men), 1, 12),
    stage('women', 1, 'double', singles('w', women), 13, 8),
    stage('mixed', 2, 'single', doubles, 21, 4),
    stage('over40', 3, 'league', singles('o', over40), 13, 12, { groups: 8 }),
    stage('junior', 4, 'single', singles('j', juniors), 1, 24),
  ];
}

const MINUTE = 60_000;

export function floorFigures(): FloorFigures {
  let stages = day();
  const people = new Set(stages.flatMap((s) => s.entrants.flatMap((e) => (e as Entrant).persons ?? [])));
  const entered = new Map<string, number>();
  for (const s of stages)
    for (const e of s.entrants)
      for (const p of (e as Entrant).persons ?? []) entered.set(p, (entered.get(p) ?? 0) + 1);
  const inTwo = [...entered.values()].filter((n) => n > 1).length;
  const start = new Date('2026-11-29T09:00:00+09:00');
  const hall = { restMinutes: 5, callOrder: 'behind' as const };
  const floorNow = () => competitionFloor(stages, hall);
  let now = start;
  const apply = (updates: FloorUpdates) => {
    const floor = withFloorUpdates(floorNow(), updates);
    stages = stages.map((s) => floor.stages.find((f) => f.stage.id === s.id)?.stage as Stage);
  };
  const first = floorCalls(floorNow(), now);
  apply(
    Object.fromEntries(
      [...new Set(first.map((c) => c.stageId))].map((id) => [
        id,
        Object.fromEntries(first.filter((c) => c.stageId === id).map((c) => [c.matchId, c])),
      ]),
    ),
  );
  const ends = new Map<string, number>();
  const length = (key: string) => 8 + ((key.length * 7 + key.charCodeAt(key.length - 1)) % 17);
  const writeMs: number[] = [];
  const settleMs: number[] = [];
  const viewMs: number[] = [];
  // One run-sheet item holding the 5 stages in parallel (docs/run-sheet-and-live.md "Items that
  // hold several stages"): its end, timed on the shared tables, as 進行表 re-times it per change.
  const estimateMs: number[] = [];
  const [firstStage, ...parallel] = stages;
  const item = {
    id: 'day',
    minutes: 360,
    status: 'running' as const,
    stageId: firstStage?.id,
    parallelStages: parallel.map((s) => ({ stageId: s.id, rounds: null })),
  };
  const docsPerResult: number[] = [];
  const docsPerResultOwnCalls: number[] = [];
  // The hall's document as the day writes it: the calls made in other stages than the writer's.
  const hallCalls = new Map<string, unknown>();
  const intoHall = (updates: FloorUpdates, own: string | null) => {
    const places = callPlaces(updates, own, () => false);
    for (const [key, call] of Object.entries(places.hall))
      if (call) hallCalls.set(key, { table: call.table, at: call.at });
      else hallCalls.delete(key);
    return places;
  };
  let matches = 0;
  for (let step = 0; step < 5000; step += 1) {
    const floor: Floor = floorNow();
    const playing = floor.stages.flatMap(({ stage, states }) =>
      Object.entries(stage.tables)
        .filter(([id]) => ['ready', 'waiting'].includes(states.get(id)?.status ?? ''))
        .map(([id, call]) => {
          const key = `${stage.id}/${id}`;
          if (!ends.has(key)) ends.set(key, call.at.getTime() + length(key) * MINUTE);
          return { stage, id, key };
        }),
    );
    if (playing.length === 0) {
      const t0 = performance.now();
      const settle = floorRepair(floor, new Date(now.getTime() + 5 * MINUTE));
      settleMs.push(performance.now() - t0);
      if (Object.keys(settle).length === 0) break;
      now = new Date(now.getTime() + 5 * MINUTE);
      intoHall(settle, onlyStage(settle));
      apply(settle);
      continue;
    }
    const done = playing.reduce((x, y) => ((ends.get(x.key) ?? 0) <= (ends.get(y.key) ?? 0) ? x : y));
    now = new Date(Math.max(now.getTime(), ends.get(done.key) ?? 0));
    const state = resolveStage(done.stage).get(done.id);
    const index = (id: unknown) => done.stage.entrants.findIndex((e) => e.id === id);
    const after: Omit<StageResult, 'at'> = {
      outcome: done.key.length % 2 === 0 ? 'a' : 'b',
      how: 'played',
      points: [11, 7],
      sides: [index(state?.a), index(state?.b)],
      confirmed: true,
    };
    const t0 = performance.now();
    const write = resultWriteOnFloor(floor, done.stage as Stage, done.id, after, now);
    writeMs.push(performance.now() - t0);
    matches += 1;
    const own = 1 + Object.keys(write.elsewhere).length;
    docsPerResultOwnCalls[own] = (docsPerResultOwnCalls[own] ?? 0) + 1;
    const places = intoHall({ ...write.elsewhere, [done.stage.id]: write.calls }, done.stage.id);
    const docs =
      1 +
      [...places.stages.keys()].filter((id) => id !== done.stage.id).length +
      (Object.keys(places.hall).length > 0 ? 1 : 0);
    docsPerResult[docs] = (docsPerResult[docs] ?? 0) + 1;
    stages = stages.map((s) => (s.id === done.stage.id ? { ...s, results: write.results } : s));
    apply({ ...write.elsewhere, [done.stage.id]: write.calls });
    if (step % 10 === 0) {
      const t1 = performance.now();
      dayPlay(null, stages, now);
      viewMs.push(performance.now() - t1);
      const t3 = performance.now();
      playUnitEnds([item], stages, now, hall);
      estimateMs.push(performance.now() - t3);
    }
    // A rest that ended: what the page's timer would call.
    const t2 = performance.now();
    const settle = floorRepair(floorNow(), now);
    settleMs.push(performance.now() - t2);
    intoHall(settle, onlyStage(settle));
    apply(settle);
  }
  const left = stages.flatMap((s) =>
    [...resolveStage(s).values()].filter((m) => m.status === 'ready' || m.status === 'waiting'),
  );
  if (left.length > 0) throw new Error(`the bench day did not finish: ${left.length} matches left`);
  return {
    people: people.size,
    inTwo,
    tables: 24,
    matches,
    dayMinutes: Math.round((now.getTime() - start.getTime()) / MINUTE),
    timings: [
      { label: 'a result and its hall-wide calls (resultWriteOnFloor), p50', ms: percentile(writeMs, 50) },
      { label: 'a result and its hall-wide calls (resultWriteOnFloor), p95', ms: percentile(writeMs, 95) },
      { label: 'a result and its hall-wide calls (resultWriteOnFloor), max', ms: Math.max(...writeMs) },
      { label: 'settling the floor (floorRepair), p95', ms: percentile(settleMs, 95) },
      { label: "a viewer's day of 5 stages (dayPlay), p95", ms: percentile(viewMs, 95) },
      {
        label: 'the end of an item holding the 5 stages, on the shared tables (playUnitEnds), p95',
        ms: percentile(estimateMs, 95),
      },
    ],
    docsPerResult: Array.from(docsPerResult, (n) => n ?? 0),
    docsPerResultOwnCalls: Array.from(docsPerResultOwnCalls, (n) => n ?? 0),
    sizes: [
      ...stages.map((s) => ({
        label: `${s.id} (${s.entrants.length} entrants), all played`,
        bytes: documentSize(`compes/x/stages/${s.id}`, { ...s, id: undefined }),
      })),
      {
        label: `the hall's calls (${HALL_CALLS_ID}): ${hallCalls.size} of the ${matches} calls`,
        bytes: documentSize(`compes/x/stages/${HALL_CALLS_ID}`, { calls: Object.fromEntries(hallCalls) }),
      },
    ],
  };
}
