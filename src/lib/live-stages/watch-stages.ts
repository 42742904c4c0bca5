import { watchLive } from '../live-worker/watch-live';
import type { StagesSnapshot } from './stages-state';

export type { StagesSnapshot } from './stages-state';

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
