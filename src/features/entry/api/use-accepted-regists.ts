import { collection, query, where } from 'firebase/firestore';
import { db } from '@/lib/firebase/firestore';
import { useCollection } from '@/lib/firebase/hooks';
import { registSchema } from '@/shared/schemas/regist';

/** compes/{compeId}/regists with status 'accepted' (承認済), live: the source of 「申込者から作成」. */
export function useAcceptedRegists(compeId: string) {
  return useCollection(
    `regists:accepted:${compeId}`,
    () => query(collection(db(), 'compes', compeId, 'regists'), where('status', '==', 'accepted')),
    registSchema,
  );
}
