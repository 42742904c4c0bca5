import type { StageActions } from '../components/stage-panel';

const noop = () => {};

/** A stage panel's actions that do nothing, but those a test gives (onResult, onOrders …). */
export const stageActions = (patch: Partial<StageActions> = {}): StageActions => ({
  onEdit: noop,
  onClearDraw: noop,
  onSaveEntrants: async () => true,
  onReimport: noop,
  onDraw: noop,
  onNextRound: noop,
  onDelete: noop,
  onResult: noop,
  onCall: noop,
  onMove: noop,
  onUncall: noop,
  ...patch,
});
