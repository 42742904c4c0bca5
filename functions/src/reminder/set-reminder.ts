import { logger } from 'firebase-functions';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import * as z from 'zod/mini';
import { db } from '../lib/admin';
import { parsePayload } from '../lib/callable';
import { matchDoc, readDoc } from '../lib/read-doc';
import { compeRef, registRef, ticketRef } from '../lib/refs';
import { perCaller, throttle } from '../lib/throttle';
import { remindCompe } from './remind';
import { MESSAGES } from '@/shared/messages';
import { REMINDER_MESSAGES } from '@/shared/reminder-rules';
import { compeSchema } from '@/shared/schemas/compe';
import { registSchema } from '@/shared/schemas/regist';
import { setReminderRequest, type SetReminderResponse } from '@/shared/schemas/reminder';
import { registTicketSchema } from '@/shared/schemas/ticket';

/** How often one ticket may change its choice, and one caller any ticket's (docs/data-model.md, Throttles). */
export const SET_REMINDER_LIMITS = { perTicket: 10, perIp: 60, windowMs: 10 * 60_000 } as const;

/** A competition is over for reminders a day after it began: nothing will be played any more. */
const OVER_AFTER_MS = 24 * 60 * 60_000;

const ticketOfRegist = z.pick(registTicketSchema, { code: true, compeId: true, registId: true });
const registToRemind = z.pick(registSchema, { status: true });
const compeToRemind = z.pick(compeSchema, { eventedAt: true, cancelledAt: true });

/**
 * 出番のお知らせ (docs/play.md "Telling participants they are up"): whoever holds the ticket id chooses
 * 15分前 / 30分前 / 2試合前 / 知らせない. Only for an accepted registration of a competition that is
 * neither called off nor over; the regist (where reminder/remind.ts finds the subscribers) and its
 * ticket (which shows the choice) change in one transaction. Throttled per ticket and per caller.
 */
export const setReminder = onCall(async (request): Promise<SetReminderResponse> => {
  const { ticketId, reminder } = parsePayload(setReminderRequest, request.data);
  await throttle([
    {
      key: `set-reminder:${ticketId}`,
      limit: SET_REMINDER_LIMITS.perTicket,
      windowMs: SET_REMINDER_LIMITS.windowMs,
    },
    ...perCaller(
      'set-reminder-ip',
      request.rawRequest,
      SET_REMINDER_LIMITS.perIp,
      SET_REMINDER_LIMITS.windowMs,
    ),
  ]);
  const compeId = await db.runTransaction(async (tx) => {
    const notFound = new HttpsError('not-found', MESSAGES.registTicketNotFound);
    const ticket = matchDoc(await tx.get(ticketRef(ticketId)), ticketOfRegist);
    if (!ticket) throw notFound;
    const ref = registRef(ticket.compeId, ticket.registId);
    const [registSnap, compeSnap] = await Promise.all([tx.get(ref), tx.get(compeRef(ticket.compeId))]);
    const regist = readDoc(registSnap, registToRemind);
    const compe = readDoc(compeSnap, compeToRemind);
    if (!regist || !compe) throw notFound;
    if (regist.status !== 'accepted')
      throw new HttpsError('failed-precondition', REMINDER_MESSAGES.notAccepted);
    if (compe.cancelledAt || Date.now() - compe.eventedAt.getTime() > OVER_AFTER_MS)
      throw new HttpsError('failed-precondition', REMINDER_MESSAGES.compeOver);
    tx.update(ref, { reminder });
    tx.update(ticketRef(ticketId), { reminder });
    return ticket.compeId;
  });
  // Chosen when the match is already near: told now rather than at the next change or minute.
  if (reminder !== 'off')
    await remindCompe(compeId).catch((error: unknown) =>
      logger.error('reminders failed', { compeId, error: String(error) }),
    );
  return { reminder };
});
