import { describe, expect, it } from 'vitest';
import {
  callPlaces,
  hallCallKey,
  hallCallsByStage,
  hallCallsMerger,
  onlyStage,
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

describe('callPlaces: where a write puts each call', () => {
  const updates = {
    men: { 'W2-1': call(1), 'W1-1': null },
    women: { 'W1-2': call(2) },
    mixed: { 'W1-1': call(3) },
  };

  it("puts the result's own stage's calls in its document, every other stage's in the hall's one", () => {
    const { stages, hall } = callPlaces(updates, 'men', () => false);
    expect(Object.fromEntries(stages)).toEqual({ men: { 'W2-1': call(1), 'W1-1': null } });
    // A call taken back goes from both places, so neither keeps it.
    expect(hall).toEqual({ 'men:W1-1': null, 'women:W1-2': call(2), 'mixed:W1-1': call(3) });
  });

  it('writes a moved call (its time kept) to both places, so neither keeps an older table', () => {
    const moved = { table: 4, at: at(0), kept: true };
    const { stages, hall } = callPlaces({ men: { 'W1-1': moved } }, 'men', (c) => 'kept' in c);
    expect(Object.fromEntries(stages)).toEqual({ men: { 'W1-1': moved } });
    expect(hall).toEqual({ 'men:W1-1': moved });
  });

  it('with no own stage (the settling across stages), puts every call in the hall', () => {
    const { stages, hall } = callPlaces(
      { women: { 'W1-2': call(2) }, mixed: { 'W1-1': call(3) } },
      null,
      () => false,
    );
    expect(stages.size).toBe(0);
    expect(Object.keys(hall)).toEqual(['women:W1-2', 'mixed:W1-1']);
  });

  it('onlyStage names the one stage a write touches', () => {
    expect(onlyStage({ women: { 'W1-2': call(2) }, mixed: {} })).toBe('women');
    expect(onlyStage(updates)).toBeNull();
    expect(onlyStage({})).toBeNull();
  });
});

describe('withHallCalls', () => {
  const league = { id: 'league', tables: { 'G1-R1-1': call(1) } };
  const junior = { id: 'junior', tables: {} };

  it("merges the hall's calls into their stages; of two calls of one match the earlier counts", () => {
    const hall = hallCallsByStage({
      'league:G1-R1-1': call(2, 5),
      'league:G1-R1-2': call(3),
      'junior:W1-1': call(5),
      'gone:W1-1': call(6),
      'no key': call(4),
    });
    const [l, j] = withHallCalls([league, junior], hall);
    // league's own call of G1-R1-1 (minute 0) came before the hall's (minute 5): it stands.
    expect(l.tables).toEqual({ 'G1-R1-1': call(1), 'G1-R1-2': call(3) });
    const [later] = withHallCalls([league], hallCallsByStage({ 'league:G1-R1-1': call(4, 0) }));
    expect(later?.tables).toEqual({ 'G1-R1-1': call(1) });
    const [earlier] = withHallCalls([{ ...league, tables: { 'G1-R1-1': call(1, 9) } }], hall);
    expect(earlier?.tables['G1-R1-1']).toEqual(call(2, 5));
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
