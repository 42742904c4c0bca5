import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import * as z from 'zod/mini';
import { db } from '../lib/admin';
import { parsePayload, requireCaller, type Caller } from '../lib/callable';
import { matchDoc, readDoc } from '../lib/read-doc';
import { compeRef, emailKeyRef, mailboxMails, mailboxRef, mailRef, registRef } from '../lib/refs';
import { emailKeySchema } from '../lib/server-schemas';
import { mayManage } from '../lib/staff';
import { deliverAll, settleCounts } from './mailbox';
import { inTurn } from '../regist/compe-queue';
import type { OutgoingMail } from './transport';
import { STAFF_MESSAGES } from '@/shared/staff-messages';
import { MESSAGES } from '@/shared/messages';
import { compeSchema } from '@/shared/schemas/compe';
import { mailboxSchema, mailSchema, resendMailRequest, type ResendMailResponse } from '@/shared/schemas/mail';
import { registSchema } from '@/shared/schemas/regist';

/** A recorded message as it can be sent again (mailSchema), or null when it has no text to send. */
function outgoing(snap: DocumentSnapshot): OutgoingMail | null {
  const mail = matchDoc(snap, z.omit(mailSchema, { createdAt: true, sentAt: true }));
  if (!mail?.text) return null;
  const { clubId, kind, to, name, subject, text, replyTo, registId, compeId, mailboxId } = mail;
  return { clubId, kind, to, name, subject, text, replyTo, registId, compeId, mailboxId };
}

/** What a resend reads of mails/{id} (mailSchema) before sending: whose it is, whom it went to. */
const messageToResend = z.pick(mailSchema, {
  clubId: true,
  compeId: true,
  registId: true,
  mailboxId: true,
  state: true,
});
type MessageToResend = z.output<typeof messageToResend>;

/**
 * Claims a failed message for this call: 'error' → 'pending' only if nobody changed it since it
 * was read, so two resends at once never send it twice. False when another call got it first.
 */
async function claim(snap: DocumentSnapshot): Promise<boolean> {
  try {
    await snap.ref.update({ state: 'pending' }, { lastUpdateTime: snap.updateTime });
    return true;
  } catch {
    return false;
  }
}

function requireStaff(caller: Caller, clubId: string | undefined, compeOwner?: string) {
  if (!mayManage(caller, { clubId, owner: compeOwner })) {
    throw new HttpsError('permission-denied', MESSAGES.permissionDenied);
  }
}

/** The owner of the competition a message belongs to (what counts in `indie`). */
async function ownerOf(compeId: string | undefined): Promise<string | undefined> {
  if (!compeId) return undefined;
  return readDoc(await compeRef(compeId).get(), z.pick(compeSchema, { owner: true }))?.owner;
}

/** What moving an address reads of compes/{compeId}/regists/{registId} (registSchema). */
const registToReaddress = z.pick(registSchema, { email: true, createdAt: true });

/**
 * A failed message sent to a wrong address gets the right one: on the message and, when it went
 * to a registrant, on the registration too (with its duplicate lock moved to the new address), so
 * the next mail goes right. The message, read again, is returned.
 */
async function readdress(
  snap: DocumentSnapshot,
  message: MessageToResend,
  to: string,
): Promise<DocumentSnapshot> {
  const { compeId, registId } = message;
  if (compeId && registId) {
    await inTurn(compeId, () =>
      db.runTransaction(async (tx) => {
        const ref = registRef(compeId, registId);
        const regist = readDoc(await tx.get(ref), registToReaddress);
        if (!regist) return;
        const oldLock = emailKeyRef(compeId, regist.email);
        const newLock = emailKeyRef(compeId, to);
        const [oldSnap, newSnap] = await Promise.all([tx.get(oldLock), tx.get(newLock)]);
        const [old, taken] = [readDoc(oldSnap, emailKeySchema), readDoc(newSnap, emailKeySchema)];
        if (taken && taken.registId !== registId) {
          throw new HttpsError('already-exists', STAFF_MESSAGES.mailAddressTaken);
        }
        if (old?.registId === registId && oldLock.path !== newLock.path) tx.delete(oldLock);
        tx.set(newLock, { registId, createdAt: old?.createdAt ?? regist.createdAt });
        tx.update(ref, { email: to });
      }),
    );
  }
  await snap.ref.update({ to });
  return snap.ref.get();
}

/**
 * 再送 (resendMail, docs/data-model.md): with `mailId`, every message of that mailbox whose state is
 * エラー; with `messageId`, that one message (a row of 参加申込リスト / エントリー). Each goes out again
 * exactly as recorded, and its new outcome replaces the old one; messages already sent are never
 * sent again. The mailbox totals are recounted afterwards.
 */
export const resendMail = onCall({ timeoutSeconds: 540 }, async (request): Promise<ResendMailResponse> => {
  const caller = await requireCaller(request);
  const { mailId, messageId, to } = parsePayload(resendMailRequest, request.data);

  // The payload has exactly one of mailId and messageId (resendMailRequest).
  let failed: DocumentSnapshot[] = [];
  let clubId = '';
  let mailboxId: string | undefined;
  if (mailId) {
    const box = readDoc(
      await mailboxRef(mailId).get(),
      z.pick(mailboxSchema, { clubId: true, compeId: true }),
    );
    requireStaff(caller, box?.clubId, await ownerOf(box?.compeId));
    if (!box) throw new HttpsError('not-found', STAFF_MESSAGES.mailNotFound);
    clubId = box.clubId;
    mailboxId = mailId;
    failed = (await mailboxMails(clubId, mailId).where('state', '==', 'error').get()).docs;
  } else if (messageId) {
    const snap = await mailRef(messageId).get();
    const message = readDoc(snap, messageToResend);
    requireStaff(caller, message?.clubId, await ownerOf(message?.compeId));
    if (!message) throw new HttpsError('not-found', STAFF_MESSAGES.mailNotFound);
    clubId = message.clubId;
    mailboxId = message.mailboxId;
    failed = message.state === 'error' ? [snap] : [];
    if (to && failed.length) failed = [await readdress(snap, message, to)];
  }
  if (failed.length === 0) throw new HttpsError('failed-precondition', STAFF_MESSAGES.mailNothingToResend);

  const ready = failed.flatMap((snap) => {
    const mail = outgoing(snap);
    return mail ? [{ snap, mail }] : [];
  });
  if (ready.length === 0) throw new HttpsError('failed-precondition', STAFF_MESSAGES.mailNotResendable);

  const claimed = (
    await Promise.all(ready.map(async (item) => ((await claim(item.snap)) ? item : null)))
  ).filter((item) => item !== null);
  const outcomes = await deliverAll(claimed.map(({ snap, mail }) => ({ id: snap.id, mail })));
  if (mailboxId) await settleCounts(clubId, mailboxId);
  const sent = outcomes.filter((outcome) => outcome.state === 'sent').length;
  return { retried: outcomes.length, sent, failed: outcomes.length - sent };
});
