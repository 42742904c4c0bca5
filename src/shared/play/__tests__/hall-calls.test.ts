import { describe, expect, it } from 'vitest';
import {
  callsHome,
  hallCallKey,
  hallCallsByStage,
  hallCallsMerger,
  misplacedCalls,
  splitHallCallKey,
  withHallCalls,
} from '../hall-calls';
import { HALL_CALL_KEY } from '@/shared/schemas/stage';

/* Where a competition keeps its calls (docs/play.md "The hall's calls"). */

const at = (minute: number) => new Date(Date.UTC(2026, 10, 29, 1, minute));
const call = (table: number, minute = 0) => ({ table, at: at(minute) });

describe('the hall call key', () => {
  it('joins a stage and a match, and splits back, for every kind of match id', () => {
    for (const matchId of ['W1-1', 'L12-123', 'F1', 'P1', 'G2-R3-1', 'S15-128']) {
      const key = hallCallKey('stage_0-A', matchId);
      expect(HALL_CALL_KEY.test(key)).toBe(true);
      expect(splitHallCallKey(key)).toEqual({ stageId: 'stage_0-A', matchId });
    }
  });

  it('is no key without both halves, or with a stage id the rules refuse', () => {
    for (const key of ['W1-1', ':W1-1', 'stage:', '_hall:W1-1', `${'s'.repeat(41)}:W1-1`, 'stage:X1'])
      expect(HALL_CALL_KEY.test(key)).toBe(false);
    expect(splitHallCallKey('W1-1')).toBeNull();
    expect(splitHallCallKey(':W1-1')).toBeNull();
  });
});

describe('callsHome', () => {
  it('is the hall only when the competition has one with tables', () => {
    expect(callsHome(undefined)).toBe('stage');
    expect(callsHome({ tables: 0, label: '台', names: [] })).toBe('stage');
    expect(callsHome({ tables: 6, label: '台', names: [] })).toBe('hall');
  });
});

describe('withHallCalls', () => {
  const league = { id: 'league', tables: { 'G1-R1-1': call(1) } };
  const junior = { id: 'junior', tables: {} };

  it("merges the hall's calls into their stages, the hall's entry first", () => {
    const hall = hallCallsByStage({
      'league:G1-R1-1': call(2, 5),
      'league:G1-R1-2': call(3),
      'junior:W1-1': call(5),
      'gone:W1-1': call(6),
      'no key': call(4),
    });
    const [l, j] = withHallCalls([league, junior], hall);
    expect(l.tables).toEqual({ 'G1-R1-1': call(2, 5), 'G1-R1-2': call(3) });
    expect(j.tables).toEqual({ 'W1-1': call(5) });
  });

  it('returns a stage the hall holds no call of as it is', () => {
    const [l, j] = withHallCalls([league, junior], hallCallsByStage({ 'junior:W1-1': call(5) }));
    expect(l).toBe(league);
    expect(j).not.toBe(junior);
  });
});

describe('hallCallsMerger', () => {
  it('keeps the merged object of a stage whose document and calls did not change', () => {
    const merge = hallCallsMerger<{ id: string; tables: Record<string, { table: number; at: Date }> }>();
    const league = { id: 'league', tables: {} };
    const junior = { id: 'junior', tables: {} };
    const first = merge(
      [league, junior],
      hallCallsByStage({ 'league:G1-R1-1': call(1), 'junior:W1-1': call(5) }),
    );
    // The hall's document changed for junior only: a new map, the same league calls.
    const second = merge(
      [league, junior],
      hallCallsByStage({ 'league:G1-R1-1': call(1), 'junior:W1-2': call(6) }),
    );
    expect(second[0]).toBe(first[0]);
    expect(second[1]).not.toBe(first[1]);
    expect(second[1].tables).toEqual({ 'W1-2': call(6) });
    // A call moved to another table, or called again later, is a change.
    const third = merge(
      [league, junior],
      hallCallsByStage({ 'league:G1-R1-1': call(1, 1), 'junior:W1-2': call(6) }),
    );
    expect(third[0]).not.toBe(second[0]);
    expect(third[1]).toBe(second[1]);
  });
});

describe('misplacedCalls', () => {
  it("with a hall, lists the calls stages still hold, the hall's entry winning", () => {
    const stages: { id: string; tables: Record<string, ReturnType<typeof call>> }[] = [
      { id: 'league', tables: { 'G1-R1-1': call(1), 'G1-R1-2': call(2) } },
      { id: 'junior', tables: {} },
    ];
    const hall = hallCallsByStage({ 'league:G1-R1-1': call(3, 9) });
    expect(misplacedCalls('hall', stages, hall)).toEqual([
      { stageId: 'league', matchId: 'G1-R1-1', call: call(3, 9) },
      { stageId: 'league', matchId: 'G1-R1-2', call: call(2) },
    ]);
  });

  it("without a hall, lists the hall's calls", () => {
    const hall = hallCallsByStage({ 'league:G1-R1-1': call(3, 9) });
    expect(misplacedCalls('stage', [{ id: 'league', tables: {} }], hall)).toEqual([
      { stageId: 'league', matchId: 'G1-R1-1', call: call(3, 9) },
    ]);
    expect(misplacedCalls('stage', [{ id: 'league', tables: { 'G1-R1-1': call(1) } }], new Map())).toEqual(
      [],
    );
  });
});
