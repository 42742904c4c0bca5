import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { auth } from '../lib/admin';
import { callerIp, throttle } from '../lib/throttle';
import { signInEmailSchema } from '../../../src/shared/schemas/sign-in';

const TEN_MINUTES = 10 * 60 * 1000;
/** Enough for a person who mistypes; far too few to test addresses in bulk. */
export const LOOKUP_LIMITS = { perEmail: 5, perCaller: 20, windowMs: TEN_MINUTES };

/**
 * Tells whether an e-mail may sign in (SPEC.md §7): success when it has an account, else
 * `not-found`. The answer carries nothing else, and lookups are throttled per e-mail and per caller.
 */
export const getUserByEmail = onCall(async (request) => {
  const parsed = signInEmailSchema.safeParse(request.data);
  if (!parsed.success) throw new HttpsError('invalid-argument', parsed.error.issues[0].message);
  const email = parsed.data.email.toLowerCase();
  await throttle([
    { key: `lookup-email:${email}`, limit: LOOKUP_LIMITS.perEmail, windowMs: LOOKUP_LIMITS.windowMs },
    {
      key: `lookup-ip:${callerIp(request.rawRequest)}`,
      limit: LOOKUP_LIMITS.perCaller,
      windowMs: LOOKUP_LIMITS.windowMs,
    },
  ]);
  try {
    await auth.getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') {
      throw new HttpsError('not-found', 'unregistered');
    }
    throw new HttpsError('internal', 'lookup failed');
  }
  return { ok: true };
});
