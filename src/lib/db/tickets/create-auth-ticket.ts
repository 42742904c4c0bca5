import { serverTimestamp } from 'firebase/firestore';
import { writeBatch } from '@/lib/firebase/writes';
import { db } from '@/lib/firebase/firestore';
import { LIMITS } from '@/shared/schemas/limits';
import type { inviteFormSchema } from '@/shared/schemas/ticket';
import type * as z from 'zod/mini';
import { ticketRef } from './refs';
import { newTicketId } from './ticket-id';

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

/** Nobody is signed in: an invitation needs its inviter, and nothing was written. */
export class SignedOutError extends Error {
  constructor() {
    super('an invitation needs a signed-in inviter');
    this.name = 'SignedOutError';
  }
}

/**
 * Writes an auth ticket (docs/product.md §4: a batch set on tickets/{id}) and resolves to its id.
 * Signed out, it throws SignedOutError; any other failure throws what Firestore throws, never
 * leaving a half-made invitation (docs/development.md "Errors from writes"). The rules check the
 * rest: only a club admin or super-user, as the inviter, with exactly these keys.
 */
export async function createAuthTicket(
  inviter: Inviter | null,
  target: InvitationTarget,
  form: InviteForm,
): Promise<string> {
  if (!inviter) throw new SignedOutError();
  const ticketId = newTicketId();
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
  return ticketId;
}
