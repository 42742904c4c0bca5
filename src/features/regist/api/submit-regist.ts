import { callErrorMessage } from '@/lib/firebase/errors';
import { callSubmitRegist } from '@/lib/firebase/functions';
import type { RegistForm } from '@/shared/schemas/regist';

export type SubmitResult = { kind: 'done'; ticketId: string } | { kind: 'refused'; message: string };

/** submitRegist; a refusal comes back as the function's Japanese message, the form stays as typed. */
export async function submitRegist(compeId: string, form: RegistForm): Promise<SubmitResult> {
  try {
    const { ticketId } = await callSubmitRegist({ compeId, form, origin: window.location.origin });
    return { kind: 'done', ticketId };
  } catch (error) {
    return { kind: 'refused', message: callErrorMessage(error) };
  }
}
