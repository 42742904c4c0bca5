import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from './admin';
import { callerAddress, type RawRequestFrom } from './caller-address';
import { readDoc } from './read-doc';
import { throttleRef } from './refs';
import { throttleSchema } from './server-schemas';
import { fill } from '@/shared/fill';
import { MESSAGES } from '@/shared/messages';

export interface ThrottleRule {
  /** What is being counted, e.g. `lookup-email:alice@example.com` or `lookup-ip:1.2.3.4`. */
  key: string;
  limit: number;
  windowMs: number;
}

/** 「10分」, 「1時間」: a wait in the words of MESSAGES.tooManyRequestsWait, rounded up to the minute. */
export function waitWords(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return minutes < 60 ? `${minutes}分` : `${Math.ceil(minutes / 60)}時間`;
}

/**
 * The refusal of a throttled call: `resource-exhausted`, saying when to try again (a window is up to
 * an hour long, and 「しばらく」 left people retrying into a counter that only grew). The message is
 * what the client shows as is (lib/firebase/errors.ts callErrorMessage); `details.retryAfterSeconds`
 * carries the same wait for a client that would count it down.
 */
export function throttled(waitMs: number): HttpsError {
  return new HttpsError(
    'resource-exhausted',
    fill(MESSAGES.tooManyRequestsWait, { wait: waitWords(waitMs) }),
    {
      retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
    },
  );
}

/**
 * Counts calls per key in a fixed window, stored server-side in `throttles/` (no client can read or
 * write it). Keys are hashed so the collection holds no e-mail addresses or IPs in the clear.
 * Throws `resource-exhausted` once any rule is over its limit, saying when the last window over its
 * limit ends (`throttled`); every rule is counted in one transaction so parallel calls cannot slip
 * through between read and write.
 */
export async function throttle(rules: ThrottleRule[], now = Date.now()): Promise<void> {
  const refs = rules.map((rule) => throttleRef(rule.key));
  const waitMs = await db.runTransaction(async (tx) => {
    const snaps = await Promise.all(refs.map((ref) => tx.get(ref)));
    // How long until every rule over its limit has a fresh window; 0 when none is over.
    let wait = 0;
    snaps.forEach((snap, i) => {
      const rule = rules[i];
      const counter = readDoc(snap, throttleSchema);
      const start = counter?.windowStart;
      const inWindow = start !== undefined && now - start.getTime() < rule.windowMs;
      const count = inWindow ? (counter?.count ?? 0) : 0;
      if (count >= rule.limit && start) wait = Math.max(wait, start.getTime() + rule.windowMs - now);
      tx.set(refs[i], {
        count: count + 1,
        windowStart: inWindow ? start : Timestamp.fromMillis(now),
        expiresAt: Timestamp.fromMillis(now + rule.windowMs),
      });
    });
    return wait;
  });
  if (waitMs > 0) throw throttled(waitMs);
}

/**
 * The per-caller rule, keyed on the address lib/caller-address.ts trusts. A call without any
 * address gets no per-caller rule rather than one counter `unknown` shared by all of them: that
 * counter would let 20 such calls lock every other one out, and in production Google's front end
 * always appends an address, so only the emulator meets this case. Such calls are still held by
 * the per-target rules (per e-mail) and by the function's global budget.
 */
export function perCaller(
  name: string,
  rawRequest: RawRequestFrom,
  limit: number,
  windowMs: number,
): ThrottleRule[] {
  const address = callerAddress(rawRequest);
  return address === undefined ? [] : [{ key: `${name}:${address}`, limit, windowMs }];
}
