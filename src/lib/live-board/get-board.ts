import { publicReads } from '../firebase/public-reads';
import { getDocument } from '../firebase/rest';
import { toLiveBoard, type BoardRead } from './board';

/**
 * One read of compes/{compeId}/live/board over REST (lib/firebase/rest), to paint the live data before the
 * full SDK (and its listener) has arrived. The rules refuse the board of an unpublished or unknown
 * competition; that is an answer ('denied'), not an error. Other failures throw.
 */
export async function getBoard(compeId: string): Promise<BoardRead> {
  try {
    const snapshot = await getDocument(publicReads.board(compeId));
    return snapshot ? { kind: 'board', board: toLiveBoard(snapshot.data()) } : { kind: 'missing' };
  } catch (error) {
    if ((error as { code?: unknown }).code === 'permission-denied') return { kind: 'denied' };
    throw error;
  }
}
