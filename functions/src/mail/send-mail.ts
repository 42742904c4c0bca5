import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { parsePayload, requireCaller } from '../lib/callable';
import { allowedOrigin } from '../lib/config';
import { mayManage } from '../lib/staff';
import { audienceOf, bulkMessages, mailboxData, sendRecorded, type BulkMail } from './bulk';
import { compeRef } from '../compe/refs';
import { mailboxRef } from './mailbox';
import type { Timestamp } from 'firebase-admin/firestore';
import { STAFF_MESSAGES } from '@/shared/staff-messages';
import { MESSAGES } from '@/shared/messages';
import { sendMailRequest, type SendMailResponse } from '@/shared/schemas/mail';

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
    const compe = (await compeRef(compeId).get()).data();
    if (!mayManage(caller, { clubId, owner: compe?.owner }) || !compe || compe.clubId !== clubId) {
      throw new HttpsError('permission-denied', MESSAGES.permissionDenied);
    }

    const box = mailboxRef(mailId);
    const earlier = await box.get();
    if (earlier.exists) return answerAgain(earlier.data() ?? {}, mailId, clubId);

    const [recipients, club] = await Promise.all([
      audienceOf(compeId, audience),
      db.collection('clubs').doc(clubId).get(),
    ]);
    if (recipients.length === 0) throw new HttpsError('failed-precondition', STAFF_MESSAGES.mailNoRecipients);

    const bulk: BulkMail = {
      mailId,
      clubId,
      compeId,
      compe: { title: String(compe.title ?? ''), eventedAt: (compe.eventedAt as Timestamp).toDate() },
      template: { subject: payload.subject, body: payload.body },
      audience,
      origin,
      clubName: String(club.get('clubName') ?? clubId),
      sentBy: caller.uid,
    };
    const messages = bulkMessages(bulk, recipients);
    try {
      await box.create(mailboxData(bulk, messages.length));
    } catch (error) {
      // Another call with the same requestId got here first: it sends, this one does not.
      if ((error as { code?: unknown }).code === 6)
        return answerAgain((await box.get()).data() ?? {}, mailId, clubId);
      throw error;
    }
    return { mailId, counts: await sendRecorded(clubId, mailId, messages), duplicate: false };
  },
);

/** The answer to a requestId that was already used: its totals, never another club's. */
export function answerAgain(data: Record<string, unknown>, mailId: string, clubId: string): SendMailResponse {
  if (data.clubId !== clubId) throw new HttpsError('permission-denied', MESSAGES.permissionDenied);
  const counts = data.counts as SendMailResponse['counts'];
  return { mailId, counts, duplicate: true };
}
