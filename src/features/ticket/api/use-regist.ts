import { doc } from 'firebase/firestore';
import { db } from '@/lib/firebase/firestore';
import { useDocument } from '@/lib/firebase/hooks';
import { registSchema } from '@/shared/schemas/regist';

/**
 * compes/{compeId}/regists/{registId}, live, for staff checking a ticket in: the check-in made on
 * another phone (or on 参加申込リスト) shows here at once. Only those who run the compe may read it.
 */
export function useRegist(compeId: string, registId: string) {
  return useDocument(
    `ticket-regist:${compeId}/${registId}`,
    () => doc(db(), 'compes', compeId, 'regists', registId),
    registSchema,
  );
}
