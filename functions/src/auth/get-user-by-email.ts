import { HttpsError, onCall } from 'firebase-functions/v2/https';
import * as z from 'zod/mini';
import { auth } from '../lib/admin';
import { isAuthUserNotFound, parsePayload } from '../lib/callable';
import { matchDoc } from '../lib/read-doc';
import { burstLimit } from '../lib/burst-limit';
import { ticketRef } from '../lib/refs';
import { perCaller, throttle } from '../lib/throttle';
import { ticketIdSchema } from '@/shared/schemas/callables';
import { signInEmailSchema } from '@/shared/schemas/sign-in';
import { authTicketSchema } from '@/shared/schemas/ticket';
import { CONFIRM_MESSAGES, MESSAGES } from '@/shared/messages';

const TEN_MINUTES = 10 * 60 * 1000;
/**
 * Per e-mail and per caller: enough for a person who mistypes; far too few to test addresses in
 * bulk. `global`, over all callers: only staff and admins sign in (participants hold ticket links)
 * and each sign-in looks up once or twice, so 200 per 10 minutes (1,200 an hour) is far above the
 * busiest competition morning, while a botnet of many addresses gets no more than 200 answers per
 * 10 minutes instead of 20 per address. The price: that many look-ups from 10 addresses stop
 * every sign-in for the rest of the window, which is why only calls that passed their per-e-mail
 * and per-caller limits count towards it.
 */
export const LOOKUP_LIMITS = { perEmail: 5, perCaller: 20, global: 200, windowMs: TEN_MINUTES };

/**
 * The login dialog's payload, plus the invitation being accepted on /sign/{ticketId}: an invited
 * person may sign in before they have an account (the e-mail link creates it).
 */
export const getUserByEmailRequest = z.extend(signInEmailSchema, { ticketId: z.optional(ticketIdSchema) });

/** What an invitation says of whom it invites (tickets/{ticketId}, authTicketSchema). */
const invitation = z.pick(authTicketSchema, { code: true, isClosed: true, email: true });

/** Whether `ticketId` is an open invitation addressed to `email`. */
async function invites(ticketId: string, email: string): Promise<boolean> {
  const ticket = matchDoc(await ticketRef(ticketId).get(), invitation);
  return ticket?.isClosed === false && ticket.email.trim().toLowerCase() === email;
}

/**
 * Tells whether an e-mail may sign in (docs/product.md §3): success when it has an account, or when the
 * given ticket is an open invitation to that address; else `not-found`. The answer carries
 * nothing else, and lookups are throttled per e-mail, per caller and over all callers.
 */
export const getUserByEmail = onCall(async (request) => {
  const { email: typed, ticketId } = parsePayload(getUserByEmailRequest, request.data);
  const email = typed.toLowerCase();
  await throttle([
    { key: `lookup-email:${email}`, limit: LOOKUP_LIMITS.perEmail, windowMs: LOOKUP_LIMITS.windowMs },
    ...perCaller('lookup-ip', request.rawRequest, LOOKUP_LIMITS.perCaller, LOOKUP_LIMITS.windowMs),
  ]);
  await burstLimit([{ key: 'lookup-all', limit: LOOKUP_LIMITS.global, windowMs: LOOKUP_LIMITS.windowMs }]);
  try {
    await auth.getUserByEmail(email);
  } catch (error) {
    if (!isAuthUserNotFound(error)) throw new HttpsError('internal', MESSAGES.internal);
    if (!ticketId || !(await invites(ticketId, email))) {
      // The login dialog goes by the code to /confirm/sign_unqualified, which says the same words.
      throw new HttpsError('not-found', CONFIRM_MESSAGES.sign_unqualified);
    }
  }
  return { ok: true };
});
