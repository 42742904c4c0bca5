import { randomBytes } from 'node:crypto';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import * as z from 'zod/mini';
import { readDoc } from '../lib/read-doc';
import { MESSAGES } from '@/shared/messages';
import { isReservedId } from '@/shared/schemas/common';
import { compeSchema, type Division, type registSettingsSchema } from '@/shared/schemas/compe';
import type { RegistStatus } from '@/shared/schemas/regist';
export { fill } from '@/shared/fill';

/*
 * Where registration lives (docs/data-model.md; the paths are lib/refs.ts'):
 *   compes/{compeId}.regist.count           seats taken (accepted + pending)
 *   compes/{compeId}/regists/{registId}     one application
 *   tickets/{ticketId}                      its 参加票 (code 'regist')
 *   compes/{compeId}/registKeys/{sha256}    server-only lock: one live application per e-mail
 *   compes/{compeId}/registKeys/_seq        server-only: the last 受付番号 given out
 *   compes/{compeId}/registKeys/_divisions  server-only: seats taken per 部門 (division-seats.ts)
 * The receipt sequence is not a field of the compe because firestore.rules check the compe's keys
 * exactly: an unknown field would make every later staff update of the compe fail.
 */

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
  eventedAt: Date;
  venue: string;
  published: boolean;
  /** Called off (cancelCompe): nobody may apply any more. */
  cancelled: boolean;
  regist: z.output<typeof registSettingsSchema>;
  /** 部門 (empty: a competition of one event) and how many one registration may enter. */
  divisions: Division[];
  divisionLimit: number;
}

/** What registration reads of compes/{compeId} (compeSchema). */
const compeForRegist = z.pick(compeSchema, {
  clubId: true,
  title: true,
  eventedAt: true,
  venue: true,
  published: true,
  cancelledAt: true,
  regist: true,
  divisions: true,
  divisionLimit: true,
});

/**
 * A competition with valid registration settings; missing (or unpublished, unless `anyState`)
 * is `not-found`, one whose settings do not match the schema `failed-precondition`.
 */
export function readCompe(snap: DocumentSnapshot, anyState = false): CompeForRegist {
  const notFound = new HttpsError('not-found', MESSAGES.compeNotFound);
  if (snap.get('published') !== true && !anyState) throw notFound;
  const invalid = new HttpsError('failed-precondition', MESSAGES.registSettingsInvalid);
  const compe = readDoc(snap, compeForRegist, invalid);
  if (!compe) throw notFound;
  const { cancelledAt, divisions = [], divisionLimit = 1, ...rest } = compe;
  return { ...rest, divisions, divisionLimit, cancelled: cancelledAt !== undefined };
}
