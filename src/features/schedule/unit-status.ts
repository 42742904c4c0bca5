import type { BadgeTone } from '../../components/status-badge';
import { LABELS } from '../../shared/messages';
import type { TimelineUnit } from '../../shared/run-sheet';
import type { Unit } from '../../shared/schemas/unit';

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
