import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { MESSAGES } from '@/shared/messages';
import { authTicketSchema, type AuthTicket } from '@/shared/schemas/ticket';

export function ticketRef(ticketId: string) {
  return db.collection('tickets').doc(ticketId);
}

/** An auth ticket as stored, plus who accepted it (set by acceptTicket when it closes the ticket). */
export type StoredAuthTicket = AuthTicket & { acceptedBy?: string };

/**
 * Reads an invitation (code 'auth'). A missing ticket, a participant ticket or one that does not
 * match the schema are all "no such invitation": `not-found` with MESSAGES.ticketNotFound
 * (docs/product.md §4).
 */
export function readAuthTicket(snap: DocumentSnapshot): StoredAuthTicket {
  const data = snap.data();
  if (!data || data.code !== 'auth') throw new HttpsError('not-found', MESSAGES.ticketNotFound);
  const dates = Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, value instanceof Timestamp ? value.toDate() : value]),
  );
  const parsed = authTicketSchema.safeParse(dates);
  if (!parsed.success) throw new HttpsError('not-found', MESSAGES.ticketNotFound);
  const acceptedBy = typeof data.acceptedBy === 'string' ? data.acceptedBy : undefined;
  return { ...parsed.data, id: snap.id, ...(acceptedBy ? { acceptedBy } : {}) };
}

/** The same address, whatever its case. */
export function sameEmail(a: string | undefined, b: string): boolean {
  return !!a && a.trim().toLowerCase() === b.trim().toLowerCase();
}
