import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import * as z from 'zod/mini';
import { db } from '../lib/admin';
import { parsePayload, requireCaller, type Caller } from '../lib/callable';
import { mayManage } from '../lib/staff';
import { deliverAll, mailboxRef, mailsOf, settleCounts } from './mailbox';
import { inTurn } from '../regist/compe-queue';
import { emailKeyRef, registRef } from '../regist/store';
import type { OutgoingMail } from './transport';
import { STAFF_MESSAGES } from '@/shared/staff-messages';
import { MESSAGES } from '@/shared/messages';
import { mailSchema, resendMailRequest, type ResendMailResponse } from '@/shared/schemas/mail';

/** A recorded message as it can be sent again, or null when it has no text to send. */
function outgoing(snap: DocumentSnapshot): OutgoingMail | null {
  const parsed = z.omit(mailSchema, { createdAt: true, sentAt: true }).safeParse(snap.data());
  if (!parsed.success || !parsed.data.text) return null;
  const { clubId, kind, to, name, subject, text, replyTo, registId, compeId, mailboxId } = parsed.data;
  return { clubId, kind, to, name, subject, text, replyTo, registId, compeId, mailboxId };
}

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

function requireStaff(caller: Caller, clubId: unknown, compeOwner?: unknown) {
  if (!mayManage(caller, { clubId, owner: compeOwner })) {
    throw new HttpsError('permission-denied', MESSAGES.permissionDenied);
  }
}

/** The owner of the competition a message belongs to (what counts in `indie`). */
async function ownerOf(compeId: unknown): Promise<unknown> {
  if (typeof compeId !== 'string' || !compeId) return undefined;
  return (await db.collection('compes').doc(compeId).get()).get('owner');
}

/**
 * A failed message sent to a wrong address gets the right one: on the message and, when it went
 * to a registrant, on the registration too (with its duplicate lock moved to the new address), so
 * the next mail goes right. The message, read again, is returned.
 */
async function readdress(message: DocumentSnapshot, to: string): Promise<DocumentSnapshot> {
  const compeId = message.get('compeId') as string | undefined;
  const registId = message.get('registId') as string | undefined;
  if (compeId && registId) {
    await inTurn(compeId, () =>
      db.runTransaction(async (tx) => {
        const ref = registRef(compeId, registId);
        const regist = await tx.get(ref);
        if (!regist.exists) return;
        const oldLock = emailKeyRef(compeId, String(regist.get('email')));
        const newLock = emailKeyRef(compeId, to);
        const [oldSnap, newSnap] = await Promise.all([tx.get(oldLock), tx.get(newLock)]);
        const holder = newSnap.get('registId') as unknown;
        if (typeof holder === 'string' && holder !== registId) {
          throw new HttpsError('already-exists', STAFF_MESSAGES.mailAddressTaken);
        }
        if (oldSnap.get('registId') === registId && oldLock.path !== newLock.path) tx.delete(oldLock);
        tx.set(newLock, {
          registId,
          createdAt: oldSnap.get('createdAt') ?? regist.get('createdAt') ?? new Date(),
        });
        tx.update(ref, { email: to });
      }),
    );
  }
  await message.ref.update({ to });
  return message.ref.get();
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

  let failed: DocumentSnapshot[];
  let clubId: string;
  let mailboxId: string | undefined;
  if (mailId) {
    const box = await mailboxRef(mailId).get();
    requireStaff(caller, box.get('clubId'), await ownerOf(box.get('compeId')));
    if (!box.exists) throw new HttpsError('not-found', STAFF_MESSAGES.mailNotFound);
    clubId = String(box.get('clubId'));
    mailboxId = mailId;
    failed = (await mailsOf(clubId, mailId).where('state', '==', 'error').get()).docs;
  } else {
    const message = await db
      .collection('mails')
      .doc(messageId as string)
      .get();
    requireStaff(caller, message.get('clubId'), await ownerOf(message.get('compeId')));
    if (!message.exists) throw new HttpsError('not-found', STAFF_MESSAGES.mailNotFound);
    clubId = String(message.get('clubId'));
    mailboxId = message.get('mailboxId') as string | undefined;
    failed = message.get('state') === 'error' ? [message] : [];
    if (to && failed.length) failed = [await readdress(failed[0], to)];
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
