import { callErrorMessage } from '@/lib/firebase/errors';
import { callSetRegistStatus } from '@/lib/firebase/functions';
import type { RegistAction, SetRegistStatusResponse } from '@/shared/schemas/callables';

export type RegistStatusResult = ({ ok: true } & SetRegistStatusResponse) | { ok: false; error: string };

/**
 * 承認 / 不承認 / キャンセル / 繰り上げ through the setRegistStatus function, which changes the
 * registration, its ticket and the seat count together and mails the person (and whoever moves
 * up into a freed seat). `origin` is where the ticket link in that mail points. A refusal comes
 * back as the function's own Japanese message.
 */
export async function changeRegistStatus(
  compeId: string,
  registId: string,
  action: RegistAction,
): Promise<RegistStatusResult> {
  try {
    const result = await callSetRegistStatus({ compeId, registId, action, origin: window.location.origin });
    return { ok: true, ...result };
  } catch (error) {
    console.error('setRegistStatus failed', error);
    return { ok: false, error: callErrorMessage(error) };
  }
}
