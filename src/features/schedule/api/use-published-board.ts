import { doc } from 'firebase/firestore';
import { db } from '@/lib/firebase/firestore';
import { useDocument } from '@/lib/firebase/hooks';
import { boardSchema } from '@/shared/schemas/unit';

/**
 * compes/{compeId}/live/board, live, as viewers see it: 進行表 compares it with the sheet to tell
 * staff when a change made elsewhere (大会設定, エントリー) has not reached the live page yet.
 */
export function usePublishedBoard(compeId: string) {
  return useDocument(`board:${compeId}`, () => doc(db(), 'compes', compeId, 'live', 'board'), boardSchema);
}
