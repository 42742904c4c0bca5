import { callSubmitOrder } from '@/lib/firebase/functions';
import { callErrorMessage } from '@/lib/firebase/errors';
import type { StoredOrder } from '@/shared/play/tie-places';

export type SubmitTeamOrderResult = { ok: true; opened: boolean } | { ok: false; message: string };

/**
 * The captain sends their team's order for one tie from the 参加票 (submitOrder, docs/play.md "Team
 * ties"); the ticket id is the proof and says which team. Loaded with the Functions SDK on the
 * first 提出.
 */
export async function submitTeamOrder(
  ticket: { id: string; compeId: string },
  stageId: string,
  tieId: string,
  order: StoredOrder,
): Promise<SubmitTeamOrderResult> {
  try {
    const { opened } = await callSubmitOrder({
      compeId: ticket.compeId,
      stageId,
      tieId,
      order: [...order],
      ticketId: ticket.id,
    });
    return { ok: true, opened };
  } catch (error) {
    return { ok: false, message: callErrorMessage(error) };
  }
}
