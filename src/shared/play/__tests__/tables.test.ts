import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Stage } from '@/shared/schemas/stage';
import { applyCalls, withResult, type TestStage } from '@/testing/play-steps';
import { drawnStageOf, entrantsOf } from '@/testing/stages';
import { resolveStage } from '../stage-plan';
import {
  callsWithResult,
  callText,
  firstCalls,
  nextCalls,
  readyQueue,
  tableName,
  tablesNow,
} from '../tables';

const T0 = new Date('2026-11-25T10:00:00+09:00');
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);

/** A stage of `count` seeded in entry order with 3位決定戦, drawn; `names` name its first entrants. */
const stage = (
  format: Stage['format'],
  count: number,
  patch: Partial<Stage> = {},
  names: string[] = [],
): TestStage =>
  drawnStageOf(format, count, {
    thirdPlace: true,
    seeds: count,
    entrants: entrantsOf(count, (i) => (names[i] ? { name: names[i] } : {})),
    ...patch,
  });

const states = (s: TestStage) => resolveStage(s);
const state = (s: TestStage, id: string) => {
  const found = states(s).get(id);
  if (!found) throw new Error(`no match ${id}`);
  return found;
};

describe('table names and calls', () => {
  it('reads a call as 「3番台：山田 太郎 vs 佐藤 花子」, in the word the organiser chose', () => {
    const s = stage('single', 4, { tableLabel: '台' }, ['山田 太郎', '佐藤 花子', '鈴木 一郎', '高橋 次郎']);
    const first = state(s, 'W1-1');
    const names = [first.a, first.b].map((id) => s.entrants.find((e) => e.id === id)?.name);
    expect(callText(s, first, 3)).toBe(`3番台：${names[0]} vs ${names[1]}`);
    expect(tableName({ tableLabel: 'コート' }, 2)).toBe('2番コート');
    expect(tableName({ tableLabel: '盤' }, 12)).toBe('12番盤');
  });
});

describe('tablesNow', () => {
  it('shows each table with the match on it and when it was called, or free', () => {
    const s = stage('single', 8, { tableCount: 3, tables: { 'W1-2': { table: 2, at: minutes(5) } } });
    const rows = tablesNow(s);
    expect(rows.map((row) => row.matchId)).toEqual([null, 'W1-2', null]);
    expect(rows[1]).toMatchObject({
      table: 2,
      a: state(s, 'W1-2').a,
      b: state(s, 'W1-2').b,
      calledAt: minutes(5),
      clash: [],
    });
  });

  it('frees a table when its match has a result, while the call stays stored (where it was played)', () => {
    const called = stage('single', 8, { tables: { 'W1-1': { table: 1, at: minutes(0) } } });
    const played = withResult(called, state(called, 'W1-1'), 'a', minutes(12));
    expect(played.tables['W1-1']).toEqual({ table: 1, at: minutes(0) });
    expect(tablesNow(played)[0]?.matchId).toBeNull();
  });

  it('shows a second match called to a busy table as a clash, the earlier call on the table', () => {
    const s = stage('single', 8, {
      tables: { 'W1-3': { table: 1, at: minutes(2) }, 'W1-1': { table: 1, at: minutes(1) } },
    });
    expect(tablesNow(s)[0]).toMatchObject({ matchId: 'W1-1', clash: ['W1-3'] });
  });

  it('has no rows for a stage without tables', () => {
    expect(tablesNow(stage('single', 8, { tableCount: 0 }))).toEqual([]);
  });
});

describe('readyQueue', () => {
  it('lists ready matches not yet called, in play order, and leaves out anyone playing now', () => {
    const s = stage('single', 8, { tables: { 'W1-1': { table: 1, at: minutes(0) } } });
    expect(readyQueue(s).map((m) => m.match.id)).toEqual(['W1-2', 'W1-3', 'W1-4']);
    // A league: everyone's round-1 match first; an entrant on a table keeps their later ones back.
    const league = stage('league', 4, { tables: { 'G1-R1-1': { table: 1, at: minutes(0) } } });
    const onTable = state(league, 'G1-R1-1');
    const queue = readyQueue(league);
    expect(queue.map((m) => m.match.round)).toEqual([...queue.map((m) => m.match.round)].sort());
    for (const m of queue) {
      expect([m.a, m.b]).not.toContain(onTable.a);
      expect([m.a, m.b]).not.toContain(onTable.b);
    }
  });

  it('puts 3位決定戦 before the final once both are ready', () => {
    let s = stage('single', 4);
    s = withResult(s, state(s, 'W1-1'), 'a', minutes(10));
    s = withResult(s, state(s, 'W1-2'), 'a', minutes(11));
    expect(readyQueue(s).map((m) => m.match.id)).toEqual(['P1', 'W2-1']);
  });
});

describe('nextCalls', () => {
  it('fills the free tables lowest first, never one entrant on two tables', () => {
    const s = stage('league', 4, { tableCount: 4, tables: { 'G1-R1-1': { table: 2, at: minutes(0) } } });
    const calls = nextCalls(s, undefined, minutes(3));
    // Four entrants: one match on 2番台, the other two entrants' match goes to 1番台; nobody is left.
    expect(calls).toHaveLength(1);
    expect(calls[0]).toEqual({ matchId: readyQueue(s)[0]?.match.id, table: 1, at: minutes(3) });
  });

  it('calls nothing when no table is free or the stage has none', () => {
    const full = stage('single', 8, {
      tableCount: 1,
      tables: { 'W1-1': { table: 1, at: minutes(0) } },
    });
    expect(nextCalls(full)).toEqual([]);
    expect(nextCalls(stage('single', 8, { tableCount: 0 }))).toEqual([]);
  });
});

describe('callsWithResult', () => {
  it('with 自動呼び出し, the freed table takes the next ready match in the same write as the result', () => {
    const before = stage('single', 8, {
      tableCount: 1,
      autoCall: true,
      tables: { 'W1-1': { table: 1, at: minutes(0) } },
    });
    const after = withResult(before, state(before, 'W1-1'), 'a', minutes(9));
    expect(callsWithResult(before, after, minutes(9))).toEqual({
      'W1-2': { matchId: 'W1-2', table: 1, at: minutes(9) },
    });
  });

  it('when staff confirm each call, a result calls nothing by itself', () => {
    const before = stage('single', 8, { tableCount: 1, tables: { 'W1-1': { table: 1, at: minutes(0) } } });
    const after = withResult(before, state(before, 'W1-1'), 'a', minutes(9));
    expect(callsWithResult(before, after, minutes(9))).toEqual({});
  });

  it('sends a match whose result was cleared back to the queue, off a table that may be taken by now', () => {
    let s = stage('single', 4, { tableCount: 1, autoCall: true });
    s = applyCalls(s, { 'W1-1': { table: 1, at: minutes(0) } });
    s = withResult(s, state(s, 'W1-1'), 'a', minutes(8));
    s = applyCalls(s, { 'W1-2': { table: 1, at: minutes(8) } });
    const cleared = { ...s, results: {} };
    const updates = callsWithResult(s, cleared, minutes(9));
    expect(updates['W1-1']).toBeNull();
    expect(tablesNow(applyCalls(cleared, updates))[0]?.matchId).toBe('W1-2');
  });

  it('sends a played match back to the queue when a correction upstream changes who plays it', () => {
    let s = stage('single', 4, { tableCount: 2 });
    s = withResult(s, state(s, 'W1-1'), 'a', minutes(10));
    s = withResult(s, state(s, 'W1-2'), 'a', minutes(11));
    s = applyCalls(s, { 'W2-1': { table: 1, at: minutes(12) } });
    s = withResult(s, state(s, 'W2-1'), 'a', minutes(30));
    // W1-1 was won by the other side after all: the final's result is for other entrants now.
    const corrected = withResult(s, state(s, 'W1-1'), 'b', minutes(31));
    expect(state(corrected, 'W2-1')).toMatchObject({ status: 'ready', stale: true });
    expect(callsWithResult(s, corrected, minutes(31))).toEqual({ 'W2-1': null });
    expect(readyQueue(applyCalls(corrected, { 'W2-1': null })).map((m) => m.match.id)).toContain('W2-1');
  });

  it('makes the first calls of a new draw only with 自動呼び出し', () => {
    expect(firstCalls(stage('single', 8, { tableCount: 3, autoCall: true }), minutes(0))).toEqual([
      { matchId: 'W1-1', table: 1, at: minutes(0) },
      { matchId: 'W1-2', table: 2, at: minutes(0) },
      { matchId: 'W1-3', table: 3, at: minutes(0) },
    ]);
    expect(firstCalls(stage('single', 8, { tableCount: 3 }), minutes(0))).toEqual([]);
  });
});

/** Who is on a table now, from the stage as stored: match id → its sides. */
function onTablesNow(s: TestStage): Map<string, [string, string]> {
  const now = new Map<string, [string, string]>();
  const all = states(s);
  for (const id of Object.keys(s.tables)) {
    const m = all.get(id);
    if (m && (m.status === 'ready' || m.status === 'waiting')) now.set(id, [m.a ?? '', m.b ?? '']);
  }
  return now;
}

function expectSound(s: TestStage) {
  const now = onTablesNow(s);
  const tablesUsed = [...now.keys()].map((id) => s.tables[id]?.table);
  expect(new Set(tablesUsed).size, 'two matches on one table').toBe(tablesUsed.length);
  const sides = [...now.values()].flat().filter(Boolean);
  expect(new Set(sides).size, 'one entrant on two tables').toBe(sides.length);
  for (const table of tablesUsed) expect(table).toBeLessThanOrEqual(s.tableCount);
}

describe('tables over a whole day (property)', () => {
  const day = fc.record({
    format: fc.constantFrom<Stage['format']>('single', 'double', 'league'),
    count: fc.integer({ min: 2, max: 24 }),
    groups: fc.integer({ min: 1, max: 4 }),
    tableCount: fc.integer({ min: 1, max: 8 }),
    autoCall: fc.boolean(),
    drawSeed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
    /** Each step: which match on a table finishes next (an index into them) and who wins. */
    steps: fc.array(fc.record({ pick: fc.nat(), winner: fc.constantFrom<'a' | 'b'>('a', 'b') }), {
      maxLength: 80,
    }),
  });

  it('never puts two matches on one table or one entrant on two tables, calls only ready matches, fills free tables lowest first and keeps play order', () => {
    fc.assert(
      fc.property(day, ({ format, count, groups, tableCount, autoCall, drawSeed, steps }) => {
        let s = stage(format, count, {
          groups: Math.min(groups, Math.floor(count / 2) || 1),
          tableCount,
          autoCall,
          drawSeed,
          seeds: 0,
        });
        s = applyCalls(s, Object.fromEntries(firstCalls(s, T0).map((c) => [c.matchId, c])));
        expectSound(s);
        let clock = 0;
        for (const step of steps) {
          clock += 1;
          // Staff confirm the calls (or they went out by themselves): check what nextCalls offers.
          const queue = readyQueue(s).map((m) => m.match.id);
          const free = tablesNow(s)
            .filter((row) => row.matchId === null)
            .map((row) => row.table);
          const calls = nextCalls(s, undefined, minutes(clock));
          const all = states(s);
          for (const call of calls) expect(all.get(call.matchId)?.status).toBe('ready');
          expect(calls.map((c) => c.table)).toEqual(free.slice(0, calls.length));
          const positions = calls.map((c) => queue.indexOf(c.matchId));
          expect(positions).toEqual([...positions].sort((x, y) => x - y));
          // Every free table left unused has no callable match: each queued one shares a side.
          if (calls.length < free.length) {
            const busy = new Set(
              calls.flatMap((c) => [all.get(c.matchId)?.a, all.get(c.matchId)?.b]).filter(Boolean),
            );
            for (const id of queue) {
              const m = all.get(id);
              if (calls.some((c) => c.matchId === id)) continue;
              expect(busy.has(m?.a) || busy.has(m?.b)).toBe(true);
            }
          }
          s = applyCalls(s, Object.fromEntries(calls.map((c) => [c.matchId, c])));
          expectSound(s);
          // A match on a table finishes; with 自動呼び出し its table is called in the same write.
          const playing = [...onTablesNow(s).keys()];
          if (playing.length === 0) break;
          const finished = state(s, playing[step.pick % playing.length] ?? '');
          if (finished.status !== 'ready') continue;
          const after = withResult(s, finished, step.winner, minutes(clock));
          const updates = callsWithResult(s, after, minutes(clock));
          if (!autoCall) expect(updates).toEqual({});
          const resolved = states(after);
          for (const [id, call] of Object.entries(updates))
            if (call) expect(resolved.get(id)?.status).toBe('ready');
          s = applyCalls(after, updates);
          expectSound(s);
        }
      }),
      { numRuns: 150 },
    );
  });
});
