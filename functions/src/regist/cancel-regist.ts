import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { parsePayload } from '../lib/callable';
import { allowedOrigin } from '../lib/config';
import { compeRef, emailKeyRef, HOLDS_SEAT, readCompe, registRef, ticketDoc } from './store';
import { inTurn } from './compe-queue';
import { releaseSeat } from './seats';
import { mailTicket, type TicketMailInput } from './ticket-mail';
import { MESSAGES } from '@/shared/messages';
import { cancelRegistRequest, type CancelRegistResponse } from '@/shared/schemas/callables';
import type { RegistStatus } from '@/shared/schemas/regist';

const MAX_ATTEMPTS = 30;

/**
 * The ticket holder (whoever knows the ticket id) cancels their application (docs/data-model.md).
 * In ONE transaction: the regist and its ticket become 'cancelled', the address may apply again,
 * and a seat it held goes to the first waitlisted registrant (lowest 受付番号) — accepted, or
 * pending under manual approval — whose ticket changes too; with nobody waiting the seat count
 * drops by one. The promoted person is mailed afterwards.
 *
 * Idempotent: cancelling a cancelled application answers `{status: 'cancelled'}` again and
 * changes nothing. A rejected one cannot be cancelled (`failed-precondition`); a ticket that is
 * not a 参加票 is `not-found`.
 */
export const cancelRegist = onCall(async (request): Promise<CancelRegistResponse> => {
  const { ticketId, origin: requested } = parsePayload(cancelRegistRequest, request.data);
  const origin = allowedOrigin(requested);
  if (!origin) throw new HttpsError('invalid-argument', MESSAGES.registLinkNotAllowed);

  const queueId = (await ticketDoc(ticketId).get()).get('compeId') as unknown;
  const transaction = () =>
    db.runTransaction(
      async (tx): Promise<{ promoted?: TicketMailInput }> => {
        const ticket = (await tx.get(ticketDoc(ticketId))).data();
        if (
          ticket?.code !== 'regist' ||
          typeof ticket.compeId !== 'string' ||
          typeof ticket.registId !== 'string'
        ) {
          throw new HttpsError('not-found', MESSAGES.registTicketNotFound);
        }
        const compeId = ticket.compeId;
        const ref = registRef(compeId, ticket.registId);
        const [registSnap, compeSnap] = await Promise.all([tx.get(ref), tx.get(compeRef(compeId))]);
        const regist = registSnap.data();
        if (!regist) throw new HttpsError('not-found', MESSAGES.registTicketNotFound);
        const status = regist.status as RegistStatus;
        if (status === 'cancelled') return {};
        if (status === 'rejected')
          throw new HttpsError('failed-precondition', MESSAGES.registRejectedCannotCancel);

        const lockRef = emailKeyRef(compeId, String(regist.email));
        const lock = await tx.get(lockRef);
        // Cancelling needs no published compe, but its settings decide the promotion.
        const promoted =
          HOLDS_SEAT.includes(status) && compeSnap.exists
            ? await releaseSeat(tx, compeId, readCompe(compeSnap, true), registSnap.id)
            : undefined;
        tx.update(ref, { status: 'cancelled' });
        tx.update(ticketDoc(ticketId), { status: 'cancelled' });
        if (lock.get('registId') === registSnap.id) tx.delete(lockRef);
        return promoted ? { promoted } : {};
      },
      { maxAttempts: MAX_ATTEMPTS },
    );
  // Takes its turn with the submits of the same competition (compe-queue.ts); the transaction
  // re-reads the ticket, so a wrong or changed one is still caught there.
  const result =
    typeof queueId === 'string' && queueId ? await inTurn(queueId, transaction) : await transaction();

  if (result.promoted) await mailTicket(result.promoted, origin, 'promoted');
  return { status: 'cancelled', ...(result.promoted ? { promotedTicketId: result.promoted.ticketId } : {}) };
});
