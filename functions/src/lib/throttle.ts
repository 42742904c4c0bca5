import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from './admin';
import { callerAddress, type RawRequestFrom } from './caller-address';
import { readDoc } from './read-doc';
import { throttleRef } from './refs';
import { throttleSchema } from './server-schemas';
import { MESSAGES } from '@/shared/messages';

export interface ThrottleRule {
  /** What is being counted, e.g. `lookup-email:alice@example.com` or `lookup-ip:1.2.3.4`. */
  key: string;
  limit: number;
  windowMs: number;
}

/**
 * Counts calls per key in a fixed window, stored server-side in `throttles/` (no client can read or
 * write it). Keys are hashed so the collection holds no e-mail addresses or IPs in the clear.
 * Throws `resource-exhausted` once any rule is over its limit; every rule is counted in one
 * transaction so parallel calls cannot slip through between read and write.
 */
export async function throttle(rules: ThrottleRule[], now = Date.now()): Promise<void> {
  const refs = rules.map((rule) => throttleRef(rule.key));
  const exceeded = await db.runTransaction(async (tx) => {
    const snaps = await Promise.all(refs.map((ref) => tx.get(ref)));
    let over = false;
    snaps.forEach((snap, i) => {
      const rule = rules[i];
      const counter = readDoc(snap, throttleSchema);
      const start = counter?.windowStart;
      const inWindow = start !== undefined && now - start.getTime() < rule.windowMs;
      const count = inWindow ? (counter?.count ?? 0) : 0;
      if (count >= rule.limit) over = true;
      tx.set(refs[i], {
        count: count + 1,
        windowStart: inWindow ? start : Timestamp.fromMillis(now),
        expiresAt: Timestamp.fromMillis(now + rule.windowMs),
      });
    });
    return over;
  });
  if (exceeded) throw new HttpsError('resource-exhausted', MESSAGES.tooManyRequests);
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
