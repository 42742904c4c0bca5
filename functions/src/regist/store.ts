import { createHash, randomBytes } from 'node:crypto';
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { compeRef } from '../compe/refs';
import { MESSAGES } from '@/shared/messages';
import { isReservedId } from '@/shared/schemas/common';
import { registSettingsSchema } from '@/shared/schemas/compe';
import type { RegistStatus } from '@/shared/schemas/regist';
export { fill } from '@/shared/fill';

/*
 * Where registration lives (docs/data-model.md):
 *   compes/{compeId}.regist.count           seats taken (accepted + pending)
 *   compes/{compeId}/regists/{registId}     one application
 *   tickets/{ticketId}                      its 参加票 (code 'regist')
 *   compes/{compeId}/registKeys/{sha256}    server-only lock: one live application per e-mail
 *   compes/{compeId}/registKeys/_seq        server-only: the last 受付番号 given out
 * The receipt sequence is not a field of the compe because firestore.rules check the compe's keys
 * exactly: an unknown field would make every later staff update of the compe fail.
 */

// compes/{compeId} is the competition module's (compe/refs.ts); registration reaches it from here too.
export { compeRef };
export const registRef = (compeId: string, registId: string) =>
  compeRef(compeId).collection('regists').doc(registId);
export const ticketDoc = (ticketId: string) => db.collection('tickets').doc(ticketId);
export const seqRef = (compeId: string) => compeRef(compeId).collection('registKeys').doc('_seq');

/** The duplicate lock of an address (lower-cased), named by its hash so no address is in a path. */
export function emailKeyRef(compeId: string, email: string) {
  const key = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  return compeRef(compeId).collection('registKeys').doc(key);
}

/**
 * A 参加票 id: 24 random URL-safe characters (the id is the secret that shows the ticket). About
 * one in 16 million would be of the form __…__, which Firestore reserves: drawn again.
 */
export function newTicketId(): string {
  for (;;) {
    const id = randomBytes(18).toString('base64url');
    if (!isReservedId(id)) return id;
  }
}

/** Statuses that hold a seat in regist.count. */
export const HOLDS_SEAT: readonly RegistStatus[] = ['accepted', 'pending'];
/** Statuses after which the same address may apply again. */
export const ENDED: readonly RegistStatus[] = ['cancelled', 'rejected'];

export interface CompeForRegist {
  clubId: string;
  title: string;
  eventedAt: Timestamp;
  venue: string;
  published: boolean;
  /** Called off (cancelCompe): nobody may apply any more. */
  cancelled: boolean;
  regist: ReturnType<typeof registSettingsSchema.parse>;
}

const toDate = (value: unknown) => (value instanceof Timestamp ? value.toDate() : value);

/**
 * A competition with valid registration settings; missing (or unpublished, unless `anyState`)
 * is `not-found`.
 */
export function readCompe(snap: DocumentSnapshot, anyState = false): CompeForRegist {
  const data = snap.data();
  if (!data || (data.published !== true && !anyState))
    throw new HttpsError('not-found', MESSAGES.compeNotFound);
  const raw = (data.regist ?? {}) as Record<string, unknown>;
  const regist = registSettingsSchema.safeParse({
    ...raw,
    opensAt: toDate(raw.opensAt) ?? null,
    closesAt: toDate(raw.closesAt) ?? null,
  });
  if (!regist.success || !(data.eventedAt instanceof Timestamp)) {
    throw new HttpsError('failed-precondition', MESSAGES.registSettingsInvalid);
  }
  return {
    clubId: String(data.clubId),
    title: String(data.title ?? ''),
    eventedAt: data.eventedAt,
    venue: String(data.venue ?? ''),
    published: data.published === true,
    cancelled: data.cancelledAt != null,
    regist: regist.data,
  };
}
