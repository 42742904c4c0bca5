import { callCancelRegist } from '@/lib/firebase/functions';
import { callErrorMessage } from '@/lib/firebase/errors';

export type CancelResult = { ok: true } | { ok: false; message: string };

/** The participant cancels (cancelRegist); `origin` lets the function mail whoever moves up. */
export async function cancelRegist(ticketId: string): Promise<CancelResult> {
  try {
    await callCancelRegist({ ticketId, origin: window.location.origin });
    return { ok: true };
  } catch (error) {
    return { ok: false, message: callErrorMessage(error) };
  }
}
