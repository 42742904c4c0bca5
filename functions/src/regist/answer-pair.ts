import { HttpsError, onCall } from 'firebase-functions/v2/https';
import * as z from 'zod/mini';
import { db } from '../lib/admin';
import { parsePayload } from '../lib/callable';
import { allowedOrigin } from '../lib/config';
import { matchDoc } from '../lib/read-doc';
import { compeRef, ticketRef } from '../lib/refs';
import { perCaller, throttle } from '../lib/throttle';
import { inTurn } from './compe-queue';
import { readDivisionCounts, writeDivisionCounts } from './division-seats';
import { checkPairable, makePair, readPairingSide } from './make-pair';
import { mailPair, pairMailsOf, type PairMailInput } from './pair-mail';
import { dropRequests, writeRequests, type RequestTickets } from './pair-requests';
import { writeSide } from './pairs';
import { ENDED, fill, readCompe } from './store';
import { MESSAGES } from '@/shared/messages';
import { answerPairRequest, type AnswerPairResponse } from '@/shared/schemas/pair';
import { REGIST_STATUS_LABELS } from '@/shared/schemas/regist';
import { registTicketSchema } from '@/shared/schemas/ticket';

/** How often one ticket may answer, and one caller any ticket (docs/data-model.md, Throttles). */
export const ANSWER_PAIR_LIMITS = { perTicket: 10, perIp: 60, windowMs: 10 * 60_000 } as const;

const MAX_ATTEMPTS = 30;

/** What answering reads of the 参加票 (registTicketSchema): whose it is. */
const ticketOfRegist = z.pick(registTicketSchema, { code: true, compeId: true, registId: true });

/**
 * ペアの申し込み answered on the named partner's 参加票 (docs/product.md "Registration, tickets and
 * check-in"). The ticket id is the proof, as for cancelling: the participant is the ticket's own
 * registration, never one the caller names. `from` only picks which request: it must be a live
 * registration of the competition whose partner in `divisionId` is this participant's address,
 * unpaired and not declined, else `failed-precondition` (pairRequestGone) and nothing changes.
 *   accept   makes the pair as two applicants naming each other would (make-pair.ts), the seat
 *            counts included, in ONE transaction; both are mailed ペアが成立しました.
 *   decline  the asker's partner there becomes 辞退 (regist and 参加票); the request goes.
 * Refused once the competition is called off or has started; throttled per ticket and caller.
 */
export const answerPair = onCall(async (request): Promise<AnswerPairResponse> => {
  const {
    ticketId,
    divisionId,
    from,
    answer,
    origin: requested,
  } = parsePayload(answerPairRequest, request.data);
  const origin = allowedOrigin(requested);
  if (!origin) throw new HttpsError('invalid-argument', MESSAGES.registLinkNotAllowed);
  await throttle([
    {
      key: `answer-pair:${ticketId}`,
      limit: ANSWER_PAIR_LIMITS.perTicket,
      windowMs: ANSWER_PAIR_LIMITS.windowMs,
    },
    ...perCaller('answer-pair-ip', request.rawRequest, ANSWER_PAIR_LIMITS.perIp, ANSWER_PAIR_LIMITS.windowMs),
  ]);

  const notFound = new HttpsError('not-found', MESSAGES.registTicketNotFound);
  const queueId = matchDoc(await ticketRef(ticketId).get(), ticketOfRegist)?.compeId;
  if (!queueId) throw notFound;
  const mails = await inTurn(queueId, () =>
    db.runTransaction(
      async (tx): Promise<PairMailInput[]> => {
        const ticket = matchDoc(await tx.get(ticketRef(ticketId)), ticketOfRegist);
        if (!ticket) throw notFound;
        const { compeId } = ticket;
        const compe = readCompe(await tx.get(compeRef(compeId)), true);
        if (compe.cancelled) throw new HttpsError('failed-precondition', MESSAGES.compeCancelled);
        if (Date.now() >= compe.eventedAt.getTime())
          throw new HttpsError('failed-precondition', MESSAGES.pairClosed);
        const division = compe.divisions.find((d) => d.id === divisionId);
        if (division?.kind !== 'pair')
          throw new HttpsError('failed-precondition', MESSAGES.pairDivisionNotPair);

        const tickets: RequestTickets = new Map();
        const own = await readPairingSide(tx, tickets, compeId, ticket.registId, divisionId);
        if (!own) throw notFound;
        const gone = new HttpsError('failed-precondition', MESSAGES.pairRequestGone);
        const asker =
          from === own.ref.id ? undefined : await readPairingSide(tx, tickets, compeId, from, divisionId);
        const named = asker?.partners[divisionId];
        if (
          !asker ||
          ENDED.includes(asker.data.status) ||
          !asker.data.divisions?.includes(divisionId) ||
          !named ||
          named.registId !== undefined ||
          named.declined ||
          named.email.toLowerCase() !== own.data.email.toLowerCase()
        ) {
          throw gone;
        }
        if (ENDED.includes(own.data.status)) {
          throw new HttpsError(
            'failed-precondition',
            fill(MESSAGES.registActionNotAllowed, { status: REGIST_STATUS_LABELS[own.data.status] }),
          );
        }

        if (answer === 'decline') {
          asker.partners[divisionId] = { ...named, declined: true };
          writeSide(tx, compe, asker);
          dropRequests(own.ticket, (r) => r.from === from && r.divisionId === divisionId);
          writeRequests(tx, tickets);
          return [];
        }

        checkPairable(own, division);
        const counts = await readDivisionCounts(tx, compeId);
        const made = makePair(tx, compe, division, [asker, own], counts);
        if (made.counts !== counts) writeDivisionCounts(tx, compeId, made.counts);
        writeRequests(tx, tickets);
        return pairMailsOf(compeId, compe, divisionId, made.mailSides);
      },
      { maxAttempts: MAX_ATTEMPTS },
    ),
  );

  await mailPair(mails, origin);
  return { answer };
});
