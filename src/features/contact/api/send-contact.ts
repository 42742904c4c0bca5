import { callErrorMessage } from '@/lib/firebase/errors';
import { callErrorCode, callSendContact } from '@/lib/firebase/functions';
import { MESSAGES } from '@/shared/messages';
import type { SendContactRequest } from '@/shared/schemas/mail';

export type ContactResult = { kind: 'sent' } | { kind: 'refused'; message: string };

/**
 * sendContact, its refusal said in Japanese. Throttling always reads as tooManyRequests; otherwise
 * the function's own message (a field it refused, an unknown club, a club it could not reach), else
 * one by the error's code (offline, server error). Loaded on send, with the Functions SDK.
 */
export async function sendContact(request: SendContactRequest): Promise<ContactResult> {
  try {
    await callSendContact(request);
    return { kind: 'sent' };
  } catch (error) {
    if (callErrorCode(error) === 'resource-exhausted') {
      return { kind: 'refused', message: MESSAGES.tooManyRequests };
    }
    return { kind: 'refused', message: callErrorMessage(error) };
  }
}
