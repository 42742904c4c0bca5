import { HttpsError, onCall } from 'firebase-functions/v2/https';
import * as z from 'zod/mini';
import { db } from '../lib/admin';
import { parsePayload, requireCaller } from '../lib/callable';
import { mayManage } from '../lib/staff';
import { allowedOrigin } from '../lib/config';
import { readDoc } from '../lib/read-doc';
import { emailKeySchema } from '../lib/server-schemas';
import { inTurn } from './compe-queue';
import { changeRegistStatus, registForStatus } from './change-status';
import { releaseSeat } from './seats';
import { fullDivisions, readDivisionCounts, withSeats, writeDivisionCounts } from './division-seats';
import { readPaired, unpair } from './pairs';
import { readAskedTickets, withdrawRequests, writeRequests, type RequestTickets } from './pair-requests';
import { compeRef, emailKeyRef, registRef } from '../lib/refs';
import { fill, HOLDS_SEAT, readCompe } from './store';
import { mailTicket, type TicketMailInput, type TicketMailReason } from './ticket-mail';
import { MESSAGES } from '@/shared/messages';
import { compeSchema } from '@/shared/schemas/compe';
import {
  setRegistStatusRequest,
  type RegistAction,
  type SetRegistStatusResponse,
} from '@/shared/schemas/callables';
import { REGIST_STATUS_LABELS, type RegistStatus } from '@/shared/schemas/regist';

const MAX_ATTEMPTS = 30;

/** Which statuses each action starts from, where it leads, and the mail it sends. */
const ACTIONS: Record<
  RegistAction,
  { from: readonly RegistStatus[]; to: RegistStatus; mail: TicketMailReason }
> = {
  approve: { from: ['pending'], to: 'accepted', mail: 'approved' },
  reject: { from: ['pending', 'waitlisted', 'accepted'], to: 'rejected', mail: 'rejected' },
  cancel: { from: ['pending', 'waitlisted', 'accepted'], to: 'cancelled', mail: 'cancelled' },
  promote: { from: ['waitlisted'], to: 'accepted', mail: 'promoted' },
};

/**
 * Staff change one application on 参加申込リスト (docs/product.md), in ONE transaction with its
 * ticket and the seat count, and mail the person:
 *   approve  pending → accepted (the seat is already held)
 *   promote  waitlisted → accepted, only into a free seat: staff never overbook by accident
 *   reject / cancel  pending, waitlisted or accepted → rejected / cancelled; a seat it held goes
 *            to the first waitlisted registrant (mailed too), and the address may apply again.
 * Any other starting status is `failed-precondition` with the status named. Callers who are not
 * staff of the competition get `permission-denied`, whatever the competition or registration.
 */
export const setRegistStatus = onCall(async (request): Promise<SetRegistStatusResponse> => {
  const caller = await requireCaller(request);
  const { compeId, registId, action, origin: requested } = parsePayload(setRegistStatusRequest, request.data);
  const origin = allowedOrigin(requested);
  if (!origin) throw new HttpsError('invalid-argument', MESSAGES.registLinkNotAllowed);
  // Checked before anything about the competition is told: a stranger learns nothing from codes.
  const seen = readDoc(await compeRef(compeId).get(), z.pick(compeSchema, { clubId: true, owner: true }));
  if (!seen || !mayManage(caller, seen)) throw new HttpsError('permission-denied', MESSAGES.permissionDenied);

  const rule = ACTIONS[action];
  const mails = await inTurn(compeId, () =>
    db.runTransaction(
      async (tx): Promise<{ changed: TicketMailInput; promoted?: TicketMailInput }> => {
        const ref = registRef(compeId, registId);
        const [compeSnap, registSnap] = await Promise.all([tx.get(compeRef(compeId)), tx.get(ref)]);
        const regist = readDoc(registSnap, registForStatus);
        if (!regist) throw new HttpsError('not-found', MESSAGES.registNotFound);
        const compe = readCompe(compeSnap, true);
        const { status } = regist;
        if (!rule.from.includes(status)) {
          throw new HttpsError(
            'failed-precondition',
            fill(MESSAGES.registActionNotAllowed, { status: REGIST_STATUS_LABELS[status] }),
          );
        }
        const { capacity, count } = compe.regist;
        if (action === 'promote' && capacity !== 0 && count >= capacity) {
          throw new HttpsError('failed-precondition', MESSAGES.registNoFreeSeat);
        }
        // Promoting takes a seat in each of its 部門 too: only into free ones.
        const divisions = regist.divisions ?? [];
        const counts =
          action === 'promote' && divisions.length > 0 ? await readDivisionCounts(tx, compeId) : {};
        if (action === 'promote' && fullDivisions(compe, divisions, counts).length > 0) {
          throw new HttpsError('failed-precondition', MESSAGES.registNoFreeSeat);
        }

        const ending = rule.to === 'rejected' || rule.to === 'cancelled';
        const lockRef = emailKeyRef(compeId, regist.email);
        const lock = ending ? readDoc(await tx.get(lockRef), emailKeySchema) : undefined;
        const paired = ending ? await readPaired(tx, compeId, regist.partners) : [];
        // Its ペアの申し込み still waiting on others' 参加票 go (pair-requests.ts).
        const tickets: RequestTickets = new Map();
        const asked = ending ? await readAskedTickets(tx, tickets, compeId, regist.partners) : [];
        const promoted =
          ending && HOLDS_SEAT.includes(status)
            ? await releaseSeat(tx, compeId, compe, { id: registId, divisions })
            : undefined;
        // A pair made with it goes back to 確認待ち on the partner's side (pairs.ts).
        if (ending) unpair(tx, compe, { ref, data: regist }, paired);
        withdrawRequests(asked, registId);
        writeRequests(tx, tickets);

        const changed = changeRegistStatus(tx, compeId, compe, { ref, data: regist }, rule.to);
        if (action === 'promote') tx.update(compeRef(compeId), { 'regist.count': count + 1 });
        if (action === 'promote' && divisions.length > 0) {
          writeDivisionCounts(tx, compeId, withSeats(counts, divisions, 1));
        }
        if (lock?.registId === registId) tx.delete(lockRef);
        return {
          changed,
          ...(promoted ? { promoted } : {}),
        };
      },
      { maxAttempts: MAX_ATTEMPTS },
    ),
  );

  await Promise.all([
    mailTicket(mails.changed, origin, rule.mail),
    ...(mails.promoted ? [mailTicket(mails.promoted, origin, 'promoted')] : []),
  ]);
  return { status: rule.to, ...(mails.promoted ? { promotedRegistId: mails.promoted.registId } : {}) };
});
