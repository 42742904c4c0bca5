import { HttpsError, onCall } from 'firebase-functions/v2/https';
import * as z from 'zod/mini';
import { auth } from '../lib/admin';
import { isAuthUserNotFound, parsePayload } from '../lib/callable';
import { callerIp, throttle } from '../lib/throttle';
import { ticketRef } from './tickets';
import { ticketIdSchema } from '../../../src/shared/schemas/callables';
import { signInEmailSchema } from '../../../src/shared/schemas/sign-in';

const TEN_MINUTES = 10 * 60 * 1000;
/** Enough for a person who mistypes; far too few to test addresses in bulk. */
export const LOOKUP_LIMITS = { perEmail: 5, perCaller: 20, windowMs: TEN_MINUTES };

/**
 * The login dialog's payload, plus the invitation being accepted on /sign/{ticketId}: an invited
 * person may sign in before they have an account (the e-mail link creates it).
 */
export const getUserByEmailRequest = z.extend(signInEmailSchema, { ticketId: z.optional(ticketIdSchema) });

/** Whether `ticketId` is an open invitation addressed to `email`. */
async function invites(ticketId: string, email: string): Promise<boolean> {
  const ticket = (await ticketRef(ticketId).get()).data();
  return (
    ticket?.code === 'auth' &&
    ticket.isClosed === false &&
    typeof ticket.email === 'string' &&
    ticket.email.trim().toLowerCase() === email
  );
}

/**
 * Tells whether an e-mail may sign in (SPEC.md §7): success when it has an account, or when the
 * given ticket is an open invitation to that address; else `not-found`. The answer carries
 * nothing else, and lookups are throttled per e-mail and per caller.
 */
export const getUserByEmail = onCall(async (request) => {
  const { email: typed, ticketId } = parsePayload(getUserByEmailRequest, request.data);
  const email = typed.toLowerCase();
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
    if (!isAuthUserNotFound(error)) throw new HttpsError('internal', 'lookup failed');
    if (!ticketId || !(await invites(ticketId, email))) throw new HttpsError('not-found', 'unregistered');
  }
  return { ok: true };
});
