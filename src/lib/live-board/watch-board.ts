import { onSnapshot, type Unsubscribe } from 'firebase/firestore';
import { boardRef } from '@/lib/db/board/refs';
import { db } from '../firebase/firestore';
import { toLiveBoard, type BoardRead } from './board';

export interface BoardSnapshot {
  read: Exclude<BoardRead, { kind: 'denied' }>;
  /** True when the SDK answered from its cache because it is not (or no longer) connected. */
  fromCache: boolean;
}

/**
 * THE listener of a live viewer: one document, compes/{compeId}/live/board, with the full SDK.
 * Loaded only through a dynamic import (board-source), so the full SDK never enters a public first
 * load. Metadata changes are included: a snapshot that flips to fromCache is how a dropped
 * connection shows, and the one that flips back is how its recovery shows.
 */
export function watchBoard(
  compeId: string,
  onBoard: (snapshot: BoardSnapshot) => void,
  onError: (error: { code?: string }) => void,
): Unsubscribe {
  return onSnapshot(
    boardRef(db(), compeId),
    { includeMetadataChanges: true },
    (snapshot) => {
      const fromCache = snapshot.metadata.fromCache;
      if (!snapshot.exists()) {
        onBoard({ read: { kind: 'missing' }, fromCache });
        return;
      }
      try {
        // A staff device sees its own write before the server has set updatedAt: use the estimate.
        const board = toLiveBoard(snapshot.data({ serverTimestamps: 'estimate' }));
        onBoard({ read: { kind: 'board', board }, fromCache });
      } catch (error) {
        console.error(error);
      }
    },
    onError,
  );
}
