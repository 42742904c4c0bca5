import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import * as z from 'zod/mini';
import { db } from '../lib/admin';
import { parsePayload, requireCaller } from '../lib/callable';
import { allowedOrigin } from '../lib/config';
import { readDoc } from '../lib/read-doc';
import { compeRef, linkRef, mailboxRef, ticketRef } from '../lib/refs';
import { mayManage } from '../lib/staff';
import { bulkMessages, clubNameOf, mailboxData, registsOf, sendRecorded, type BulkMail } from '../mail/bulk';
import { answerAgain } from '../mail/send-mail';
import { cancelMailTemplate, selectRecipients } from '@/shared/mail-template';
import { MESSAGES } from '@/shared/messages';
import { STAFF_MESSAGES } from '@/shared/staff-messages';
import { cancelCompeRequest, type CancelCompeResponse } from '@/shared/schemas/callables';
import { compeSchema } from '@/shared/schemas/compe';

/** Firestore's own limit per batch. */
const BATCH = 500;

/** What cancelling reads of compes/{compeId} (compeSchema): who runs it, and what the mail says. */
const compeToCancel = z.pick(compeSchema, {
  clubId: true,
  owner: true,
  title: true,
  eventedAt: true,
  cancelledAt: true,
});

/**
 * 大会を中止 (docs/product.md "Cancelling and deleting a competition"): whoever runs the competition calls it off. The records stay (regists,
 * entries, run sheet, tickets); the competition gets `cancelledAt` and its link `cancelled`, so
 * the club page, the live page and the registration page say 中止 and submitRegist refuses; every
 * 参加票 is marked `compeCancelled`; every registration that still takes part (audience `all`:
 * not cancelled, not rejected) is mailed, as a bulk mail with per-recipient results on the mail
 * pages like any other.
 *
 * One transaction reads the registrations, marks the competition and its link and claims the
 * mailbox id (`requestId`): a second call with it (a retry after a dropped answer) sends nothing
 * and answers with the first one's totals; another cancel of a cancelled competition is refused.
 */
export const cancelCompe = onCall(
  { timeoutSeconds: 540, memory: '512MiB' },
  async (request): Promise<CancelCompeResponse> => {
    const caller = await requireCaller(request);
    const payload = parsePayload(cancelCompeRequest, request.data);
    const { compeId, requestId: mailId, note } = payload;
    const origin = allowedOrigin(payload.origin);
    if (!origin) throw new HttpsError('invalid-argument', STAFF_MESSAGES.mailLinkNotAllowed);

    // Whoever does not run it hears the same answer, whatever exists.
    const seen = readDoc(await compeRef(compeId).get(), compeToCancel);
    if (!seen || !mayManage(caller, seen)) {
      throw new HttpsError('permission-denied', MESSAGES.permissionDenied);
    }
    const { clubId } = seen;
    const clubName = await clubNameOf(clubId);

    const outcome = await db.runTransaction(async (tx) => {
      const compeSnap = await tx.get(compeRef(compeId));
      const link = await tx.get(linkRef(clubId, compeId));
      const box = await tx.get(mailboxRef(mailId));
      if (box.exists) return { again: answerAgain(box, mailId, clubId), messages: [], tickets: [] };
      const compe = readDoc(compeSnap, compeToCancel);
      if (!compe) throw new HttpsError('permission-denied', MESSAGES.permissionDenied);
      if (compe.cancelledAt)
        throw new HttpsError('failed-precondition', STAFF_MESSAGES.compeAlreadyCancelled);

      const bulk: BulkMail = {
        mailId,
        clubId,
        compeId,
        compe: { title: compe.title, eventedAt: compe.eventedAt },
        template: cancelMailTemplate(note),
        audience: { kind: 'all' },
        origin,
        clubName,
        sentBy: caller.uid,
      };
      // Read once, in the transaction: whoever applies until it commits is mailed too, and after
      // it submitRegist refuses (the competition is cancelled).
      const regists = await registsOf(compeId, tx);
      const recipients = selectRecipients(bulk.audience, regists, []);
      const tickets = regists.map((regist) => regist.ticketId).filter((id) => id.length > 0);

      const now = FieldValue.serverTimestamp();
      tx.update(compeRef(compeId), { cancelledAt: now, updatedAt: now });
      if (link.exists) tx.update(link.ref, { cancelled: true });
      const messages = bulkMessages(bulk, recipients);
      // Nobody to tell: no mailbox (the mail pages would list an empty message).
      if (messages.length) tx.create(mailboxRef(mailId), mailboxData(bulk, messages.length));
      return { again: null, messages, tickets };
    });
    if (outcome.again) return { mailId: outcome.again.mailId, counts: outcome.again.counts };

    // Every 参加票 says 中止, whatever its status (a cancelled registrant's too). Only tickets that
    // exist are marked: an update of a missing one would fail the whole batch.
    for (let i = 0; i < outcome.tickets.length; i += BATCH) {
      const refs = outcome.tickets.slice(i, i + BATCH).map(ticketRef);
      const batch = db.batch();
      for (const ticket of await db.getAll(...refs)) {
        if (ticket.exists) batch.update(ticket.ref, { compeCancelled: true });
      }
      await batch.commit();
    }
    if (outcome.messages.length === 0) return { mailId: '', counts: { total: 0, sent: 0, failed: 0 } };
    return { mailId, counts: await sendRecorded(clubId, mailId, outcome.messages) };
  },
);
