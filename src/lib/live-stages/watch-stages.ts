import { watchLive } from '../live-worker/watch-live';
import type { LiveStage } from './live-stage';

export interface StagesSnapshot {
  stages: LiveStage[];
  /** True when the SDK answered from its cache because it is not (or no longer) connected. */
  fromCache: boolean;
}

/**
 * A viewer's listener on compes/{compeId}/stages, heard and decoded in the live worker
 * (lib/live-worker), loaded only by a dynamic import (stages-source) once the page's first content
 * is on screen.
 */
export function watchStages(
  compeId: string,
  onStages: (snapshot: StagesSnapshot) => void,
  onError: (error: { code?: string }) => void,
): () => void {
  return watchLive({ kind: 'stages', compeId }, onStages, onError);
}
