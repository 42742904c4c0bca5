import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { parsePayload, requireCaller } from '../lib/callable';
import { allowedOrigin } from '../lib/config';
import { mayManage } from '../lib/staff';
import { deliverAll, mailboxRef, messageId, progressWriter, settleCounts } from './mailbox';
import { pendingRecord, type OutgoingMail } from './transport';
import { composeMail, mailValues, selectRecipients } from '../../../src/shared/mail-template';
import { STAFF_MESSAGES } from '../../../src/shared/staff-messages';
import { MESSAGES } from '../../../src/shared/messages';
import { LIMITS } from '../../../src/shared/schemas/limits';
import { sendMailRequest, type SendMailResponse } from '../../../src/shared/schemas/mail';
import type { RegistStatus } from '../../../src/shared/schemas/regist';

/** Firestore's own limit per batch; a thousand recipients are recorded in two. */
const BATCH = 500;

/**
 * メール送信 (PRODUCT.md §4 sendMail): staff of the club mail an audience of one competition.
 *
 * The mailbox id is the client's `requestId`, claimed with create(): a second call with it (a
 * double tap, a retry after a dropped connection) sends nothing and answers with the first one's
 * totals. Each recipient gets a `mails` document ('pending' with the filled text) before anything
 * is sent; then every message goes out over SMTP, a few at a time, and its outcome is recorded
 * (sent with the time, or error with the server's reason); one failure never stops the rest. The
 * totals are written while sending and recounted from the messages at the end.
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
    const compe = (await db.collection('compes').doc(compeId).get()).data();
    if (!mayManage(caller, { clubId, owner: compe?.owner }) || !compe || compe.clubId !== clubId) {
      throw new HttpsError('permission-denied', MESSAGES.permissionDenied);
    }

    const box = mailboxRef(mailId);
    const earlier = await box.get();
    if (earlier.exists) return answerAgain(earlier.data() ?? {}, mailId, clubId);

    const [regists, entries, club] = await Promise.all([
      db.collection('compes').doc(compeId).collection('regists').get(),
      db.collection('compes').doc(compeId).collection('entries').select('registId').get(),
      db.collection('clubs').doc(clubId).get(),
    ]);
    const recipients = selectRecipients(
      audience,
      regists.docs.map((doc) => ({
        id: doc.id,
        name: String(doc.get('name') ?? ''),
        email: String(doc.get('email') ?? ''),
        status: doc.get('status') as RegistStatus,
        ticketId: String(doc.get('ticketId') ?? ''),
        checkedInAt: (doc.get('checkedInAt') as Timestamp | null | undefined)?.toDate() ?? null,
      })),
      entries.docs.map((doc) => ({ registId: doc.get('registId') as string | undefined })),
    );
    if (recipients.length === 0) throw new HttpsError('failed-precondition', STAFF_MESSAGES.mailNoRecipients);

    const eventedAt = (compe.eventedAt as Timestamp).toDate();
    const clubName = String(club.get('clubName') ?? clubId);
    const messages = recipients.map((recipient) => {
      const values = mailValues(recipient, { title: String(compe.title ?? ''), eventedAt }, origin);
      const { subject, text } = composeMail(payload, values, clubName);
      const mail: OutgoingMail = {
        clubId,
        compeId,
        mailboxId: mailId,
        registId: recipient.registId,
        kind: 'bulk',
        to: recipient.email,
        name: recipient.name,
        subject: subject.slice(0, LIMITS.subject),
        text: text.slice(0, LIMITS.mailText),
      };
      return { id: messageId(mailId, recipient.registId), mail };
    });

    try {
      await box.create({
        clubId,
        compeId,
        subject: payload.subject,
        body: payload.body,
        audience: audience.kind === 'status' ? audience : { kind: audience.kind },
        sentBy: caller.uid,
        sentAt: FieldValue.serverTimestamp(),
        counts: { total: messages.length, sent: 0, failed: 0 },
        finishedAt: null,
      });
    } catch (error) {
      // Another call with the same requestId got here first: it sends, this one does not.
      if ((error as { code?: unknown }).code === 6)
        return answerAgain((await box.get()).data() ?? {}, mailId, clubId);
      throw error;
    }

    for (let i = 0; i < messages.length; i += BATCH) {
      const batch = db.batch();
      for (const { id, mail } of messages.slice(i, i + BATCH)) {
        batch.set(db.collection('mails').doc(id), pendingRecord(mail));
      }
      await batch.commit();
    }

    const progress = progressWriter(mailId, messages.length);
    try {
      await deliverAll(messages, (outcome) => progress.add(outcome));
    } finally {
      await progress.stop();
    }
    return { mailId, counts: await settleCounts(clubId, mailId), duplicate: false };
  },
);

/** The answer to a requestId that was already used: its totals, never another club's. */
function answerAgain(data: Record<string, unknown>, mailId: string, clubId: string): SendMailResponse {
  if (data.clubId !== clubId) throw new HttpsError('permission-denied', MESSAGES.permissionDenied);
  const counts = data.counts as SendMailResponse['counts'];
  return { mailId, counts, duplicate: true };
}
