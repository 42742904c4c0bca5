import { db } from '@/lib/firebase/firestore';
import { useDocument } from '@/lib/firebase/hooks';
import { boardSchema } from '@/shared/schemas/unit';
import { boardRef } from './refs';

/**
 * compes/{compeId}/live/board, live, as viewers see it, through the full SDK and boardSchema: 進行表
 * compares it with the sheet to tell staff when a change made elsewhere (大会設定, エントリー) has not
 * reached the live page yet. (The viewers' own listener is lib/live-board.)
 */
export function usePublishedBoard(compeId: string) {
  return useDocument(`board:${compeId}`, () => boardRef(db(), compeId), boardSchema);
}
