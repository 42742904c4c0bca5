import { db } from '@/lib/firebase/firestore';
import { useDocument } from '@/lib/firebase/hooks';
import { orderDocId, orderDocSchema } from '@/shared/schemas/order';
import { orderRef } from './refs';

/**
 * One tie's sealed orders, live, for 対戦's オーダー dialog (staff): both sides as submitted, who sent
 * each, whether they are open. null while no order has been sent for the tie.
 */
export function useOrderDoc(compeId: string, stageId: string, tieId: string) {
  const id = orderDocId(stageId, tieId);
  return useDocument(`order:${compeId}/${id}`, () => orderRef(db(), compeId, id), orderDocSchema);
}
