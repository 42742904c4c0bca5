import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Stage } from '@/shared/schemas/stage';
import { at, MIN, minutesOf, NOW, played, stage } from '@/testing/stage-timing-fixtures';
import { resolveStage } from '../stage-plan';
import { laneCount } from '../match-lengths';
import { matchesLeft, matchStarts, stageEstimatedEnd } from '../simulate';

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
