import type { BadgeTone } from '@/components/status-badge';
import { LABELS } from '@/shared/messages';
import type { TimelineUnit } from '@/shared/run-sheet';
import type { Entry } from '@/shared/schemas/entry';
import type { Unit } from '@/shared/schemas/unit';

export type UnitState = 'waiting' | 'running' | 'done' | 'skipped';

/** What staff see of a unit's status: a done unit that never started, or one passed over, is skipped. */
export const unitState = (row: TimelineUnit<Unit>): UnitState => (row.skipped ? 'skipped' : row.status);

export const UNIT_STATE_LABELS: Record<UnitState, string> = {
  waiting: LABELS.unitWaiting,
  running: LABELS.unitRunning,
  done: LABELS.unitDone,
  skipped: LABELS.unitSkipped,
};

export const UNIT_STATE_TONES: Record<UnitState, BadgeTone> = {
  waiting: 'default',
  running: 'primary',
  done: 'success',
  skipped: 'warning',
};

/** 「1 山田 太郎、2 鈴木 花子 ほか3名」 */
export function entriesText(
  entryIds: readonly string[],
  entriesById: ReadonlyMap<string, Entry>,
  max = Infinity,
) {
  const entries = entryIds.flatMap((id) => entriesById.get(id) ?? []);
  const shown = entries.slice(0, max).map((entry) => `${entry.number} ${entry.name}`);
  const rest = entries.length - shown.length;
  return { count: entries.length, text: shown.join('、') + (rest > 0 ? ` ほか${rest}名` : '') };
}

/**
 * For the buttons a tap on 進行表 changes (次へ disabled while sending, 開始 becoming 終了): drawn
 * at once. MUI's 250 ms colour and shadow fades made every tap ~19 frames of repaint instead of 2,
 * and the page's main thread per tap 91–98 ms instead of 57–59 (scripts/bench staff trace, this
 * machine) — time taken from the device, and on the bench from the emulator sharing its cores.
 */
export const DRAWN_AT_ONCE = { transition: 'none' } as const;
