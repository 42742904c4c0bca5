import { callOpenOrders, callSubmitOrder } from '@/lib/firebase/functions';
import { callErrorMessage } from '@/lib/firebase/errors';
import type { StoredOrder } from '@/shared/play/tie-places';

export type OrderCallResult = { ok: true } | { ok: false; message: string };

/** A tie in a stage of the competition (the orders document's address). */
export interface TieRef {
  compeId: string;
  stageId: string;
  tieId: string;
}

/** Staff enter or change one side's order (submitOrder with `side`, docs/play.md "Team ties"). */
export async function saveSideOrder(
  tie: TieRef,
  side: 'a' | 'b',
  order: StoredOrder,
): Promise<OrderCallResult> {
  try {
    await callSubmitOrder({ ...tie, side, order: [...order] });
    return { ok: true };
  } catch (error) {
    return { ok: false, message: callErrorMessage(error) };
  }
}

/** オーダーを公開: both sides' orders go to the stage's lineups as they are (openOrders). */
export async function openTieOrders(tie: TieRef): Promise<OrderCallResult> {
  try {
    await callOpenOrders(tie);
    return { ok: true };
  } catch (error) {
    return { ok: false, message: callErrorMessage(error) };
  }
}
