import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Stage } from '@/shared/schemas/stage';
import { at, MIN, NOW, played, stage } from '@/testing/stage-timing-fixtures';
import { hallTiming, hallWaves } from '../hall-timing';
import { resolveStage, stagePlan } from '../stage-plan';
import { playableMatches } from '../resolve';
import { matchStarts, stageEstimatedEnd, stageWaves } from '../simulate';
import { stageTables } from '../tables';
import { itemPlay, playUnitEnds, stagePlannedEnds } from '../unit-play';
import { dayPlay } from '../view/stage-play';

/** A random stage, part played, some matches on its tables (as simulate.test.ts's property). */
const stages = fc
  .record({
    format: fc.constantFrom<Stage['format']>('single', 'double', 'league'),
    count: fc.integer({ min: 2, max: 32 }),
    groups: fc.integer({ min: 1, max: 4 }),
    tableCount: fc.integer({ min: 0, max: 6 }),
    thirdPlace: fc.boolean(),
    reset: fc.boolean(),
    played: fc.integer({ min: 0, max: 40 }),
    onTables: fc.integer({ min: 0, max: 6 }),
    length: fc.integer({ min: 1, max: 40 }),
    from: fc.integer({ min: 1, max: 12 }),
    to: fc.integer({ min: 1, max: 12 }),
    ranged: fc.boolean(),
    later: fc.integer({ min: 0, max: 30 }),
  })
  .map((p) => {
    let s = stage(p.format, p.count, {
      groups: Math.min(p.groups, Math.max(1, Math.floor(p.count / 2))),
      tableCount: p.tableCount,
      thirdPlace: p.thirdPlace,
      reset: p.reset,
    });
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
    const rounds = p.ranged ? { from: Math.min(p.from, p.to), to: Math.max(p.from, p.to) } : null;
    return { s, length: p.length, rounds, from: at(p.later) };
  });

const ms = (starts: Map<string, Date>) => Object.fromEntries([...starts].map(([id, d]) => [id, d.getTime()]));

describe('hallTiming: one stage on its own tables is timed exactly as simulate.ts times it (property)', () => {
  it('gives the same match starts and the same end, with or without rounds and a later start', () => {
    fc.assert(
      fc.property(stages, ({ s, length, rounds, from }) => {
        const states = resolveStage(s);
        const options = { matchMinutes: length, rounds };
        const timing = hallTiming([{ stage: s, states, matchMinutes: length, rounds }], NOW).get(s.id);
        expect(ms(timing?.starts ?? new Map())).toEqual(ms(matchStarts(s, NOW, states, options)));
        expect(timing?.end).toEqual(stageEstimatedEnd(s, NOW, states, options));
        // Its item starts later than now: the stage starts then (what the public pages time).
        const later = hallTiming([{ stage: s, matchMinutes: length, from }], NOW).get(s.id);
        expect(ms(later?.starts ?? new Map())).toEqual(
          ms(matchStarts(s, from, states, { matchMinutes: length })),
        );
        // A stage on other tables with other people changes nothing.
        const people = stage('single', 8).entrants.map((e) => ({ ...e, id: `x${e.id}` }));
        const other = {
          ...stage('single', 8, { tableCount: 2, entrants: people }),
          id: 'other',
          tableFirst: 50,
        };
        const beside = hallTiming(
          [
            { stage: s, matchMinutes: length, rounds },
            { stage: other, matchMinutes: 7 },
          ],
          NOW,
        ).get(s.id);
        expect(beside?.end).toEqual(timing?.end);
        expect(hallWaves([{ stage: s, rounds }])).toBe(stageWaves(s, rounds));
      }),
      { numRuns: 150 },
    );
  });
});

/** Two stages of other people on one range of tables. */
const sharing = fc
  .record({
    a: fc.constantFrom<Stage['format']>('single', 'double', 'league'),
    b: fc.constantFrom<Stage['format']>('single', 'double', 'league'),
    na: fc.integer({ min: 2, max: 20 }),
    nb: fc.integer({ min: 2, max: 20 }),
    tables: fc.integer({ min: 1, max: 6 }),
    shift: fc.integer({ min: 0, max: 3 }),
    la: fc.integer({ min: 5, max: 30 }),
    lb: fc.integer({ min: 5, max: 30 }),
    shared: fc.integer({ min: 0, max: 4 }),
  })
  .map((p) => {
    const entrants = (prefix: string, n: number) =>
      Array.from({ length: n }, (_, i) => ({
        id: `${prefix}${i}`,
        name: `${prefix}${i}`,
        affiliation: '',
        // The first `shared` people of each stage are the same people.
        persons: [i < p.shared ? `p${i}` : `${prefix}p${i}`],
      }));
    const a = { ...stage(p.a, p.na, { tableCount: p.tables, entrants: entrants('a', p.na) }), id: 'A' };
    const b = {
      ...stage(p.b, p.nb, { tableCount: p.tables, entrants: entrants('b', p.nb) }),
      id: 'B',
      tableFirst: 1 + p.shift,
    };
    return { a, b, la: p.la, lb: p.lb };
  });

describe('hallTiming: stages sharing tables (property)', () => {
  it('never plays two matches on one table at once nor a person twice at once, nor ends before its matches fit its tables', () => {
    fc.assert(
      fc.property(sharing, ({ a, b, la, lb }) => {
        const timing = hallTiming(
          [
            { stage: a, matchMinutes: la },
            { stage: b, matchMinutes: lb },
          ],
          NOW,
        );
        const slots: { start: number; end: number; persons: string[]; range: [number, number] }[] = [];
        for (const [s, length] of [
          [a, la],
          [b, lb],
        ] as const) {
          const states = resolveStage(s);
          const { first, last } = stageTables(s);
          for (const [id, start] of timing.get(s.id)?.starts ?? []) {
            const state = states.get(id);
            const persons = [state?.a, state?.b].flatMap((side) =>
              typeof side === 'string' ? (s.entrants.find((e) => e.id === side)?.persons ?? []) : [],
            );
            slots.push({
              start: start.getTime(),
              end: start.getTime() + length * MIN,
              persons,
              range: [first, last],
            });
          }
          // Sharing may not make a stage end before its matches fit on its own tables. (Not "no earlier
          // than alone": greedy list scheduling has Graham's anomalies — a double elimination of 19 on 6
          // tables sharing one person with another stage was found ending 6 minutes sooner than alone.)
          const matches = playableMatches(stagePlan(s)).length;
          const floorEnd = NOW.getTime() + Math.ceil(matches / s.tableCount) * length * MIN;
          const alone = stageEstimatedEnd(s, NOW, states, { matchMinutes: length });
          expect(alone?.getTime() ?? 0).toBeGreaterThanOrEqual(floorEnd);
          expect(timing.get(s.id)?.end?.getTime() ?? 0).toBeGreaterThanOrEqual(floorEnd);
        }
        // At every start, the matches playing fit the union of the tables, and nobody plays twice.
        const union = new Set(slots.flatMap(({ range: [first, last] }) => [first, last]));
        const low = Math.min(...union);
        const high = Math.max(...union);
        for (const { start } of slots) {
          const playing = slots.filter((x) => x.start <= start && start < x.end);
          expect(playing.length).toBeLessThanOrEqual(high - low + 1);
          const persons = playing.flatMap((x) => x.persons);
          expect(new Set(persons).size).toBe(persons.length);
          // Each stage's own matches fit its own range.
          for (const range of [stageTables(a), stageTables(b)]) {
            const own = playing.filter((x) => x.range[0] === range.first && x.range[1] === range.last);
            expect(own.length).toBeLessThanOrEqual(range.last - range.first + 1);
          }
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('an item holding two stages in parallel (unit.parallelStages)', () => {
  // Two 4-entrant brackets (2 準決勝 and a 決勝 each) on the same 2 tables.
  const men = () => ({ ...stage('single', 4, { tableCount: 2 }), id: 'men' });
  const women = () => ({
    ...stage('single', 4, {
      tableCount: 2,
      entrants: stage('single', 4).entrants.map((e) => ({ ...e, id: `w${e.id}` })),
    }),
    id: 'women',
  });
  const both = {
    id: 'am',
    minutes: 45,
    status: 'running' as const,
    stageId: 'men',
    parallelStages: [{ stageId: 'women', rounds: null }],
  };

  it('plans a match at its minutes over the waves both take together on the shared tables', () => {
    // Alone each takes 2 waves; together 3 (4 準決勝 on 2 tables, then both 決勝).
    expect(stageWaves(men())).toBe(2);
    expect(
      hallWaves([
        { stage: men(), rounds: null },
        { stage: women(), rounds: null },
      ]),
    ).toBe(3);
    expect(itemPlay(both, [men(), women()])).toMatchObject({
      matchesLeft: 6,
      matchMinutes: 15,
      measured: false,
    });
  });

  it('ends when the last match of both ends on the shared tables, not when each would alone', () => {
    const ends = playUnitEnds([both], [men(), women()], NOW);
    expect(ends.get('am')).toEqual(at(45));
    // Each alone on its tables would be over at +30 (2 waves of 15).
    expect(stageEstimatedEnd(men(), NOW, undefined, { matchMinutes: 15 })).toEqual(at(30));
  });

  it('times a stage beside one held by another running item on the same tables', () => {
    const menItem = { id: 'm', minutes: 30, status: 'running' as const, stageId: 'men' };
    const womenItem = { id: 'w', minutes: 30, status: 'running' as const, stageId: 'women' };
    const ends = playUnitEnds([menItem, womenItem], [men(), women()], NOW);
    // 15 minutes a match (30 over 2 waves) on 2 shared tables: one stage is over at +45.
    expect(Math.max(ends.get('m')?.getTime() ?? 0, ends.get('w')?.getTime() ?? 0)).toBe(at(45).getTime());
  });

  it('counts the matches on a table of a stage whose item is still to come', () => {
    const later = {
      ...women(),
      tables: { 'W1-1': { table: 1, at: at(-5) }, 'W1-2': { table: 2, at: at(-5) } },
    };
    const units = [
      { id: 'm', minutes: 30, status: 'running' as const, stageId: 'men' },
      { id: 'w', minutes: 30, status: 'waiting' as const, stageId: 'women' },
    ];
    // Both tables are busy until +10 (called 5 minutes ago, 15 a match): the men start then.
    expect(playUnitEnds(units, [men(), later], NOW).get('m')).toEqual(at(40));
  });

  it('plans each stage it holds to the item’s end', () => {
    const ends = stagePlannedEnds(NOW, [
      { ...both, order: 0, status: 'waiting', startedAt: null, endedAt: null },
      {
        id: 'pm',
        order: 1,
        minutes: 30,
        status: 'waiting',
        startedAt: null,
        endedAt: null,
        stageId: 'women',
      },
    ]);
    expect(ends.get('men')).toEqual(at(45));
    expect(ends.get('women')).toEqual(at(75));
  });
});

describe('dayPlay: the public forecasts of stages sharing tables', () => {
  it('starts a stage’s matches when the tables it shares free, not as if it had them alone', () => {
    const men = { ...stage('single', 4, { tableCount: 2 }), id: 'men', order: 0 };
    const women = {
      ...stage('single', 4, {
        tableCount: 2,
        order: 1,
        entrants: stage('single', 4).entrants.map((e) => ({ ...e, id: `w${e.id}` })),
      }),
      id: 'women',
    };
    const { plays } = dayPlay(null, [men, women], NOW);
    const starts = (id: string) => plays.find((play) => play.view.stage.id === id)?.starts ?? new Map();
    expect(starts('men').get('W1-1')).toEqual(NOW);
    // The 2 tables hold the men's 準決勝 for one match length (15 minutes before any is timed).
    expect(starts('women').get('W1-1')).toEqual(at(15));
    expect(starts('women').get('W1-2')).toEqual(at(15));
  });
});
