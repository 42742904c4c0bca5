import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import * as z from 'zod/mini';
import { matchDoc } from '../lib/read-doc';
import { MESSAGES } from '@/shared/messages';
import { cappedText } from '@/shared/schemas/common';
import { LIMITS } from '@/shared/schemas/limits';
import { authTicketSchema } from '@/shared/schemas/ticket';

/** An invitation as stored: authTicketSchema plus who accepted it (acceptTicket sets it when closing). */
const storedAuthTicket = z.extend(authTicketSchema, { acceptedBy: z.optional(cappedText(LIMITS.id)) });
export type StoredAuthTicket = z.output<typeof storedAuthTicket> & { id: string };

/**
 * Reads an invitation (code 'auth'). A missing ticket, a participant ticket or one that does not
 * match the schema are all "no such invitation": `not-found` with MESSAGES.ticketNotFound
 * (docs/product.md §4).
 */
export function readAuthTicket(snap: DocumentSnapshot): StoredAuthTicket {
  const ticket = matchDoc(snap, storedAuthTicket);
  if (!ticket) throw new HttpsError('not-found', MESSAGES.ticketNotFound);
  return { ...ticket, id: snap.id };
}

/** The same address, whatever its case. */
export function sameEmail(a: string | undefined, b: string): boolean {
  return !!a && a.trim().toLowerCase() === b.trim().toLowerCase();
}
