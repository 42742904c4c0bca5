import { describe, expect, it } from 'vitest';
import type { Stage } from '@/shared/schemas/stage';
import { at, NOW } from '@/testing/stage-timing-fixtures';
import { stageOf } from '@/testing/stages';
import { ORDER_4S1D, rubberResult, teamStageOf, withLineup } from '@/testing/team-stages';
import { competitionFloor, floorCalls } from '../floor';
import { parseRubberId, playStates, rubberId } from '../rubbers';
import { resolveStage } from '../stage-plan';
import { nextCalls, readyQueue, stagePlayStates } from '../tables';

// docs/play.md "Team ties": a tie's rubbers are played as matches of their own, in their order,
// `parallel` at once, by the people of their places; the tie follows from them.

/** 準決勝 W1-1 チーム1 vs チーム4 and W1-2 チーム2 vs チーム3 of a 4-team 4単1複 bracket. */
const bracket = (patch: Partial<Stage> = {}) =>
  teamStageOf('single', 4, 'tt4s1d', { tableCount: 4, ...patch });
const W11 = ['t1', 't4'] as const;
const W12 = ['t2', 't3'] as const;
const open = (stage: Stage, tieId = 'W1-1', sides: readonly [string, string] = W11) =>
  withLineup(stage, tieId, sides, { a: ORDER_4S1D, b: ORDER_4S1D });
const ids = (list: readonly { matchId: string }[]) => list.map((call) => call.matchId);

describe('rubber ids', () => {
  it('names a rubber by its tie and 1-based number, and reads it back', () => {
    expect(rubberId('W1-1', 2)).toBe('W1-1r3');
    expect(parseRubberId('G1-R2-3r6')).toEqual({ tieId: 'G1-R2-3', index: 5 });
    expect(parseRubberId('W1-1')).toBeNull();
  });
});

describe('playStates: a tie on the tables', () => {
  it('is never called while its orders are sealed', () => {
    const stage = bracket();
    expect(resolveStage(stage).get('W1-1')?.status).toBe('ready');
    expect(stagePlayStates(stage).get('W1-1')?.status).toBe('waiting');
    expect(nextCalls(stage, undefined, NOW)).toEqual([]);
  });

  it('calls an open tie as its rubbers, in order and `parallel` (2) at once, by their places', () => {
    const stage = open(bracket());
    const play = stagePlayStates(stage);
    expect(play.has('W1-1')).toBe(false);
    expect(play.get('W1-1r3')).toMatchObject({
      status: 'ready',
      a: 't1',
      b: 't4',
      rubber: { tie: 'W1-1', index: 2, players: { a: ['t1:m3', 't1:m4'], b: ['t4:m3', 't4:m4'] } },
    });
    expect(ids(nextCalls(stage, play, NOW))).toEqual(['W1-1r1', 'W1-1r2']);
    // The other tie, open too, takes the other two tables.
    expect(ids(nextCalls(open(stage, 'W1-2', W12), undefined, NOW))).toEqual([
      'W1-1r1',
      'W1-1r2',
      'W1-2r1',
      'W1-2r2',
    ]);
  });

  it('calls the next rubber when one ends, and holds a later one while an earlier one waits for its player', () => {
    let stage = open(bracket(), 'W1-1', W11);
    stage = {
      ...stage,
      tables: { 'W1-1r1': { table: 1, at: NOW }, 'W1-1r2': { table: 2, at: NOW } },
    };
    expect(readyQueue(stage)).toEqual([]);
    // 1番 ends: the 3番 doubles is next. Its pair plays the 2番 (m2 in both): it waits, and the 4番
    // does not jump ahead of it.
    const sharing = withLineup(stage, 'W1-1', W11, { a: ['m1', 'm2', 'm2+m3', 'm5', 'm6'], b: ORDER_4S1D });
    const after = rubberResult(sharing, 'W1-1', 1, W11, [3, 0], at(20));
    expect(ids(nextCalls(after, undefined, at(20)))).toEqual([]);
    // With a pair of other players, the 3番 goes to the freed table.
    const free = rubberResult(stage, 'W1-1', 1, W11, [3, 0], at(20));
    expect(nextCalls(free, undefined, at(20))).toEqual([{ matchId: 'W1-1r3', table: 1, at: at(20) }]);
  });

  it('decides the tie at 3-1: the bracket goes on, the 5番 is not played', () => {
    let stage = open(bracket());
    stage = rubberResult(stage, 'W1-1', 1, W11, [3, 1]);
    stage = rubberResult(stage, 'W1-1', 2, W11, [1, 3]);
    stage = rubberResult(stage, 'W1-1', 3, W11, [3, 2]);
    expect(resolveStage(stage).get('W1-1')?.status).toBe('ready');
    stage = rubberResult(stage, 'W1-1', 4, W11, [3, 0]);
    const tie = resolveStage(stage).get('W1-1');
    expect(tie).toMatchObject({ status: 'done', winner: 't1', result: { games: [3, 1] } });
    expect(resolveStage(stage).get('W2-1')?.a).toBe('t1');
    expect(stagePlayStates(stage).get('W1-1r5')?.status).toBe('void');
  });

  it('takes no lineup given for other teams (a correction upstream put another team in the tie)', () => {
    const stage = withLineup(bracket(), 'W1-1', ['t1', 't2'], { a: ORDER_4S1D, b: ORDER_4S1D });
    expect(stagePlayStates(stage).get('W1-1')?.status).toBe('waiting');
    expect(stagePlayStates(stage).has('W1-1r1')).toBe(false);
  });

  it('plays every board of a 将棋 3面 tie at once', () => {
    const stage = withLineup(
      teamStageOf('league', 2, 'board3', { tableCount: 3, tableLabel: '盤' }, 3),
      'G1-R1-1',
      ['t1', 't2'],
      {
        a: ['m1', 'm2', 'm3'],
        b: ['m1', 'm2', 'm3'],
      },
    );
    expect(ids(nextCalls(stage, undefined, NOW))).toEqual(['G1-R1-1r1', 'G1-R1-1r2', 'G1-R1-1r3']);
  });

  it('leaves another stage as it is', () => {
    const stage = stageOf('single', 4);
    const states = resolveStage(stage);
    expect(playStates(stage, states)).toBe(states);
  });
});

describe('the hall: a member is one person', () => {
  it('does not call a rubber whose player is on a table in another 部門', () => {
    // チーム1's m1 is registered on their own (r-yamada) and plays a singles on table 5.
    const team = open(bracket({ tableCount: 2 }));
    const linked: Stage = {
      ...team,
      entrants: team.entrants.map((e) =>
        e.id === 't1'
          ? {
              ...e,
              members: (e.members ?? []).map((m) => (m.id === 'm1' ? { ...m, registId: 'r-yamada' } : m)),
            }
          : e,
      ),
    };
    const singles: Stage = {
      ...stageOf('single', 2, { id: 'singles', tableFirst: 5, tableCount: 1 }),
      entrants: [
        { id: 'e1', name: '山田', affiliation: '', persons: ['r-yamada'] },
        { id: 'e2', name: '佐藤', affiliation: '', persons: ['r-sato'] },
      ],
      draw: [0, 1],
      tables: { 'W1-1': { table: 5, at: NOW } },
    };
    const floor = competitionFloor(
      [
        { ...linked, autoCall: true, order: 0 },
        { ...singles, autoCall: true, order: 1 },
      ],
      undefined,
    );
    // The 1番 (m1) waits for 山田, and the 2番 does not go before it.
    expect(floorCalls(floor, NOW)).toEqual([]);
  });
});
