import type { Unit } from '@/shared/schemas/unit';
import type { Timeline } from '@/shared/run-sheet/timeline';

/**
 * A competition day's run sheet, for the tests of shared/run-sheet/ (docs/run-sheet-and-live.md):
 * times in Japan time on 2026-11-22, items by id and minutes, and readers of a timeline.
 */
/** A time on the competition day, 2026-11-22, in Japan time. */
export const jst = (hhmm: string, seconds = 0) =>
  new Date(`2026-11-22T${hhmm}:${String(seconds).padStart(2, '0')}+09:00`);
export const START = jst('09:00');

export type UnitPatch = Partial<Omit<Unit, 'id'>>;
/** A waiting unit of the given length; sheet() numbers the order. */
export const unit = (id: string, minutes: number, patch: UnitPatch = {}): Unit => ({
  id,
  order: 0,
  title: `種目 ${id}`,
  kind: 'event',
  minutes,
  entryIds: [],
  status: 'waiting',
  startedAt: null,
  endedAt: null,
  note: '',
  ...patch,
});
export const sheet = (...units: Unit[]) => units.map((u, i) => ({ ...u, order: i }));

/** u1 30分 09:00, u2 20分 09:30, u3 休憩 10分 09:50, u4 30分 10:00 (planned). */
export const day = (patches: Record<string, UnitPatch> = {}) =>
  sheet(
    unit('u1', 30, patches.u1),
    unit('u2', 20, patches.u2),
    unit('u3', 10, { kind: 'break', title: '休憩', ...patches.u3 }),
    unit('u4', 30, patches.u4),
  );
export const running = (startedAt: Date): UnitPatch => ({ status: 'running', startedAt });
export const done = (startedAt: Date | null, endedAt: Date): UnitPatch => ({
  status: 'done',
  startedAt,
  endedAt,
});

export const row = (t: Timeline, id: string) => {
  const found = t.units.find((u) => u.id === id);
  if (!found) throw new Error(`no ${id}`);
  return found;
};
export const estimates = (t: Timeline) =>
  Object.fromEntries(t.units.map((u) => [u.id, u.estimatedStart?.toISOString() ?? null]));
export const iso = (hhmm: string) => jst(hhmm).toISOString();
