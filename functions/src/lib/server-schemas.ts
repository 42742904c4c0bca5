import * as z from 'zod/mini';
import { cappedText, wholeNumber } from '@/shared/schemas/common';
import { LIMITS } from '@/shared/schemas/limits';

/*
 * The documents only the functions read and write (firestore.rules let nobody else near them:
 * throttles/**, compes/{compeId}/registKeys/**). No client, form or rules test knows them, so their
 * schemas live beside the code that writes them rather than in src/shared/schemas.
 */

/**
 * throttles/{hash} — a rate-limit counter. lib/throttle.ts keeps `windowStart` (the window it
 * counts in); lib/burst-limit.ts has one document per fixed window and no start.
 */
export const throttleSchema = z.object({
  count: wholeNumber(0),
  windowStart: z.optional(z.date()),
  /** The end of the window: after it the counter no longer counts. */
  expiresAt: z.date(),
});

/** compes/{compeId}/registKeys/{sha256 of the address} — the address's current application. */
export const emailKeySchema = z.object({
  registId: cappedText(LIMITS.id),
  createdAt: z.date(),
});

/** compes/{compeId}/registKeys/_seq — the last 受付番号 given out. */
export const seqSchema = z.object({ seq: wholeNumber(1) });

/** compes/{compeId}/registKeys/_divisions — seats taken per 部門 id (regist/division-seats.ts). */
export const divisionCountsSchema = z.object({ counts: z.record(z.string(), wholeNumber(0)) });

/** compes/{compeId}/registKeys/_queue — the lease of regist/compe-queue.ts. */
export const queueLeaseSchema = z.object({
  token: z.string(),
  expiresAt: z.date(),
});

/** compes/{compeId}/secrets/report — the reporting secret (play/report-keys.ts): 32 random bytes. */
export const reportSecretSchema = z.object({
  secret: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)),
  createdAt: z.date(),
});
