import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { parsePayload } from '../lib/callable';
import { OPERATOR_EMAIL } from '../lib/config';
import { burstLimit } from '../lib/burst-limit';
import { perCaller, throttle } from '../lib/throttle';
import { clubAddresses, clubAddressing } from './club-sender';
import { sendAndRecord } from './transport';
import { CONTACT_MESSAGES } from '@/shared/contact-messages';
import { fill } from '@/shared/fill';

import { LIMITS } from '@/shared/schemas/limits';
import { sendContactRequest, type SendContactResponse } from '@/shared/schemas/mail';

const HOUR = 60 * 60 * 1000;
/**
 * A person writing a few times about one competition gets through; a script using the form to
 * mail a club (or the auto-reply to mail strangers) does not. `global`, over all senders: the
 * form brings a handful of messages a day, so 100 an hour is far more than people write, while
 * many addresses together can still put no more than 100 messages an hour into the clubs' inboxes
 * (and as many auto-replies out). Only messages within their per-address limits count towards it,
 * so one sender cannot spend it alone.
 */
export const CONTACT_LIMITS = { perEmail: 3, perIp: 10, global: 100, windowMs: HOUR };

/** Messages that are not about one club are kept under this clubId: no club has an empty id. */
const OPERATOR_CLUB = '';

/**
 * お問い合わせ (sendContact, docs/data-model.md): the message goes to each of the club's e-mails (the
 * operator's address when there is no club, or the club lists none) with Reply-To set to the
 * sender, and the sender gets an auto-reply. Throttled per address, per IP and over all senders.
 */
export const sendContact = onCall(async (request): Promise<SendContactResponse> => {
  const form = parsePayload(sendContactRequest, request.data);
  await throttle([
    {
      key: `contact-email:${form.email.toLowerCase()}`,
      limit: CONTACT_LIMITS.perEmail,
      windowMs: CONTACT_LIMITS.windowMs,
    },
    ...perCaller('contact-ip', request.rawRequest, CONTACT_LIMITS.perIp, CONTACT_LIMITS.windowMs),
  ]);
  await burstLimit([{ key: 'contact-all', limit: CONTACT_LIMITS.global, windowMs: CONTACT_LIMITS.windowMs }]);

  let clubName = 'Compe 運営';
  let recipients: string[] = [];
  if (form.clubId) {
    const club = await clubAddressing(form.clubId);
    if (!club) throw new HttpsError('not-found', CONTACT_MESSAGES.contactClubNotFound);
    clubName = club.clubName;
    recipients = clubAddresses(club.emails);
  }
  if (recipients.length === 0) recipients = [OPERATOR_EMAIL.value()];
  const clubId = form.clubId ?? OPERATOR_CLUB;

  const outcomes = await Promise.all(
    recipients.map((to) =>
      sendAndRecord({
        clubId,
        kind: 'contact',
        to,
        subject: `【お問い合わせ】${form.subject}`.slice(0, LIMITS.subject),
        replyTo: form.email,
        text: [
          `${clubName} 御中`,
          '',
          'Compe のお問い合わせフォームから次のメッセージが届きました。',
          'このメールに返信すると、送信者に届きます。',
          '',
          `氏名：${form.name}`,
          `メール：${form.email}`,
          `件名：${form.subject}`,
          '',
          form.body,
        ].join('\n'),
      }),
    ),
  );
  // The address is whatever was typed into the form: the auto-reply says only that a message
  // arrived, in our words, so it carries nothing of a sender's to a stranger (no name, subject or
  // body to make it spam or phishing in our name).
  await sendAndRecord({
    clubId,
    kind: 'autoReply',
    to: form.email,
    subject: fill(CONTACT_MESSAGES.contactAutoReplySubject, { clubName }).slice(0, LIMITS.subject),
    text: fill(CONTACT_MESSAGES.contactAutoReplyText, { clubName }),
  });
  // The club must hear it: if no copy reached the SMTP server, say so instead of "sent".
  if (outcomes.every((outcome) => outcome.state === 'error')) {
    throw new HttpsError('unavailable', CONTACT_MESSAGES.contactNotDelivered);
  }
  return { ok: true };
});
