import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Stage } from '@/shared/schemas/stage';
import { at, minutesOf, NOW, played, stage } from '@/testing/stage-timing-fixtures';
import { heldKeys, roundKey, stageRounds } from '../rounds';
import { resolveStage } from '../stage-plan';
import { nextSwissRound } from '../draw-stage';
import { DEFAULT_MATCH_MINUTES } from '../match-lengths';
import { matchesLeft, matchStarts, stageEstimatedEnd, stageWaves } from '../simulate';
import { heldRoundStarts, playUnitEnds, stagePlannedEnds, unitPlay } from '../unit-play';

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

describe('stagePlannedEnds', () => {
  it('is the planned end of the last item holding each stage, in the sheet’s order', () => {
    const item = (id: string, order: number, minutes: number, stageId: string | null = null) => ({
      id,
      order,
      minutes,
      status: 'waiting' as const,
      startedAt: null,
      endedAt: null,
      stageId,
    });
    const ends = stagePlannedEnds(NOW, [
      item('b', 2, 60, 'men'),
      item('a', 1, 30, 'women'),
      item('c', 3, 20),
      item('d', 4, 45, 'men'),
    ]);
    // women 0–30, men 30–90 and again 110–155; the break holds nothing.
    expect(ends).toEqual(
      new Map([
        ['women', at(30)],
        ['men', at(155)],
      ]),
    );
  });
});
