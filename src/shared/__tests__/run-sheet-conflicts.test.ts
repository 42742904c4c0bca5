import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveRunSheet } from '../run-sheet-conflicts';
import { advance, applyUnitChanges, finishUnit, startUnit } from '../run-sheet/unit-actions';
import { sortByOrder, type TimedUnit } from '../run-sheet/timeline';

const at = (hhmm: string) => new Date(`2026-11-22T${hhmm}:00+09:00`);

const item = (id: string, order: number, patch: Partial<TimedUnit> = {}): TimedUnit => ({
  id,
  order,
  minutes: 10,
  status: 'waiting',
  startedAt: null,
  endedAt: null,
  ...patch,
});

/** The sheet after the resolution's changes. */
const resolved = (units: readonly TimedUnit[]) => applyUnitChanges(units, resolveRunSheet(units).units);
const running = (units: readonly TimedUnit[]) => units.filter((unit) => unit.status === 'running');

/** Any sheet, sensible or not: statuses, starts and ends drawn freely (minutes after 10:00). */
const sheetArb = fc
  .array(
    fc.record({
      status: fc.constantFrom('waiting', 'running', 'done'),
      start: fc.option(fc.integer({ min: 0, max: 120 }), { nil: null }),
      end: fc.option(fc.integer({ min: 0, max: 120 }), { nil: null }),
      order: fc.integer({ min: 0, max: 12 }),
    }),
    { minLength: 0, maxLength: 9 },
  )
  .map((rows) =>
    rows.map(({ status, start, end, order }, i) =>
      item(`u${i}`, order, {
        status: status as TimedUnit['status'],
        startedAt: start === null ? null : new Date(at('10:00').getTime() + start * 60_000),
        endedAt: end === null ? null : new Date(at('10:00').getTime() + end * 60_000),
      }),
    ),
  );

type Action = { kind: 'next' } | { kind: 'start'; index: number } | { kind: 'finish'; index: number };
const actionArb: fc.Arbitrary<Action> = fc.oneof(
  fc.constant({ kind: 'next' as const }),
  fc.record({ kind: fc.constant('start' as const), index: fc.nat(7) }),
  fc.record({ kind: fc.constant('finish' as const), index: fc.nat(7) }),
);

/** What one phone's buttons make of a sheet: actions a minute apart from 10:00. */
function play(units: readonly TimedUnit[], actions: readonly Action[], from = 0): TimedUnit[] {
  let sheet = [...units];
  actions.forEach((action, i) => {
    const now = new Date(at('10:00').getTime() + (from + i) * 60_000);
    const target = sortByOrder(sheet)[action.kind === 'next' ? 0 : action.index % sheet.length];
    const changes =
      action.kind === 'next'
        ? advance(sheet, now)
        : action.kind === 'start'
          ? startUnit(sheet, target.id, now)
          : finishUnit(sheet, target.id, now);
    sheet = applyUnitChanges(sheet, changes);
  });
  return sheet;
}

const freshSheet = (n: number) => Array.from({ length: n }, (_, i) => item(`u${i}`, i));

describe('resolveRunSheet: two phones pressed 次へ offline', () => {
  it('ends the item still running when the other phone went on further (two running)', () => {
    // Phone A: 次へ at 10:05 (開会式 → 予選) and 10:07 (予選 → 決勝). Phone B, offline, pressed 次へ
    // once at 10:06 and synced last: its batch rewrote 開会式 and 予選 only.
    const units = [
      item('opening', 0, { status: 'done', startedAt: at('10:00'), endedAt: at('10:06') }),
      item('heats', 1, { status: 'running', startedAt: at('10:06') }),
      item('final', 2, { status: 'running', startedAt: at('10:07') }),
    ];
    const { units: changed, corrections } = resolveRunSheet(units);
    expect(changed).toEqual([{ ...units[1], status: 'done', endedAt: at('10:07') }]);
    expect(corrections).toEqual([{ unitId: 'heats', endedAt: at('10:07') }]);
    expect(running(resolved(units)).map((unit) => unit.id)).toEqual(['final']);
  });

  it('ends an item running after a later one started and finished', () => {
    const units = [
      item('opening', 0, { status: 'done', startedAt: at('10:00'), endedAt: at('10:06') }),
      item('heats', 1, { status: 'running', startedAt: at('10:06') }),
      item('final', 2, { status: 'done', startedAt: at('10:08'), endedAt: at('10:30') }),
    ];
    expect(resolveRunSheet(units).corrections).toEqual([{ unitId: 'heats', endedAt: at('10:08') }]);
  });

  it('ends each of several running items at the next start after its own', () => {
    const units = [
      item('a', 0, { status: 'running', startedAt: at('10:00') }),
      item('b', 1, { status: 'running', startedAt: at('10:05') }),
      item('c', 2, { status: 'done', startedAt: at('10:03'), endedAt: at('10:04') }),
      item('d', 3, { status: 'running', startedAt: at('10:09') }),
    ];
    expect(resolveRunSheet(units).corrections).toEqual([
      { unitId: 'a', endedAt: at('10:03') },
      { unitId: 'b', endedAt: at('10:09') },
    ]);
  });

  it('leaves a waiting item that was passed over as it is (the timeline counts it as skipped)', () => {
    const units = [
      item('a', 0, { status: 'running', startedAt: at('10:00') }),
      item('b', 1),
      item('c', 2, { status: 'running', startedAt: at('10:04') }),
    ];
    const { units: changed } = resolveRunSheet(units);
    expect(changed.map((unit) => unit.id)).toEqual(['a']);
  });

  it('keeps a restarted done item running: its new start is the latest', () => {
    const units = [
      item('a', 0, { status: 'running', startedAt: at('11:00') }),
      item('b', 1, { status: 'done', startedAt: at('10:10'), endedAt: at('11:00') }),
    ];
    expect(resolveRunSheet(units)).toEqual({ units: [], corrections: [] });
  });

  it('two items started at the same moment: the later in the sheet keeps running', () => {
    const units = [
      item('a', 0, { status: 'running', startedAt: at('10:00') }),
      item('b', 1, { status: 'running', startedAt: at('10:00') }),
    ];
    expect(resolveRunSheet(units).corrections).toEqual([{ unitId: 'a', endedAt: at('10:00') }]);
  });

  it('a running item without a start time (bad data) ends at the first start there is', () => {
    const units = [
      item('a', 0, { status: 'running' }),
      item('b', 1, { status: 'running', startedAt: at('10:04') }),
      item('c', 2, { status: 'running' }),
    ];
    expect(resolveRunSheet(units).corrections).toEqual([
      { unitId: 'a', endedAt: at('10:04') },
      { unitId: 'c', endedAt: at('10:04') },
    ]);
  });

  it('changes nothing on a sheet that makes sense', () => {
    expect(resolveRunSheet([])).toEqual({ units: [], corrections: [] });
    const units = [
      item('a', 0, { status: 'done', startedAt: at('10:00'), endedAt: at('10:05') }),
      item('b', 1, { status: 'running', startedAt: at('10:05') }),
      item('c', 2),
    ];
    expect(resolveRunSheet(units)).toEqual({ units: [], corrections: [] });
  });
});

describe('resolveRunSheet: properties', () => {
  it('never leaves two items running', () => {
    fc.assert(fc.property(sheetArb, (units) => running(resolved(units)).length <= 1));
  });

  it('is idempotent: a resolved sheet needs no change', () => {
    fc.assert(
      fc.property(sheetArb, (units) => {
        expect(resolveRunSheet(resolved(units))).toEqual({ units: [], corrections: [] });
      }),
    );
  });

  it('never moves a start time, never touches a waiting or done item, and never ends before a start', () => {
    fc.assert(
      fc.property(sheetArb, (units) => {
        const { units: changed, corrections } = resolveRunSheet(units);
        expect(corrections.map((c) => c.unitId)).toEqual(changed.map((unit) => unit.id));
        for (const unit of changed) {
          const before = units.find((u) => u.id === unit.id)!;
          expect(before.status).toBe('running');
          expect(unit).toEqual({ ...before, status: 'done', endedAt: unit.endedAt });
          if (unit.startedAt && unit.endedAt) {
            expect(unit.endedAt.getTime()).toBeGreaterThanOrEqual(unit.startedAt.getTime());
          }
        }
      }),
    );
  });

  it('keeps running the item that started last', () => {
    fc.assert(
      fc.property(sheetArb, (units) => {
        const starts = units
          .filter((u) => u.startedAt && u.status !== 'waiting')
          .map((u) => u.startedAt!.getTime());
        const after = running(resolved(units));
        for (const unit of after) {
          if (unit.startedAt) expect(unit.startedAt.getTime()).toBe(Math.max(...starts));
        }
      }),
    );
  });

  it('gives the same answer whatever order the units come in (two phones write the same)', () => {
    fc.assert(
      fc.property(sheetArb, fc.infiniteStream(fc.nat()), (units, picks) => {
        const shuffled = [...units].sort(() => (picks.next().value % 3) - 1);
        expect(resolveRunSheet(shuffled)).toEqual(resolveRunSheet(units));
      }),
    );
  });

  it('leaves alone any sheet one phone makes with 次へ, 開始 and 終了', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.array(actionArb, { maxLength: 20 }), (n, actions) => {
        expect(resolveRunSheet(play(freshSheet(n), actions))).toEqual({ units: [], corrections: [] });
      }),
    );
  });

  it('turns two phones’ offline work, merged unit by unit as their batches land, into one running item', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.array(actionArb, { maxLength: 6 }),
        fc.array(actionArb, { maxLength: 6 }),
        fc.array(actionArb, { maxLength: 6 }),
        (n, together, phoneA, phoneB) => {
          const base = play(freshSheet(n), together);
          const a = play(base, phoneA, together.length);
          const b = play(base, phoneB, together.length);
          // B lands last: every unit B changed is B's; the rest are A's.
          const touchedByB = b.filter((unit, i) => unit !== base[i]);
          const merged = applyUnitChanges(a, touchedByB);
          const after = resolved(merged);
          expect(running(after).length).toBeLessThanOrEqual(1);
          expect(resolveRunSheet(after).units).toEqual([]);
        },
      ),
    );
  });
});
