import type { LiveStage } from './live-stage';

/** What the stages' listener reports (lib/live-worker). */
export interface StagesSnapshot {
  stages: LiveStage[];
  /** True when the SDK answered from its cache because it is not (or no longer) connected. */
  fromCache: boolean;
}

export interface StagesState {
  /**
   * loading: nothing known yet · ready: `stages` (none: the competition has no play) · denied: the
   * competition is unpublished or unknown · error: nothing could be read yet; the source retries.
   */
  status: 'loading' | 'ready' | 'denied' | 'error';
  /** In play order. */
  stages: LiveStage[];
  /** When `stages` arrived (ms): a match's estimated start is never computed for before it. */
  receivedAt: number;
}

export const INITIAL_STAGES_STATE: StagesState = { status: 'loading', stages: [], receivedAt: 0 };

/**
 * Whether a page follows the stages after its one read (docs/play.md "On the public pages"):
 * always · when-found: only if that read found a stage (ライブ of a day without play listens to its
 * board alone) · never: the one read is all (a day that is over, or not yet begun).
 */
export type StagesListen = 'always' | 'when-found' | 'never';
