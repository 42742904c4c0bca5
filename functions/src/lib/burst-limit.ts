import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { readDoc } from './read-doc';
import { throttleRef } from './refs';
import { throttleSchema } from './server-schemas';
import { throttled, type ThrottleRule } from './throttle';

/**
 * lib/throttle.ts without its transaction, for the moment registration opens: then many people
 * apply at once (a club from one venue's Wi-Fi shares one IP), and a read-modify-write transaction
 * on one shared counter makes each of them wait on the others (the emulator gives up with
 * "Transaction lock timeout" after a few rounds). Here each call adds one with a blind
 * `increment` into the counter of the current fixed window, then reads it: no locks to wait for,
 * and a count read a moment late only errs on the strict side. Same `throttles/` collection,
 * keys hashed, same `resource-exhausted` answer saying when to try again (the end of the window of
 * the rule over its limit). Also how each function's global budget is counted:
 * one counter every call of that function adds to, which under a transaction would make all of
 * them queue on one document.
 */
export async function burstLimit(rules: ThrottleRule[], now = Date.now()): Promise<void> {
  const counts = await Promise.all(
    rules.map(async (rule) => {
      const slot = Math.floor(now / rule.windowMs);
      const ref = throttleRef(`${rule.key}#${slot}`);
      await ref.set(
        { count: FieldValue.increment(1), expiresAt: Timestamp.fromMillis((slot + 1) * rule.windowMs) },
        { merge: true },
      );
      return readDoc(await ref.get(), throttleSchema)?.count ?? 0;
    }),
  );
  const ends = rules.flatMap((rule, i) =>
    counts[i] > rule.limit ? [(Math.floor(now / rule.windowMs) + 1) * rule.windowMs] : [],
  );
  if (ends.length > 0) throw throttled(Math.max(...ends) - now);
}
