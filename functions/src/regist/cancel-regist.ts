import { HttpsError, onCall } from 'firebase-functions/v2/https';
import * as z from 'zod/mini';
import { db } from '../lib/admin';
import { parsePayload } from '../lib/callable';
import { allowedOrigin } from '../lib/config';
import { matchDoc, readDoc } from '../lib/read-doc';
import { compeRef, emailKeyRef, registRef, ticketRef } from '../lib/refs';
import { emailKeySchema } from '../lib/server-schemas';
import { HOLDS_SEAT, readCompe } from './store';
import { inTurn } from './compe-queue';
import { releaseSeat } from './seats';
import { readPaired, registForPair, unpair } from './pairs';
import { readAskedTickets, withdrawRequests, writeRequests, type RequestTickets } from './pair-requests';
import { mailTicket, type TicketMailInput } from './ticket-mail';
import { MESSAGES } from '@/shared/messages';
import { cancelRegistRequest, type CancelRegistResponse } from '@/shared/schemas/callables';
import { registSchema } from '@/shared/schemas/regist';
import { registTicketSchema } from '@/shared/schemas/ticket';

const MAX_ATTEMPTS = 30;

/** What cancelling reads of a 参加票 (tickets/{ticketId}, registTicketSchema): whose it is. */
const ticketOfRegist = z.pick(registTicketSchema, { code: true, compeId: true, registId: true });
/** …and of its registration (registSchema). */
const registToCancel = z.extend(registForPair, z.pick(registSchema, { status: true, email: true }).shape);

/**
 * The participant (whoever knows the ticket id) cancels their application (docs/data-model.md).
 * In ONE transaction: the regist and its ticket become 'cancelled', the address may apply again,
 * and a seat it held goes to the first waitlisted registrant (lowest 受付番号) — accepted, or
 * pending under manual approval — whose ticket changes too; with nobody waiting the seat count
 * drops by one; its 部門 seats go back and a pair made with it goes back to 確認待ち on the
 * partner's side (their ticket too). The promoted person is mailed afterwards.
 *
 * Idempotent: cancelling a cancelled application answers `{status: 'cancelled'}` again and
 * changes nothing. A rejected one cannot be cancelled (`failed-precondition`); a ticket that is
 * not a 参加票 is `not-found`.
 */
export const cancelRegist = onCall(async (request): Promise<CancelRegistResponse> => {
  const { ticketId, origin: requested } = parsePayload(cancelRegistRequest, request.data);
  const origin = allowedOrigin(requested);
  if (!origin) throw new HttpsError('invalid-argument', MESSAGES.registLinkNotAllowed);

  const queueId = matchDoc(await ticketRef(ticketId).get(), ticketOfRegist)?.compeId;
  const transaction = () =>
    db.runTransaction(
      async (tx): Promise<{ promoted?: TicketMailInput }> => {
        const notFound = new HttpsError('not-found', MESSAGES.registTicketNotFound);
        // An invitation (or anything else that is not a 参加票) has nothing to cancel.
        const ticket = matchDoc(await tx.get(ticketRef(ticketId)), ticketOfRegist);
        if (!ticket) throw notFound;
        const { compeId } = ticket;
        const ref = registRef(compeId, ticket.registId);
        const [registSnap, compeSnap] = await Promise.all([tx.get(ref), tx.get(compeRef(compeId))]);
        const regist = readDoc(registSnap, registToCancel);
        if (!regist) throw notFound;
        const { status } = regist;
        if (status === 'cancelled') return {};
        if (status === 'rejected')
          throw new HttpsError('failed-precondition', MESSAGES.registRejectedCannotCancel);

        const lockRef = emailKeyRef(compeId, regist.email);
        const lock = readDoc(await tx.get(lockRef), emailKeySchema);
        // Cancelling needs no published compe, but its settings decide the promotion.
        const compe = compeSnap.exists ? readCompe(compeSnap, true) : undefined;
        const paired = compe ? await readPaired(tx, compeId, regist.partners) : [];
        // Its ペアの申し込み still waiting on others' 参加票 go (pair-requests.ts).
        const tickets: RequestTickets = new Map();
        const asked = await readAskedTickets(tx, tickets, compeId, regist.partners);
        const leaving = { id: registSnap.id, divisions: regist.divisions };
        const promoted =
          HOLDS_SEAT.includes(status) && compe ? await releaseSeat(tx, compeId, compe, leaving) : undefined;
        // Its pairs go back to 確認待ち on the partner's side (pairs.ts).
        if (compe) unpair(tx, compe, { ref, data: regist }, paired);
        withdrawRequests(asked, registSnap.id);
        writeRequests(tx, tickets);
        tx.update(ref, { status: 'cancelled' });
        tx.update(ticketRef(ticketId), { status: 'cancelled' });
        if (lock?.registId === registSnap.id) tx.delete(lockRef);
        return promoted ? { promoted } : {};
      },
      { maxAttempts: MAX_ATTEMPTS },
    );
  // Takes its turn with the submits of the same competition (compe-queue.ts); the transaction
  // re-reads the ticket, so a wrong or changed one is still caught there.
  const result = queueId ? await inTurn(queueId, transaction) : await transaction();

  if (result.promoted) await mailTicket(result.promoted, origin, 'promoted');
  return { status: 'cancelled', ...(result.promoted ? { promotedTicketId: result.promoted.ticketId } : {}) };
});
