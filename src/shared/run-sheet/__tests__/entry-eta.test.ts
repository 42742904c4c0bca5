import { describe, expect, it } from 'vitest';
import { done, jst, running, sheet, unit, type UnitPatch } from '@/testing/run-sheet-fixtures';
import type { Unit } from '../../schemas/unit';
import { timeline } from '../timeline';
import { entryEta, etaLabel, notBeforeLabel, unitIdsOfEntries, unitIdsOfNumbers } from '../entry-eta';
import { buildBoard } from '../board-document';

describe('entryEta', () => {
  // docs/run-sheet-and-live.md's example: 13:00 start, the entry is on the second unit, planned for 14:00.
  const AFTERNOON = jst('13:00');
  const afternoon = (patches: Record<string, UnitPatch> = {}) =>
    sheet(
      unit('a1', 60, { entryIds: ['e1'], ...patches.a1 }),
      unit('a2', 30, { entryIds: ['e2', 'e3'], ...patches.a2 }),
      unit('a3', 30, { entryIds: ['e3'], ...patches.a3 }),
    );
  const eta = (units: Unit[], entryIds: string[], now: Date) =>
    entryEta(timeline(AFTERNOON, units, now), unitIdsOfEntries(units, entryIds), now);

  it('for a later unit: the estimate, minutes from now, and the planned start as "not before"', () => {
    const e = eta(afternoon({ a1: running(jst('13:05')) }), ['e2'], jst('13:50'));
    expect(e).toMatchObject({
      state: 'upcoming',
      estimatedStart: jst('14:05'),
      minutesFromNow: 15,
      notBefore: jst('14:00'),
    });
    expect(etaLabel(e)).toBe('出番の目安 14:05頃（約15分後）');
    expect(notBeforeLabel(e)).toBe('14:00より前には始まりません');
  });

  it('drops the "not before" once that time has passed', () => {
    const e = eta(afternoon({ a1: running(jst('13:20')) }), ['e2'], jst('14:01'));
    expect(e).toMatchObject({ state: 'upcoming', estimatedStart: jst('14:20'), notBefore: null });
    expect(notBeforeLabel(e)).toBeNull();
  });

  it('when the sheet runs ahead, "not before" follows the earlier estimate', () => {
    const e = eta(afternoon({ a1: running(jst('12:50')) }), ['e2'], jst('12:51'));
    expect(e).toMatchObject({ state: 'upcoming', estimatedStart: jst('13:50'), notBefore: jst('13:50') });
  });

  it('says まもなく under a minute and hours for long waits', () => {
    const soon = eta(afternoon({ a1: running(jst('13:00')) }), ['e2'], jst('13:59', 40));
    expect(etaLabel(soon)).toBe('出番の目安 14:00頃（まもなく）');
    const later = eta(afternoon({ a1: running(jst('13:00')) }), ['e3'], jst('13:15'));
    expect(etaLabel(later)).toBe('出番の目安 14:00頃（約45分後）');
    const far = eta(afternoon(), ['e3'], jst('12:45'));
    expect(etaLabel(far)).toBe('出番の目安 14:00頃（約1時間15分後）');
  });

  it('出番中 while the entry’s unit is running', () => {
    const e = eta(afternoon({ a1: running(jst('13:00')) }), ['e1'], jst('13:10'));
    expect(e.state).toBe('running');
    expect(etaLabel(e)).toBe('出番中');
  });

  it('takes the first unit not yet done when the entry is on several', () => {
    const units = afternoon({ a1: done(jst('13:00'), jst('14:00')), a2: done(jst('14:00'), jst('14:30')) });
    const e = eta(units, ['e3'], jst('14:31'));
    expect(e.state === 'upcoming' && e.unit.id).toBe('a3');
  });

  it('looks past a unit of theirs that was passed over to the next one', () => {
    const units = afternoon({ a1: done(jst('13:00'), jst('14:00')), a3: running(jst('14:00')) });
    expect(eta(units, ['e2'], jst('14:05')).state).toBe('skipped');
    const both = eta(units, ['e3'], jst('14:05'));
    expect(both.state === 'running' && both.unit.id).toBe('a3');
  });

  it('says so when every unit of theirs is done', () => {
    const units = afternoon({
      a1: done(jst('13:00'), jst('14:00')),
      a2: done(jst('14:00'), jst('14:30')),
      a3: running(jst('14:30')),
    });
    const e = eta(units, ['e2'], jst('14:35'));
    expect(e).toEqual({ state: 'done' });
    expect(etaLabel(e)).toBe('出番は終わりました');
  });

  it('has labels for a skipped turn and for an entry on no unit', () => {
    const skipped = eta(afternoon({ a2: done(null, jst('12:00')) }), ['e2'], jst('12:30'));
    expect(skipped).toEqual({ state: 'skipped' });
    expect(etaLabel(skipped)).toBe('出番の時刻は係の人にお尋ねください');
    const none = eta(afternoon(), ['nobody'], jst('12:30'));
    expect(none).toEqual({ state: 'none' });
    expect(etaLabel(none)).toBe('出番の予定はありません');
    expect(notBeforeLabel(none)).toBeNull();
  });

  it('finds the units of a participant by entry id or, on the board, by entry number', () => {
    expect(unitIdsOfEntries(afternoon(), ['e3'])).toEqual(['a2', 'a3']);
    const boardUnits = [
      { id: 'a1', entries: [{ number: 1 }] },
      { id: 'a2', entries: [{ number: 2 }, { number: 3 }] },
    ];
    expect(unitIdsOfNumbers(boardUnits, [3, 1])).toEqual(['a1', 'a2']);
    expect(unitIdsOfNumbers(boardUnits, [9])).toEqual([]);
  });

  it('works on the board as the live page and the ticket read it', () => {
    const entries = [
      { id: 'e1', number: 1, name: '山田 太郎' },
      { id: 'e2', number: 2, name: '佐藤 花子' },
    ];
    const board = buildBoard({
      startAt: AFTERNOON,
      units: afternoon({ a1: running(jst('13:05')) }),
      entries,
      notice: '',
      now: jst('13:06'),
    });
    const now = jst('13:50');
    const e = entryEta(timeline(board.startAt, board.units, now), unitIdsOfNumbers(board.units, [2]), now);
    expect(etaLabel(e)).toBe('出番の目安 14:05頃（約15分後）');
  });
});
