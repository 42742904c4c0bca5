import { describe, expect, it } from 'vitest';
import { publicDivisions, publicHall } from '../get-public-compe';

describe('publicDivisions', () => {
  it("keeps each 部門's id and name in order, leaving out what is malformed", () => {
    expect(
      publicDivisions([
        { id: 'd1', name: ' 一般男子シングルス ', kind: 'single', capacity: 32 },
        { id: 'D 2', name: 'bad id' },
        { id: 'd1', name: 'the same id again' },
        null,
        'd4',
        { id: 'd3', name: 3 },
        { id: 'd2', name: '混合ダブルス' },
      ]),
    ).toEqual([
      { id: 'd1', name: '一般男子シングルス' },
      { id: 'd3', name: 'd3' },
      { id: 'd2', name: '混合ダブルス' },
    ]);
  });

  it('is empty for a competition of one event', () => {
    expect(publicDivisions(undefined)).toEqual([]);
    expect(publicDivisions({ d1: 'x' })).toEqual([]);
  });
});

describe('publicHall', () => {
  it("takes the hall's table count, word and names", () => {
    expect(publicHall({ tables: 4, label: 'コート', names: ['A1', '', 7], restMinutes: 5 })).toEqual({
      tables: 4,
      label: 'コート',
      names: ['A1', '', ''],
    });
    expect(publicHall({ tables: 2 })).toEqual({ tables: 2, label: '台', names: [] });
  });

  it('is undefined without a hall of tables', () => {
    expect(publicHall(undefined)).toBeUndefined();
    expect(publicHall({ tables: 0, label: '台', names: [] })).toBeUndefined();
    expect(publicHall({ tables: '4', label: '台', names: [] })).toBeUndefined();
  });
});
