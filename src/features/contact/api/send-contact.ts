import { callErrorMessage } from '@/lib/firebase/errors';
import { callSendContact } from '@/lib/firebase/functions';
import type { SendContactRequest } from '@/shared/schemas/mail';

export type ContactResult = { kind: 'sent' } | { kind: 'refused'; message: string };

/**
 * sendContact, its refusal said in Japanese: the function's own message (a field it refused, an
 * unknown club, a club it could not reach, a throttle saying when to try again), else one by the
 * error's code (offline, server error, throttled). Loaded on send, with the Functions SDK.
 */
export async function sendContact(request: SendContactRequest): Promise<ContactResult> {
  try {
    await callSendContact(request);
    return { kind: 'sent' };
  } catch (error) {
    return { kind: 'refused', message: callErrorMessage(error) };
  }
}
