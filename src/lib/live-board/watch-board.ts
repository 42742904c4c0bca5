import { watchLive } from '../live-worker/watch-live';
import type { BoardSnapshot } from './board-state';

export type { BoardSnapshot } from './board-state';

/**
 * THE listener of a live viewer: one document, compes/{compeId}/live/board, heard in the live worker
 * (lib/live-worker), so the full SDK never runs on a visitor's main thread. Loaded only through a
 * dynamic import (board-source).
 */
export function watchBoard(
  compeId: string,
  onBoard: (snapshot: BoardSnapshot) => void,
  onError: (error: { code?: string }) => void,
): () => void {
  return watchLive({ kind: 'board', compeId }, onBoard, onError);
}
