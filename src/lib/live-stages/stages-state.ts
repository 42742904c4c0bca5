import type { LiveStage } from './live-stage';

export interface StagesState {
  /**
   * loading: nothing known yet · ready: `stages` (none: the competition has no play) · denied: the
   * competition is unpublished or unknown · error: nothing could be read yet; the listener retries.
   */
  status: 'loading' | 'ready' | 'denied' | 'error';
  /** In play order. */
  stages: LiveStage[];
  /** When `stages` arrived (ms): a match's estimated start is never computed for before it. */
  receivedAt: number;
}

export const INITIAL_STAGES_STATE: StagesState = { status: 'loading', stages: [], receivedAt: 0 };
