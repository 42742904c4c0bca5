import { callErrorCode, callSubmitRegist } from '../../../lib/firebase/functions';
import { MESSAGES } from '../../../shared/messages';
import type { RegistForm } from '../../../shared/schemas/regist';

export type SubmitResult = { kind: 'done'; ticketId: string } | { kind: 'refused'; message: string };

/** submitRegist; a refusal comes back as the function's Japanese message, the form stays as typed. */
export async function submitRegist(compeId: string, form: RegistForm): Promise<SubmitResult> {
  try {
    const { ticketId } = await callSubmitRegist({ compeId, form, origin: window.location.origin });
    return { kind: 'done', ticketId };
  } catch (error) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && /[^\u0020-\u007e]/.test(message)) return { kind: 'refused', message };
    return {
      kind: 'refused',
      message:
        callErrorCode(error) === 'unavailable'
          ? '通信できませんでした。もう一度お試しください。'
          : MESSAGES.internal,
    };
  }
}
