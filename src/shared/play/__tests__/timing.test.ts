import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Stage, StageResult } from '@/shared/schemas/stage';
import { drawnStageOf } from '@/testing/stages';
import { heldKeys, roundKey, stageRounds } from '../rounds';
import { nextSwissRound, resolveStage } from '../stage-plan';
import {
  averageMatchMinutes,
  DEFAULT_MATCH_MINUTES,
  heldRoundStarts,
  keptResultTime,
  laneCount,
  matchLengths,
  matchesLeft,
  matchStarts,
  playUnitEnds,
  stageEstimatedEnd,
  stageWaves,
  unitPlay,
} from '../timing';

const MIN = 60_000;
const NOW = new Date('2026-05-10T05:00:00Z'); // 14:00 in Japan
const at = (minutes: number) => new Date(NOW.getTime() + minutes * MIN);

/** A stage of `count` seeded in entry order, drawn unless `patch` gives its draw. */
const stage = (format: Stage['format'], count: number, patch: Partial<Stage> = {}) =>
  drawnStageOf(format, count, { seeds: count, ...patch });

/** The stored result of a match the first side won, entered at `when`. */
function won(s: Stage, matchId: string, when: Date, how: StageResult['how'] = 'played'): StageResult {
  const state = resolveStage(s).get(matchId);
  const index = (id: unknown) => s.entrants.findIndex((e) => e.id === id);
  return { outcome: 'a', how, sides: [index(state?.a), index(state?.b)], confirmed: true, at: when };
}

/** Calls a match to a table at `from` and enters its result `minutes` later. */
function played(s: Stage, matchId: string, table: number, from: number, minutes: number): Stage {
  return {
    ...s,
    tables: { ...s.tables, [matchId]: { table, at: at(from) } },
    results: { ...s.results, [matchId]: won(s, matchId, at(from + minutes)) },
  };
}

const minutesOf = (starts: Map<string, Date>) =>
  Object.fromEntries([...starts].map(([id, date]) => [id, (date.getTime() - NOW.getTime()) / MIN]));

describe('averageMatchMinutes', () => {
  it('is the median of call → result of the matches played, so one match typed in late moves it by one place', () => {
    let s = stage('single', 8);
    s = played(s, 'W1-1', 1, -60, 10);
    s = played(s, 'W1-2', 2, -60, 12);
    s = played(s, 'W1-3', 1, -48, 11);
    expect(averageMatchMinutes(s, 30)).toBe(11);
    // The fourth result entered an hour and a half after its call: the mean would jump to 30.75.
    s = played(s, 'W1-4', 2, -46, 90);
    expect(averageMatchMinutes(s, 30)).toBe(11.5);
  });

  it('falls back to the given length before any match is timed, and ignores walkovers and matches never called', () => {
    let s = stage('single', 8);
    expect(averageMatchMinutes(s, 25)).toBe(25);
    // Entered without a call: no start to measure from.
    s = { ...s, results: { 'W1-1': won(s, 'W1-1', at(-5)) } };
    expect(averageMatchMinutes(s, 25)).toBe(25);
    // A walkover on a table is not a match length.
    s = {
      ...s,
      tables: { 'W1-2': { table: 1, at: at(-30) } },
      results: { ...s.results, 'W1-2': won(s, 'W1-2', at(-29), 'walkover') },
    };
    expect(averageMatchMinutes(s, 25)).toBe(25);
  });
});

describe('matchLengths without calls', () => {
  it('measures a match entered without a call from the later of its sides’ previous results', () => {
    let s = stage('league', 4, { tableCount: 0 });
    const ids = (round: number) =>
      [...resolveStage(s).values()].filter((m) => m.match.round === round).map((m) => m.match.id);
    const enter = (id: string, minutes: number) => {
      s = { ...s, results: { ...s.results, [id]: won(s, id, at(minutes)) } };
    };
    // Round 1 has nothing before it to measure from; round 2 follows 12 and 14 minutes later.
    const [r1a, r1b] = ids(1);
    const [r2a, r2b] = ids(2);
    enter(r1a, -30);
    enter(r1b, -29);
    expect(averageMatchMinutes(s, 20)).toBe(20);
    enter(r2a, -17);
    enter(r2b, -15);
    expect(averageMatchMinutes(s, 20)).toBe(13);
  });
});

describe('matchStarts', () => {
  it('fills two tables round by round: 8 entrants take four waves, 3位決定戦 beside the final', () => {
    const s = stage('single', 8, { thirdPlace: true });
    const starts = matchStarts(s, NOW, undefined, { matchMinutes: 10 });
    expect(minutesOf(starts)).toEqual({
      'W1-1': 0,
      'W1-2': 0,
      'W1-3': 10,
      'W1-4': 10,
      'W2-1': 20,
      'W2-2': 20,
      P1: 30,
      'W3-1': 30,
    });
    expect(stageEstimatedEnd(s, NOW, undefined, { matchMinutes: 10 })).toEqual(at(40));
  });

  it('ends a match on a table at its call + the match length, and never before now', () => {
    let s = stage('single', 4, { tableCount: 1 });
    s = { ...s, tables: { 'W1-1': { table: 1, at: at(-4) } } };
    // On the table since 4 minutes ago: W1-2 follows 6 minutes from now, the final after it.
    expect(minutesOf(matchStarts(s, NOW, undefined, { matchMinutes: 10 }))).toEqual({
      'W1-1': -4,
      'W1-2': 6,
      'W2-1': 16,
    });
    // Called 40 minutes ago and still playing: it is taken to end now, not 30 minutes ago.
    s = { ...s, tables: { 'W1-1': { table: 1, at: at(-40) } } };
    expect(minutesOf(matchStarts(s, NOW, undefined, { matchMinutes: 10 }))['W1-2']).toBe(0);
  });

  it('never puts one entrant on two tables: a league group of 4 takes three rounds on any number of tables', () => {
    const s = stage('league', 4, { tableCount: 4 });
    const starts = minutesOf(matchStarts(s, NOW, undefined, { matchMinutes: 10 }));
    expect(Object.values(starts).sort((x, y) => x - y)).toEqual([0, 0, 10, 10, 20, 20]);
  });

  it('leaves out byes and matches already played', () => {
    let s = stage('single', 6, { tableCount: 4 });
    // 6 in a bracket of 8: seeds 1 and 2 have byes in round 1.
    const byes = [...resolveStage(s).values()].filter((m) => m.status === 'bye').map((m) => m.match.id);
    expect(byes).toHaveLength(2);
    const ready = [...resolveStage(s).values()].find((m) => m.status === 'ready')?.match.id ?? '';
    s = played(s, ready, 1, -20, 10);
    const starts = matchStarts(s, NOW, undefined, { matchMinutes: 10 });
    for (const id of [...byes, ready]) expect(starts.has(id)).toBe(false);
    expect(starts.size).toBe(matchesLeft(s));
  });

  it('counts スイス式 rounds not paired yet: each waits for the whole round before', () => {
    const s = stage('swiss', 8, {
      tableCount: 0,
      rounds: 3,
      draw: [],
      pairings: { '1': [0, 4, 1, 5, 2, 6, 3, 7] },
    });
    expect(laneCount(s)).toBe(4);
    expect(matchesLeft(s)).toBe(12);
    expect(stageEstimatedEnd(s, NOW, undefined, { matchMinutes: 20 })).toEqual(at(60));
  });

  it('has no end before the draw, and the last result’s time once every match is played', () => {
    const draft = stage('single', 4, { draw: [] });
    expect(stageEstimatedEnd({ ...draft, draw: [] }, NOW)).toBeNull();
    let s = stage('single', 2);
    s = played(s, 'W1-1', 1, -30, 12);
    expect(stageEstimatedEnd(s, NOW)).toEqual(at(-18));
    expect(matchesLeft(s)).toBe(0);
  });
});

describe('unitPlay and playUnitEnds', () => {
  it('before any match is timed, spreads the item’s minutes over the stage’s waves: started on time, it ends on plan', () => {
    const s = stage('single', 8); // 2 tables: 4 + 2 + 1 matches in 2 + 1 + 1 waves
    expect(stageWaves(s)).toBe(4);
    const play = unitPlay({ id: 'u1', minutes: 60, status: 'running', stageId: 's1' }, s, NOW);
    expect(play).toEqual({
      stageId: 's1',
      rounds: null,
      drawn: true,
      matchesLeft: 7,
      matchMinutes: 15,
      measured: false,
      estimatedEnd: at(60),
    });
  });

  it('a slow result pushes the estimate: the median so far times the matches left on the tables', () => {
    let s = stage('single', 8);
    s = played(s, 'W1-1', 1, -25, 25);
    s = played(s, 'W1-2', 2, -25, 25);
    const play = unitPlay({ id: 'u1', minutes: 60, status: 'running', stageId: 's1' }, s, NOW);
    expect(play.matchMinutes).toBe(25);
    expect(play.measured).toBe(true);
    // Left: W1-3 and W1-4 now, W2 at +25, the final at +50.
    expect(play.estimatedEnd).toEqual(at(75));
  });

  it('gives an end only for running items that hold a drawn stage', () => {
    const s = stage('single', 4);
    const draft = { ...stage('single', 4), id: 's2', draw: [] };
    const ends = playUnitEnds(
      [
        { id: 'run', minutes: 30, status: 'running', stageId: 's1' },
        { id: 'wait', minutes: 30, status: 'waiting', stageId: 's1' },
        { id: 'plain', minutes: 30, status: 'running' },
        { id: 'draft', minutes: 30, status: 'running', stageId: 's2' },
        { id: 'gone', minutes: 30, status: 'running', stageId: 'deleted' },
      ],
      [s, draft],
      NOW,
    );
    expect([...ends.keys()]).toEqual(['run']);
    expect(ends.get('run')).toEqual(at(30));
    expect(DEFAULT_MATCH_MINUTES).toBeGreaterThan(0);
  });
});

describe('an item holding some rounds (unit.stageRounds)', () => {
  /** 8 entrants with 3位決定戦 on 2 tables: 準々決勝, 準決勝 | 3位決定戦, 決勝. */
  const morning = { from: 1, to: 2 };
  const afternoon = { from: 3, to: 4 };
  const bracket = () => stage('single', 8, { thirdPlace: true });
  const item = (
    id: string,
    stageRounds: { from: number; to: number },
    status: 'running' | 'waiting' = 'running',
  ) => ({ id, minutes: 60, status, stageId: 's1', stageRounds }) as const;

  it('counts only its rounds’ matches, those not known yet included, and is planned from their waves', () => {
    const s = bracket();
    expect(matchesLeft(s, undefined, morning)).toBe(6);
    expect(matchesLeft(s, undefined, afternoon)).toBe(2);
    expect(matchesLeft(s)).toBe(8);
    expect(stageWaves(s, morning)).toBe(3); // 4 matches on 2 tables, then 2
    expect(stageWaves(s, afternoon)).toBe(1); // 3位決定戦 beside the final
    expect(unitPlay(item('am', morning), s, NOW)).toEqual({
      stageId: 's1',
      rounds: morning,
      drawn: true,
      matchesLeft: 6,
      matchMinutes: 20,
      measured: false,
      estimatedEnd: at(60),
    });
    // Every round is no range at all.
    expect(unitPlay(item('all', { from: 1, to: 4 }), s, NOW).rounds).toBeNull();
  });

  it('ends when its rounds do: the rounds after it are left to the next item, which waits like any later item', () => {
    let s = bracket();
    for (const [i, id] of ['W1-1', 'W1-2', 'W1-3', 'W1-4'].entries())
      s = played(s, id, (i % 2) + 1, -40 + 10 * (i >> 1), 10);
    // 準決勝 left, two at once on 2 tables, 10 minutes each (the median so far): the morning ends at +10,
    // not at +20 when the final would.
    const units = [item('am', morning), item('pm', afternoon, 'waiting')];
    const ends = playUnitEnds(units, [s], NOW);
    expect([...ends]).toEqual([['am', at(10)]]);
    expect(stageEstimatedEnd(s, NOW, undefined, { matchMinutes: 10 })).toEqual(at(20));
    expect(unitPlay(item('pm', afternoon), s, NOW)).toMatchObject({
      rounds: afternoon,
      matchesLeft: 2,
    });

    // Morning done: 0 left, its end is its last result; the afternoon, started, ends one match later.
    s = played(s, 'W2-1', 1, -8, 5);
    s = played(s, 'W2-2', 2, -8, 6);
    expect(unitPlay(item('am', morning), s, NOW)).toMatchObject({ matchesLeft: 0, estimatedEnd: at(-2) });
    const after = playUnitEnds([item('am', morning, 'waiting'), item('pm', afternoon)], [s], NOW);
    expect([...after]).toEqual([['pm', at(10)]]);
  });

  it('the rounds a later item holds start no earlier than that item (heldRoundStarts → matchStarts)', () => {
    const s = bracket();
    const units = [
      { ...item('am', morning), estimatedStart: at(-10) },
      { ...item('pm', afternoon, 'waiting'), estimatedStart: at(120) },
      // Passed, or holding every round: they hold nothing back.
      { ...item('old', afternoon, 'waiting'), estimatedStart: at(-5) },
      { id: 'all', minutes: 30, status: 'waiting' as const, stageId: 's1', estimatedStart: at(200) },
    ];
    const notBefore = heldRoundStarts(s, units, NOW);
    expect(notBefore).toEqual(
      new Map([
        ['P3', at(120)],
        ['W3', at(120)],
      ]),
    );
    const starts = minutesOf(matchStarts(s, NOW, undefined, { matchMinutes: 20, notBefore }));
    // The morning as before (two tables: 4 + 2 matches in 0, 20, 40); the afternoon's from its start.
    expect(starts).toMatchObject({ 'W1-1': 0, 'W1-3': 20, 'W2-1': 40, 'W2-2': 40, P1: 120, 'W3-1': 120 });
  });

  it('holds nothing with a range past the stage’s rounds: the item is timed by its own minutes', () => {
    const s = bracket();
    const play = unitPlay(item('odd', { from: 6, to: 9 }), s, NOW);
    expect(play).toMatchObject({
      rounds: { from: 6, to: 4 },
      matchesLeft: 0,
      estimatedEnd: null,
      drawn: true,
    });
    expect(playUnitEnds([item('odd', { from: 6, to: 9 })], [s], NOW).size).toBe(0);
  });

  // Any stage part-played: two items splitting its rounds at any round count the whole stage's
  // matches left between them, and a half played out has none left and has ended.
  const splits = fc
    .record({
      format: fc.constantFrom<Stage['format']>('single', 'double', 'league', 'swiss'),
      count: fc.integer({ min: 2, max: 32 }),
      groups: fc.integer({ min: 1, max: 4 }),
      extra: fc.boolean(),
      played: fc.integer({ min: 0, max: 40 }),
      split: fc.nat(),
    })
    .map((p) => {
      let s = stage(p.format, p.count, {
        groups: Math.min(p.groups, Math.max(1, Math.floor(p.count / 2))),
        thirdPlace: p.extra,
        reset: p.extra,
        rounds: 4,
      });
      if (p.format === 'swiss') s = { ...s, pairings: { '1': nextSwissRound(s).stored } };
      for (let i = 0; i < p.played; i++) {
        const next = [...resolveStage(s).values()].find((m) => m.status === 'ready');
        if (!next) break;
        s = played(s, next.match.id, 1, -200 + i, 1);
      }
      const rounds = stageRounds(s).length;
      return { s, rounds, split: p.split % (rounds + 1) };
    });

  it('the two halves’ matches left add up to the whole stage’s (property)', () => {
    fc.assert(
      fc.property(splits, ({ s, rounds, split }) => {
        const states = resolveStage(s);
        const first = matchesLeft(s, states, { from: 1, to: split });
        const second = matchesLeft(s, states, { from: split + 1, to: rounds });
        expect(first + second).toBe(matchesLeft(s, states));
      }),
      { numRuns: 200 },
    );
  }, 60_000);

  it('a half played out has 0 left and ends at its last result (property)', () => {
    fc.assert(
      fc.property(splits, ({ s: start, split }) => {
        const half = { from: 1, to: split };
        const keys = heldKeys(stageRounds(start), half);
        let s = start;
        for (let i = 0; i < 600; i++) {
          const states = [...resolveStage(s).values()];
          const next = states.find(
            (m) => m.status === 'ready' && (keys === null || keys.has(roundKey(m.match))),
          );
          if (next) {
            s = played(s, next.match.id, 1, -120 + i / 10, 0.05);
            continue;
          }
          // スイス式: the next round is paired once the one before is complete.
          const paired = Object.keys(s.pairings).length;
          if (s.format !== 'swiss' || paired >= split || states.some((m) => m.status === 'ready')) break;
          s = { ...s, pairings: { ...s.pairings, [String(paired + 1)]: nextSwissRound(s).stored } };
        }
        expect(matchesLeft(s, undefined, half)).toBe(0);
        const end = stageEstimatedEnd(s, NOW, undefined, { rounds: half });
        if (end) expect(end.getTime()).toBeLessThanOrEqual(NOW.getTime());
      }),
      { numRuns: 150 },
    );
  }, 60_000);
});

describe('matchStarts, whatever the stage (property)', () => {
  const stages = fc
    .record({
      format: fc.constantFrom<Stage['format']>('single', 'double', 'league'),
      count: fc.integer({ min: 2, max: 40 }),
      groups: fc.integer({ min: 1, max: 4 }),
      tableCount: fc.integer({ min: 0, max: 6 }),
      thirdPlace: fc.boolean(),
      reset: fc.boolean(),
      played: fc.integer({ min: 0, max: 60 }),
      onTables: fc.integer({ min: 0, max: 6 }),
      length: fc.integer({ min: 1, max: 40 }),
    })
    .map((p) => {
      let s = stage(p.format, p.count, {
        groups: Math.min(p.groups, Math.max(1, Math.floor(p.count / 2))),
        tableCount: p.tableCount,
        thirdPlace: p.thirdPlace,
        reset: p.reset,
      });
      // Play some ready matches (one after another, an hour ago), then call some more to tables.
      for (let i = 0; i < p.played; i++) {
        const next = [...resolveStage(s).values()].find((m) => m.status === 'ready');
        if (!next) break;
        s = played(s, next.match.id, 1, -60 - i, 1);
      }
      const ready = [...resolveStage(s).values()].filter((m) => m.status === 'ready');
      const busy = new Set<string>();
      let table = 1;
      for (const m of ready.slice(0, Math.min(p.onTables, Math.max(1, s.tableCount)))) {
        if (busy.has(String(m.a)) || busy.has(String(m.b))) continue;
        busy.add(String(m.a)).add(String(m.b));
        s = { ...s, tables: { ...s.tables, [m.match.id]: { table: table++, at: at(-p.length / 2) } } };
      }
      return { s, length: p.length };
    });

  it('starts nothing before now (but what is on a table), respects feeds, entrants and tables, and ends after the last start', () => {
    fc.assert(
      fc.property(stages, ({ s, length }) => {
        const states = resolveStage(s);
        const starts = matchStarts(s, NOW, states, { matchMinutes: length });
        const L = length * MIN;
        const end = (id: string) => {
          const start = starts.get(id);
          if (start) return Math.max(start.getTime() + L, NOW.getTime());
          return -Infinity; // played, a bye or void: no wait
        };
        for (const [id, start] of starts) {
          const state = states.get(id);
          expect(state).toBeDefined();
          if (!s.tables[id]) expect(start.getTime()).toBeGreaterThanOrEqual(NOW.getTime());
          // After every match it is fed from (a bye passes straight through).
          for (const feed of [state?.match.a, state?.match.b]) {
            if (!feed || 'entrant' in feed) continue;
            const from = 'winnerOf' in feed ? feed.winnerOf : feed.loserOf;
            const fromState = states.get(from);
            if (fromState && (fromState.a === null || fromState.b === null)) continue;
            expect(start.getTime()).toBeGreaterThanOrEqual(end(from));
          }
        }
        // At any start, no more matches run than there are lanes, and no entrant is in two.
        const spans = [...starts].map(([id, start]) => ({ id, from: start.getTime(), to: end(id) }));
        for (const { from } of spans) {
          const running = spans.filter((span) => span.from <= from && from < span.to);
          expect(running.length).toBeLessThanOrEqual(laneCount(s));
          const sides = running.flatMap((span) =>
            [states.get(span.id)?.a, states.get(span.id)?.b].filter((x) => typeof x === 'string'),
          );
          expect(new Set(sides).size).toBe(sides.length);
        }
        expect(starts.size).toBe(matchesLeft(s, states));
        const stageEnd = stageEstimatedEnd(s, NOW, states, { matchMinutes: length });
        for (const span of spans) expect(stageEnd?.getTime()).toBeGreaterThanOrEqual(span.to);
      }),
      { numRuns: 200 },
    );
  }, 60_000);

  it('a slower match length never brings the end earlier', () => {
    fc.assert(
      fc.property(stages, fc.integer({ min: 1, max: 30 }), ({ s, length }, more) => {
        const quick = stageEstimatedEnd(s, NOW, undefined, { matchMinutes: length });
        const slow = stageEstimatedEnd(s, NOW, undefined, { matchMinutes: length + more });
        expect(slow?.getTime()).toBeGreaterThanOrEqual(quick?.getTime() ?? -Infinity);
      }),
      { numRuns: 100 },
    );
  }, 60_000);
});

describe('keptResultTime', () => {
  const call = { table: 1, at: at(0) };
  const sokuho: StageResult = { outcome: 'a', how: 'played', sides: [0, 1], confirmed: false, at: at(20) };
  const stored = (result: Omit<StageResult, 'at'>, now: Date) => ({
    ...result,
    at: keptResultTime(sokuho, result) ?? now,
  });

  it('keeps when the result was first entered for 確定 and a corrected score or winner: the match stays 20 minutes long', () => {
    for (const after of [
      { ...sokuho, confirmed: true },
      { ...sokuho, outcome: 'b' as const, points: [9, 11], confirmed: true },
    ]) {
      const result = stored(after, at(35));
      expect(result.at).toEqual(at(20));
      expect(matchLengths({ tables: { 'W1-1': call }, results: { 'W1-1': result } })).toEqual([20]);
    }
  });

  it('takes the new time for a first result and for a result entered for other sides', () => {
    expect(keptResultTime(null, sokuho)).toBeNull();
    expect(keptResultTime(sokuho, { sides: [0, 2] })).toBeNull();
    expect(keptResultTime(sokuho, { sides: [1, 0] })).toBeNull();
    expect(keptResultTime(sokuho, null)).toBeNull();
  });
});
