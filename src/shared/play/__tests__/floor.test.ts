import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Stage } from '@/shared/schemas/stage';
import { drawnStageOf } from '@/testing/stages';
import { resolveStage } from '../stage-plan';
import { nextCalls } from '../tables';
import {
  floorCalls,
  floorCallsWithResult,
  floorClashes,
  floorOf,
  floorRepair,
  floorWaiting,
  nextRestEnd,
  withFloorUpdates,
  type CallOrder,
  type Floor,
  type FloorStageDoc,
  type FloorUpdates,
} from '../floor';

const T0 = new Date('2026-11-29T09:00:00+09:00');
const MINUTE = 60_000;
const at = (minutes: number) => new Date(T0.getTime() + minutes * MINUTE);

type Entrant = Stage['entrants'][number] & { persons?: string[] };

/** A drawn stage of these entrants on hall tables first … first+count−1. */
function stageDoc(
  id: string,
  order: number,
  format: Stage['format'],
  entrants: Entrant[],
  tables: { first: number; count: number },
  patch: Partial<Stage> = {},
): FloorStageDoc {
  const drawn = drawnStageOf(format, entrants.length, {
    id,
    order,
    entrants,
    tableCount: tables.count,
    autoCall: true,
    seeds: 0,
    groups: format === 'league' ? Math.max(1, Math.min(2, Math.floor(entrants.length / 3))) : 1,
    ...patch,
  });
  return { ...drawn, tableFirst: tables.first };
}

const person = (i: number) => `p${i}`;
const single = (stage: string, i: number, p: number): Entrant => ({
  id: `${stage}e${i}`,
  name: `選手${p}`,
  affiliation: '',
  persons: [person(p)],
});
const pair = (stage: string, i: number, p: number, q: number): Entrant => ({
  id: `${stage}e${i}`,
  name: `選手${p}・選手${q}`,
  affiliation: '',
  persons: [person(p), person(q)],
});

describe('one floor: calls across stages', () => {
  it('gives a table to the match of another stage when its own stage has none ready, on the hall number', () => {
    const men = stageDoc(
      'men',
      0,
      'single',
      [0, 1].map((i) => single('m', i, i)),
      { first: 1, count: 2 },
    );
    const women = stageDoc(
      'women',
      1,
      'single',
      [0, 1, 2, 3].map((i) => single('w', i, 10 + i)),
      {
        first: 1,
        count: 4,
      },
    );
    const calls = floorCalls(floorOf([men, women], { callOrder: 'order' }), T0);
    expect(calls.map((c) => [c.stageId, c.table])).toEqual([
      ['men', 1],
      ['women', 2],
      ['women', 3],
    ]);
  });

  it('never calls a person to a second table: the singles player of a doubles pair waits', () => {
    const singles = stageDoc('s', 0, 'single', [single('s', 0, 1), single('s', 1, 2)], {
      first: 1,
      count: 1,
    });
    const doubles = stageDoc('d', 1, 'single', [pair('d', 0, 1, 3), pair('d', 1, 4, 5)], {
      first: 2,
      count: 1,
    });
    const calls = floorCalls(floorOf([singles, doubles], { callOrder: 'order' }), T0);
    expect(calls.map((c) => c.stageId)).toEqual(['s']);
  });

  it('lets a person rest 休憩 after a match, and says when the rest ends', () => {
    const first = stageDoc(
      's',
      0,
      'single',
      [0, 1].map((i) => single('s', i, i)),
      { first: 1, count: 2 },
    );
    const states = resolveStage(first);
    const [m1] = [...states.values()].filter((s) => s.status === 'ready');
    if (!m1) throw new Error('no match');
    const indexOf = (id: unknown) => first.entrants.findIndex((e) => e.id === id);
    const played: FloorStageDoc = {
      ...first,
      tables: { [m1.match.id]: { table: 1, at: at(0) } },
      results: {
        [m1.match.id]: {
          outcome: 'a',
          how: 'played',
          sides: [indexOf(m1.a), indexOf(m1.b)],
          confirmed: true,
          at: at(20),
        },
      },
    };
    // The winner of the singles match plays the doubles too.
    const winner = first.entrants.find((e) => e.id === m1.a) as Entrant;
    const doubles = stageDoc(
      'd',
      1,
      'single',
      [{ ...pair('d', 0, 0, 7), persons: [...(winner.persons ?? []), person(7)] }, pair('d', 1, 8, 9)],
      { first: 2, count: 1 },
    );
    const floor = floorOf([played, doubles], { restMs: 10 * MINUTE, callOrder: 'order' });
    expect(floorCalls(floor, at(25))).toEqual([]);
    expect(nextRestEnd(floor, at(25))).toEqual(at(30));
    expect(floorWaiting(floor, at(25)).map((w) => [w.stageId, w.reason])).toEqual([
      ['d', { kind: 'rest', entrant: 'de0', until: at(30) }],
    ]);
    expect(floorCalls(floor, at(30)).map((c) => c.stageId)).toEqual(['d']);
  });

  it('calls the stage furthest behind its planned end first, and keeps the stages’ order when told to', () => {
    const a = stageDoc(
      'a',
      0,
      'single',
      [0, 1].map((i) => single('a', i, i)),
      { first: 1, count: 1 },
    );
    const b = stageDoc(
      'b',
      1,
      'single',
      [0, 1].map((i) => single('b', i, 10 + i)),
      { first: 1, count: 1 },
    );
    const stages = [
      { stage: a, states: resolveStage(a), plannedEnd: at(120) },
      { stage: b, states: resolveStage(b), plannedEnd: at(10) },
    ];
    expect(floorCalls(floorOf(stages, { callOrder: 'behind' }), T0)[0]?.stageId).toBe('b');
    expect(floorCalls(floorOf(stages, { callOrder: 'order' }), T0)[0]?.stageId).toBe('a');
  });

  it('finds two matches called to one table, and a person called twice, and keeps the earlier call', () => {
    // Seeded 1–4, 2–3: person 0 plays s's W1-1.
    const s = stageDoc(
      's',
      0,
      'single',
      [0, 1, 2, 3].map((i) => single('s', i, i)),
      { first: 1, count: 2 },
      { seeds: 4 },
    );
    const d = stageDoc('d', 1, 'single', [pair('d', 0, 0, 8), pair('d', 1, 9, 10)], { first: 1, count: 2 });
    const clash = floorOf([
      { ...s, tables: { 'W1-1': { table: 1, at: at(1) }, 'W1-2': { table: 1, at: at(2) } } },
      { ...d, tables: { 'W1-1': { table: 2, at: at(3) } } },
    ]);
    const found = floorClashes(clash);
    expect(found.map((c) => [c.stageId, c.matchId, c.reason])).toEqual([
      ['s', 'W1-2', 'table'],
      ['d', 'W1-1', 'person'],
    ]);
    const repaired = withFloorUpdates(clash, floorRepair(clash, at(4)));
    expect(floorClashes(repaired)).toEqual([]);
    // The freed table 2 goes to s's second match; d waits for person 0.
    expect(repaired.stages[0]?.stage.tables['W1-2']?.table).toBe(2);
    expect(repaired.stages[1]?.stage.tables['W1-1']).toBeUndefined();
  });

  it('calls as the one-stage engine does when the floor has one stage and no rest (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Stage['format']>('single', 'double', 'league'),
        fc.integer({ min: 2, max: 24 }),
        fc.integer({ min: 1, max: 8 }),
        (format, count, tables) => {
          const s = stageDoc(
            's',
            0,
            format,
            Array.from({ length: count }, (_, i) => single('s', i, i)),
            { first: 1, count: tables },
          );
          const one = nextCalls(s, undefined, T0);
          const floor = floorCalls(floorOf([s]), T0);
          expect(floor.map(({ matchId, table }) => ({ matchId, table }))).toEqual(
            one.map(({ matchId, table }) => ({ matchId, table })),
          );
        },
      ),
      { numRuns: 60 },
    );
  });
});

/** A small deterministic generator: fast-check draws the seed, the day is built from it. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n: number) => Math.floor(next() * n) };
}

interface Day {
  floor: Floor;
  /** Every person, for the checks. */
  people: number;
}

/**
 * A random day: 2–5 部門 (singles or doubles, トーナメント / ダブルイリミネーション / リーグ), 8–64
 * people, up to a third in two 部門, 2–24 hall tables, each stage on the whole hall or a range of it.
 */
function makeDay(seed: number, restMinutes: number, callOrder: CallOrder): Day {
  const r = random(seed);
  const tables = 2 + r.int(23);
  const people = 8 + r.int(57);
  const divisions = 2 + r.int(4);
  const formats: Stage['format'][] = ['single', 'double', 'league'];
  const order = Array.from({ length: people }, (_, i) => i).sort(() => r.next() - 0.5);
  const chunks: number[][] = Array.from({ length: divisions }, () => []);
  order.forEach((p, i) => chunks[i % divisions]?.push(p));
  // Up to a third of the people enter a second 部門.
  const twice = r.int(Math.floor(people / 3) + 1);
  for (let k = 0; k < twice; k += 1) {
    const p = order[k] ?? 0;
    const home = chunks.findIndex((c) => c.includes(p));
    const other = (home + 1 + r.int(divisions - 1)) % divisions;
    if (!chunks[other]?.includes(p)) chunks[other]?.push(p);
  }
  const stages = chunks.map((chunk, d) => {
    const id = `d${d}`;
    const pairs = r.next() < 0.35 && chunk.length >= 4;
    const entrants: Entrant[] = pairs
      ? Array.from({ length: Math.floor(chunk.length / 2) }, (_, i) =>
          pair(id, i, chunk[2 * i] ?? 0, chunk[2 * i + 1] ?? 0),
        )
      : chunk.map((p, i) => single(id, i, p));
    while (entrants.length < 2) entrants.push(single(id, entrants.length, people + d * 2 + entrants.length));
    const whole = r.next() < 0.5;
    const first = whole ? 1 : 1 + r.int(tables);
    const count = whole ? tables : 1 + r.int(tables - first + 1);
    const format = formats[r.int(formats.length)] ?? 'single';
    const doc = stageDoc(id, d, format, entrants, { first, count }, { drawSeed: r.int(2 ** 31 - 1) });
    const plannedEnd = r.next() < 0.8 ? at(30 + r.int(240)) : null;
    return { stage: doc, states: resolveStage(doc), plannedEnd };
  });
  return {
    floor: floorOf(stages, { restMs: restMinutes * MINUTE, callOrder, matchMs: 15 * MINUTE }),
    people: people + divisions * 4,
  };
}

/**
 * What a floor must hold, checked without the engine's own helpers: each table holds one match,
 * each person is on one table, tables are within their stage's range.
 */
function onTablesNow(floor: Floor) {
  const rows: { stageId: string; matchId: string; table: number; persons: string[]; at: Date }[] = [];
  for (const { stage, states } of floor.stages) {
    const first = stage.tableFirst ?? 1;
    for (const [matchId, call] of Object.entries(stage.tables)) {
      const state = states.get(matchId);
      if (!state || (state.status !== 'ready' && state.status !== 'waiting')) continue;
      expect(call.table, 'a call within the stage’s tables').toBeGreaterThanOrEqual(first);
      expect(call.table).toBeLessThan(first + stage.tableCount);
      const persons = [state.a, state.b].flatMap(
        (side) => stage.entrants.find((e) => e.id === side)?.persons ?? (side ? [side] : []),
      );
      rows.push({ stageId: stage.id, matchId, table: call.table, persons, at: call.at });
    }
  }
  return rows;
}

function expectSound(floor: Floor) {
  const rows = onTablesNow(floor);
  const tables = rows.map((r) => r.table);
  expect(new Set(tables).size, 'two matches on one table').toBe(tables.length);
  const persons = rows.flatMap((r) => r.persons);
  expect(new Set(persons).size, 'one person on two tables').toBe(persons.length);
}

/** When each person's last played match ended, from the results alone. */
function endedAt(floor: Floor): Map<string, number> {
  const ended = new Map<string, number>();
  for (const { stage } of floor.stages) {
    for (const result of Object.values(stage.results)) {
      if (result.how === 'walkover') continue;
      for (const index of result.sides) {
        const entrant = stage.entrants[index];
        for (const p of entrant?.persons ?? [])
          ended.set(p, Math.max(ended.get(p) ?? 0, result.at.getTime()));
      }
    }
  }
  return ended;
}

/** A match that could be called now: ready, uncalled, its people free and rested, a free table in range. */
function callable(floor: Floor, now: Date): string[] {
  const rows = onTablesNow(floor);
  const busyTables = new Set(rows.map((r) => r.table));
  const busy = new Set(rows.flatMap((r) => r.persons));
  const ended = endedAt(floor);
  const out: string[] = [];
  for (const { stage, states } of floor.stages) {
    const first = stage.tableFirst ?? 1;
    const freeInRange = Array.from({ length: stage.tableCount }, (_, i) => first + i).some(
      (t) => !busyTables.has(t),
    );
    if (!freeInRange) continue;
    for (const state of states.values()) {
      if (state.status !== 'ready' || stage.tables[state.match.id]) continue;
      const persons = [state.a, state.b].flatMap(
        (side) => stage.entrants.find((e) => e.id === side)?.persons ?? [],
      );
      if (persons.some((p) => busy.has(p))) continue;
      if (persons.some((p) => (ended.get(p) ?? 0) + floor.restMs > now.getTime())) continue;
      out.push(`${stage.id}/${state.match.id}`);
    }
  }
  return out;
}

/** The stage with a result for `matchId`: a side wins, entered `when`. */
function withResult(
  item: Floor['stages'][number],
  matchId: string,
  winner: 'a' | 'b',
  when: Date,
): FloorStageDoc {
  const { stage, states } = item;
  const state = states.get(matchId);
  const indexOf = (id: unknown) => stage.entrants.findIndex((e) => e.id === id);
  return {
    ...stage,
    results: {
      ...stage.results,
      [matchId]: {
        outcome: winner,
        how: 'played',
        sides: [indexOf(state?.a), indexOf(state?.b)],
        confirmed: true,
        at: when,
      },
    },
  };
}

/** The floor after a write: the stage's new results (resolved again) and the table updates. */
function written(floor: Floor, stage: FloorStageDoc | null, updates: FloorUpdates): Floor {
  const next = stage
    ? {
        ...floor,
        stages: floor.stages.map((item) =>
          item.stage.id === stage.id
            ? { ...item, stage: { ...stage, tables: item.stage.tables }, states: resolveStage(stage) }
            : item,
        ),
      }
    : floor;
  return withFloorUpdates(next, updates);
}

describe('one floor over whole days (property)', () => {
  it('never puts two matches on one table or a person on two tables, never calls inside a rest, leaves no table free while a match could take it, and finishes every 部門 — also when two phones write at once', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 0, max: 15 }),
        fc.constantFrom<CallOrder>('behind', 'order'),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (seed, restMinutes, callOrder, together) => {
          const r = random(seed ^ 0x5bd1e995);
          let { floor } = makeDay(seed, restMinutes, callOrder);
          let now = T0;
          const ends = new Map<string, number>();
          /** Each new call: its people rested; then how long its match will take. */
          const call = (updates: FloorUpdates) => {
            const ended = endedAt(floor);
            for (const [stageId, changes] of Object.entries(updates))
              for (const [matchId, c] of Object.entries(changes)) {
                if (!c) continue;
                const item = floor.stages.find((s) => s.stage.id === stageId);
                const state = item?.states.get(matchId);
                expect(state?.status, 'only a ready match is called').toBe('ready');
                for (const side of [state?.a, state?.b])
                  for (const p of item?.stage.entrants.find((e) => e.id === side)?.persons ?? [])
                    expect((ended.get(p) ?? 0) + floor.restMs, 'called inside a rest').toBeLessThanOrEqual(
                      c.at.getTime(),
                    );
                ends.set(`${stageId}/${matchId}`, c.at.getTime() + (5 + r.int(25)) * MINUTE);
              }
          };
          // The first calls, as 組み合わせを作成 with 自動 makes them.
          const first = floorCalls(floor, now);
          const firstUpdates: FloorUpdates = {};
          for (const c of first) firstUpdates[c.stageId] = { ...firstUpdates[c.stageId], [c.matchId]: c };
          floor = withFloorUpdates(floor, firstUpdates);
          call(firstUpdates);
          for (let step = 0; step < 3000; step += 1) {
            expectSound(floor);
            expect(floorClashes(floor)).toEqual([]);
            expect(callable(floor, now), 'a table left free while a match could take it').toEqual([]);
            const playing = onTablesNow(floor);
            const wake = nextRestEnd(floor, now);
            if (playing.length === 0 && !wake) break;
            const nextEnd = Math.min(
              ...playing.map((p) => ends.get(`${p.stageId}/${p.matchId}`) ?? Infinity),
              wake?.getTime() ?? Infinity,
            );
            now = new Date(Math.max(now.getTime(), nextEnd));
            const finishing = playing.filter(
              (p) => (ends.get(`${p.stageId}/${p.matchId}`) ?? Infinity) <= now.getTime(),
            );
            if (finishing.length >= 2 && together < 0.5) {
              // Two staff phones enter two results at the same moment, each from the floor it sees.
              const [x, y] = finishing as [(typeof finishing)[number], (typeof finishing)[number]];
              const writes = [x, y].map((p) => {
                const item = floor.stages.find((s) => s.stage.id === p.stageId);
                if (!item) throw new Error('no stage');
                const after = withResult(item, p.matchId, r.next() < 0.5 ? 'a' : 'b', now);
                return { after, updates: floorCallsWithResult(floor, after, now) };
              });
              for (const w of writes) {
                const item = floor.stages.find((s) => s.stage.id === w.after.id);
                const merged = { ...w.after, results: { ...item?.stage.results, ...w.after.results } };
                floor = written(floor, merged, w.updates);
                call(w.updates);
              }
              // What the phones wrote may clash; every device computes the same repair.
              const repair = floorRepair(floor, now);
              floor = withFloorUpdates(floor, repair);
              call(
                Object.fromEntries(
                  Object.entries(repair).map(([id, c]) => [
                    id,
                    Object.fromEntries(Object.entries(c).filter(([, v]) => v)),
                  ]),
                ),
              );
              continue;
            }
            for (const p of finishing) {
              const item = floor.stages.find((s) => s.stage.id === p.stageId);
              if (!item) throw new Error('no stage');
              const after = withResult(item, p.matchId, r.next() < 0.5 ? 'a' : 'b', now);
              const updates = floorCallsWithResult(floor, after, now);
              floor = written(floor, after, updates);
              call(updates);
            }
            if (finishing.length === 0) {
              // A rest ended: the page's timer makes the calls.
              const calls = floorCalls(floor, now);
              const updates: FloorUpdates = {};
              for (const c of calls) updates[c.stageId] = { ...updates[c.stageId], [c.matchId]: c };
              floor = withFloorUpdates(floor, updates);
              call(updates);
            }
          }
          for (const { stage, states } of floor.stages) {
            const left = [...states.values()].filter((s) => s.status === 'ready' || s.status === 'waiting');
            expect(
              left.map((s) => s.match.id),
              `${stage.id} finished`,
            ).toEqual([]);
          }
        },
      ),
      { numRuns: 60 },
    );
    // A whole day per run, up to 64 people on 24 tables: seconds, more on a loaded machine.
  }, 60_000);
});
