import { describe, expect, it } from 'vitest';
import { day, done, jst, row, running, START } from '@/testing/run-sheet-fixtures';
import type { Unit } from '../../schemas/unit';
import { timeline } from '../timeline';
import { advance, applyUnitChanges, finishUnit, reorder, resetProgress, startUnit } from '../unit-actions';

describe('startUnit', () => {
  it('starts the unit now and finishes the one that was running at the same moment', () => {
    const units = day({ u1: running(jst('09:00')) });
    const changes = startUnit(units, 'u2', jst('09:31'));
    expect(changes).toEqual([
      { ...units[0], status: 'done', endedAt: jst('09:31') },
      { ...units[1], status: 'running', startedAt: jst('09:31'), endedAt: null },
    ]);
    expect(units[0].status).toBe('running');
  });

  it('a double tap keeps the first start time', () => {
    const units = day({ u1: running(jst('09:00')) });
    expect(startUnit(units, 'u1', jst('09:01'))).toEqual([]);
  });

  it('starting a done unit starts it again', () => {
    const units = day({ u1: done(jst('09:00'), jst('09:10')) });
    expect(startUnit(units, 'u1', jst('09:12'))).toEqual([
      { ...units[0], status: 'running', startedAt: jst('09:12'), endedAt: null },
    ]);
  });

  it('changes nothing for a unit no longer on the sheet', () => {
    expect(startUnit(day(), 'deleted', jst('09:00'))).toEqual([]);
  });
});

describe('finishUnit', () => {
  it('finishes the running unit now, keeping its start', () => {
    const units = day({ u1: running(jst('09:00')) });
    expect(finishUnit(units, 'u1', jst('09:29'))).toEqual([
      { ...units[0], status: 'done', startedAt: jst('09:00'), endedAt: jst('09:29') },
    ]);
  });

  it('on a waiting unit skips it: done without a start', () => {
    const units = day();
    const [skipped] = finishUnit(units, 'u2', jst('08:50'));
    expect(skipped).toMatchObject({ id: 'u2', status: 'done', startedAt: null, endedAt: jst('08:50') });
    expect(row(timeline(START, applyUnitChanges(units, [skipped]), jst('08:51')), 'u2').skipped).toBe(true);
  });

  it('changes nothing for a done unit or an unknown one', () => {
    const units = day({ u1: done(jst('09:00'), jst('09:30')) });
    expect(finishUnit(units, 'u1', jst('09:40'))).toEqual([]);
    expect(finishUnit(units, 'deleted', jst('09:40'))).toEqual([]);
  });
});

describe('advance (次へ)', () => {
  const ids = (units: Unit[]) => units.map((u) => `${u.id}:${u.status}`);

  it('finishes the running unit and starts the next waiting one', () => {
    const changes = advance(day({ u1: running(jst('09:00')) }), jst('09:30'));
    expect(ids(changes)).toEqual(['u1:done', 'u2:running']);
    expect(changes[0].endedAt).toEqual(jst('09:30'));
    expect(changes[1].startedAt).toEqual(jst('09:30'));
  });

  it('starts the first unit of a fresh sheet', () => {
    expect(ids(advance(day(), jst('09:00')))).toEqual(['u1:running']);
  });

  it('steps over skipped units', () => {
    const units = day({ u1: running(jst('09:00')), u2: done(null, jst('08:50')) });
    expect(ids(advance(units, jst('09:30')))).toEqual(['u1:done', 'u3:running']);
  });

  it('with nothing running, starts the unit after the last one that ran, leaving passed-over ones', () => {
    const units = day({ u1: done(jst('09:00'), jst('09:30')), u3: done(jst('09:30'), jst('09:40')) });
    expect(ids(advance(units, jst('09:45')))).toEqual(['u4:running']);
    const afterU1 = day({ u1: done(jst('09:00'), jst('09:30')) });
    expect(ids(advance(afterU1, jst('09:31')))).toEqual(['u2:running']);
  });

  it('at the last unit only finishes it', () => {
    const units = day({
      u1: done(jst('09:00'), jst('09:30')),
      u2: done(jst('09:30'), jst('09:50')),
      u3: done(jst('09:50'), jst('10:00')),
      u4: running(jst('10:00')),
    });
    const changes = advance(units, jst('10:30'));
    expect(changes).toEqual([{ ...units[3], status: 'done', endedAt: jst('10:30') }]);
    expect(advance(applyUnitChanges(units, changes), jst('10:31'))).toEqual([]);
  });
});

describe('reorder', () => {
  const orders = (units: { id: string; order: number }[]) => units.map((u) => `${u.id}=${u.order}`);

  it('moves a unit and returns only the units whose order changed', () => {
    expect(orders(reorder(day(), 3, 1))).toEqual(['u4=1', 'u2=2', 'u3=3']);
    expect(orders(reorder(day(), 0, 1))).toEqual(['u2=0', 'u1=1']);
  });

  it('works on the sorted sheet, whatever the list order', () => {
    const shuffled = [...day()].reverse();
    expect(orders(reorder(shuffled, 0, 3))).toEqual(['u2=0', 'u3=1', 'u4=2', 'u1=3']);
  });

  it('closes gaps left by deleted units', () => {
    const gappy = day().map((u, i) => ({ ...u, order: i * 2 }));
    expect(orders(reorder(gappy, 1, 1))).toEqual(['u2=1', 'u3=2', 'u4=3']);
  });

  it('changes nothing for a move in place or indices off the sheet', () => {
    expect(reorder(day(), 2, 2)).toEqual([]);
    expect(reorder(day(), -1, 0)).toEqual([]);
    expect(reorder(day(), 0, 4)).toEqual([]);
    expect(reorder(day(), 0.5, 1)).toEqual([]);
    expect(reorder([], 0, 0)).toEqual([]);
  });
});

describe('resetProgress', () => {
  it('puts every started, done or skipped unit back to waiting without times, and only those', () => {
    const units = day({
      u1: done(jst('09:02'), jst('09:31')),
      u2: running(jst('09:31')),
      u3: done(null, jst('09:31')),
    });
    const changed = resetProgress(units);
    expect(changed.map((u) => u.id)).toEqual(['u1', 'u2', 'u3']);
    for (const u of changed) {
      expect(u).toMatchObject({ status: 'waiting', startedAt: null, endedAt: null });
    }
    expect(changed[0]).toMatchObject({ title: '種目 u1', minutes: 30, order: 0 });
  });

  it('changes nothing on a fresh sheet', () => {
    expect(resetProgress(day())).toEqual([]);
  });
});
