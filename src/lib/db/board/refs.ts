import { doc, type DocumentReference, type Firestore } from 'firebase/firestore';

/**
 * compes/{compeId}/live/board: the one document a live viewer reads (the public first read goes over
 * REST: publicReads.board).
 */
export const boardRef = (fs: Firestore, compeId: string): DocumentReference =>
  doc(fs, 'compes', compeId, 'live', 'board');
