import { callAcceptTicket, callErrorCode } from '@/lib/firebase/functions';
import { MESSAGES } from '@/shared/messages';

export type AcceptResult = { kind: 'accepted'; clubId: string } | { kind: 'refused'; message: string };

const REFUSALS: Record<string, string> = {
  'permission-denied':
    'この招待は別のメールアドレス宛てです。招待されたメールアドレスでログインしてください。',
  'failed-precondition': 'この招待はすでに使われたか、取り消されています。',
  'not-found': MESSAGES.ticketNotFound,
  unauthenticated: MESSAGES.signInRequired,
};

/** Calls acceptTicket; the new role is in the ID token once the caller refreshes it. */
export async function acceptInvitation(ticketId: string): Promise<AcceptResult> {
  try {
    const { clubId } = await callAcceptTicket({ ticketId });
    return { kind: 'accepted', clubId };
  } catch (error) {
    const code = callErrorCode(error);
    return { kind: 'refused', message: REFUSALS[code] ?? MESSAGES.internal };
  }
}
