import { doc, getDoc } from 'firebase/firestore/lite';
import { liteDb } from '../firebase/lite';
import { toLiveBoard, type BoardRead } from './board';

/**
 * One read of compes/{compeId}/live/board with Firestore Lite, to paint the live data before the
 * full SDK (and its listener) has arrived. The rules refuse the board of an unpublished or unknown
 * competition; that is an answer ('denied'), not an error. Other failures throw.
 */
export async function getBoard(compeId: string): Promise<BoardRead> {
  try {
    const snapshot = await getDoc(doc(liteDb(), 'compes', compeId, 'live', 'board'));
    return snapshot.exists() ? { kind: 'board', board: toLiveBoard(snapshot.data()) } : { kind: 'missing' };
  } catch (error) {
    if ((error as { code?: unknown }).code === 'permission-denied') return { kind: 'denied' };
    throw error;
  }
}
