import { serverTimestamp } from 'firebase/firestore';
import { writeBatch } from '@/lib/firebase/writes';
import { db } from '@/lib/firebase/firestore';
import { MESSAGES } from '@/shared/messages';
import { LIMITS } from '@/shared/schemas/limits';
import type { inviteFormSchema } from '@/shared/schemas/ticket';
import type * as z from 'zod/mini';
import { ticketRef } from './refs';
import { newTicketId } from './ticket-id';
import { writeErrorMessage } from '@/lib/firebase/errors';

export type InviteForm = z.infer<typeof inviteFormSchema>;

/** Who invites: the signed-in user, or null when nobody is signed in. */
export interface Inviter {
  uid: string;
  email: string | null;
  displayName: string | null;
}

/** Where the invitation leads: a club (and, in `indie`, the competition being shared). */
export interface InvitationTarget {
  clubId: string;
  clubName: string;
  compeId?: string;
}

/** `ticketId` is '' when nothing was written (docs/product.md §4); `error` then says why, in Japanese. */
export type CreateTicketResult = { ticketId: string; error: null } | { ticketId: ''; error: string };

/**
 * Writes an auth ticket (docs/product.md §4: a batch set on tickets/{id}). Signed out, it refuses with
 * MESSAGES.signInRequired; any failure is logged and gives an empty id, never a half-made invitation.
 * The rules check the rest: only a club admin or super-user, as the inviter, with exactly these keys.
 */
export async function createAuthTicket(
  inviter: Inviter | null,
  target: InvitationTarget,
  form: InviteForm,
): Promise<CreateTicketResult> {
  if (!inviter) {
    console.error('createAuthTicket:', MESSAGES.signInRequired);
    return { ticketId: '', error: MESSAGES.signInRequired };
  }
  const ticketId = newTicketId();
  try {
    const batch = writeBatch(db());
    batch.set(ticketRef(db(), ticketId), {
      code: 'auth',
      createdAt: serverTimestamp(),
      isClosed: false,
      receiver: form.receiver,
      email: form.email,
      inviter: inviter.uid,
      inviterName: (inviter.displayName || inviter.email || '').slice(0, LIMITS.personName),
      clubId: target.clubId,
      clubName: target.clubName.slice(0, LIMITS.clubName),
      role: form.role,
      ...(target.compeId ? { compeId: target.compeId } : {}),
    });
    await batch.commit();
    return { ticketId, error: null };
  } catch (error) {
    console.error('createAuthTicket failed', error);
    return { ticketId: '', error: writeErrorMessage(error) };
  }
}
