import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import * as z from 'zod/mini';
import { parsePayload, requireCaller } from '../lib/callable';
import { allowedOrigin } from '../lib/config';
import { readDoc } from '../lib/read-doc';
import { compeRef, mailboxRef } from '../lib/refs';
import { mayManage } from '../lib/staff';
import { audienceOf, bulkMessages, clubNameOf, mailboxData, sendRecorded, type BulkMail } from './bulk';
import { STAFF_MESSAGES } from '@/shared/staff-messages';
import { MESSAGES } from '@/shared/messages';
import { compeSchema } from '@/shared/schemas/compe';
import { mailboxSchema, sendMailRequest, type SendMailResponse } from '@/shared/schemas/mail';

/** What メール送信 reads of compes/{compeId} (compeSchema): who runs it, and what the mail says. */
const compeToMail = z.pick(compeSchema, { clubId: true, owner: true, title: true, eventedAt: true });

/**
 * メール送信 (sendMail, docs/data-model.md): staff of the club mail an audience of one competition.
 *
 * The mailbox id is the client's `requestId`, claimed with create(): a second call with it (a
 * double tap, a retry after a dropped connection) sends nothing and answers with the first one's
 * totals. Each recipient gets a `mails` document ('pending' with the filled text) before anything
 * is sent; then every message goes out over SMTP, a few at a time, and its outcome is recorded
 * (sent with the time, or error with the server's reason); one failure never stops the rest. The
 * totals are written while sending and recounted from the messages at the end (mail/bulk.ts).
 */
export const sendMail = onCall(
  { timeoutSeconds: 540, memory: '512MiB' },
  async (request): Promise<SendMailResponse> => {
    const caller = await requireCaller(request);
    const payload = parsePayload(sendMailRequest, request.data);
    const { requestId: mailId, clubId, compeId, audience } = payload;
    const origin = allowedOrigin(payload.origin);
    if (!origin) throw new HttpsError('invalid-argument', STAFF_MESSAGES.mailLinkNotAllowed);

    // Whoever is not staff of the club hears the same answer, whatever exists.
    const compe = readDoc(await compeRef(compeId).get(), compeToMail);
    if (!mayManage(caller, { clubId, owner: compe?.owner }) || !compe || compe.clubId !== clubId) {
      throw new HttpsError('permission-denied', MESSAGES.permissionDenied);
    }

    const box = mailboxRef(mailId);
    const earlier = await box.get();
    if (earlier.exists) return answerAgain(earlier, mailId, clubId);

    const [recipients, clubName] = await Promise.all([audienceOf(compeId, audience), clubNameOf(clubId)]);
    if (recipients.length === 0) throw new HttpsError('failed-precondition', STAFF_MESSAGES.mailNoRecipients);

    const bulk: BulkMail = {
      mailId,
      clubId,
      compeId,
      compe: { title: compe.title, eventedAt: compe.eventedAt },
      template: { subject: payload.subject, body: payload.body },
      audience,
      origin,
      clubName,
      sentBy: caller.uid,
    };
    const messages = bulkMessages(bulk, recipients);
    try {
      await box.create(mailboxData(bulk, messages.length));
    } catch (error) {
      // Another call with the same requestId got here first: it sends, this one does not.
      if ((error as { code?: unknown }).code === 6) return answerAgain(await box.get(), mailId, clubId);
      throw error;
    }
    return { mailId, counts: await sendRecorded(clubId, mailId, messages), duplicate: false };
  },
);

/** The answer to a requestId that was already used (mailbox/{mailId}): its totals, never another club's. */
export function answerAgain(box: DocumentSnapshot, mailId: string, clubId: string): SendMailResponse {
  const earlier = readDoc(box, z.pick(mailboxSchema, { clubId: true, counts: true }));
  if (earlier?.clubId !== clubId) throw new HttpsError('permission-denied', MESSAGES.permissionDenied);
  return { mailId, counts: earlier.counts, duplicate: true };
}
