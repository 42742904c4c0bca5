import { collection, orderBy, query } from 'firebase/firestore';
import { db } from '@/lib/firebase/firestore';
import { useCollection } from '@/lib/firebase/hooks';
import { registSchema } from '@/shared/schemas/regist';

/**
 * compes/{compeId}/regists, live, by 受付番号: the one listener of 参加申込リスト. Counts, the
 * filter, the QR check-in and the CSV all work on this list, so they agree with what is shown.
 */
export function useRegists(compeId: string) {
  return useCollection(
    `regist-admin:regists:${compeId}`,
    () => query(collection(db(), 'compes', compeId, 'regists'), orderBy('number')),
    registSchema,
  );
}
