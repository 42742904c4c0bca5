import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { createTransport, type Transporter } from 'nodemailer';
import * as z from 'zod/mini';
import { MAIL_FROM, SMTP_URL } from '../lib/config';
import { newMailRef } from '../lib/refs';
import { clubSenders, type MailSender } from './club-sender';
import { LIMITS } from '@/shared/schemas/limits';
import { mailSchema, type MAIL_KINDS } from '@/shared/schemas/mail';

/** One message to one address. */
export interface OutgoingMail {
  clubId: string;
  kind: (typeof MAIL_KINDS)[number];
  to: string;
  /** The recipient's name, shown in the To header and on the result cards. */
  name?: string;
  subject: string;
  text: string;
  html?: string;
  /** Where answers go when it is not the club's addresses (お問い合わせ: the person who wrote). */
  replyTo?: string;
  registId?: string;
  compeId?: string;
  mailboxId?: string;
}

/** What the SMTP server said; `error` is the reason as recorded in the `mails` document. */
export interface MailOutcome {
  mailId: string;
  state: 'sent' | 'error';
  error?: string;
}

let pool: { url: string; transporter: Transporter } | undefined;

/**
 * One pooled SMTP transporter per instance, made on first use so a bulk send reuses a few open
 * connections instead of one per message. Timeouts are short: a function waiting two minutes on
 * an unreachable server helps nobody, and the failure is recorded either way.
 */
function transporter(): Transporter {
  const url = SMTP_URL.value();
  if (!url) throw new Error('SMTP_URL is not configured');
  if (pool?.url !== url) {
    pool?.transporter.close();
    pool = {
      url,
      transporter: createTransport({
        url,
        pool: true,
        maxConnections: 3,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      }),
    };
  }
  return pool.transporter;
}

function describe(error: unknown): string {
  const { code, message } = error as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' && message ? message : String(error);
  return (typeof code === 'string' && !text.includes(code) ? `${code}: ${text}` : text).slice(
    0,
    LIMITS.error,
  );
}

/**
 * mails/{id} as first written (schemas/mail.ts mailSchema), before the SMTP server has answered.
 * The text is kept so a failed message can be sent again exactly as it was (resendMail).
 */
export function pendingRecord(mail: OutgoingMail) {
  const record = z.omit(mailSchema, { createdAt: true }).parse({
    clubId: mail.clubId,
    kind: mail.kind,
    to: mail.to,
    subject: mail.subject,
    state: 'pending',
    attempts: 0,
    sentAt: null,
    text: mail.text.slice(0, LIMITS.mailText),
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    ...(mail.name ? { name: mail.name.slice(0, LIMITS.personName) } : {}),
    ...(mail.registId ? { registId: mail.registId } : {}),
    ...(mail.compeId ? { compeId: mail.compeId } : {}),
    ...(mail.mailboxId ? { mailboxId: mail.mailboxId } : {}),
  });
  return { ...record, createdAt: FieldValue.serverTimestamp() };
}

/** MAIL_FROM's address alone, e.g. no-reply@example.com from "Compe <no-reply@example.com>". */
function fromAddress(): string {
  const from = MAIL_FROM.value().trim();
  return /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from;
}

/**
 * The From and Reply-To headers: a club's mail shows the club's name at our own address, with
 * replies to the club (club-sender.ts); anything else is from MAIL_FROM as configured.
 */
function senderHeaders(mail: OutgoingMail, sender: MailSender | null) {
  const replyTo = mail.replyTo ? [mail.replyTo] : (sender?.replyTo ?? []);
  return {
    from: sender ? { name: sender.name, address: fromAddress() } : MAIL_FROM.value(),
    ...(replyTo.length ? { replyTo } : {}),
  };
}

/**
 * Sends once and records the answer on the `mails` document. Never throws for an SMTP failure.
 * `senders` names the club that sends it (club-sender.ts); pass one to a run of messages so the
 * club is read once.
 */
export async function deliver(
  ref: DocumentReference,
  mail: OutgoingMail,
  senders = clubSenders(),
): Promise<MailOutcome> {
  let failure: string | undefined;
  const sender = await senders(mail);
  try {
    await transporter().sendMail({
      ...senderHeaders(mail, sender),
      to: mail.name ? { name: mail.name, address: mail.to } : mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
    });
  } catch (error) {
    failure = describe(error);
    logger.warn('mail not sent', { mailId: ref.id, kind: mail.kind, error: failure });
  }
  if (failure === undefined) {
    await ref.update({
      state: 'sent',
      sentAt: FieldValue.serverTimestamp(),
      attempts: FieldValue.increment(1),
      error: FieldValue.delete(),
    });
    return { mailId: ref.id, state: 'sent' };
  }
  await ref.update({ state: 'error', error: failure, attempts: FieldValue.increment(1) });
  return { mailId: ref.id, state: 'error', error: failure };
}

/**
 * Records the message in `mails` (state 'pending'), sends it over SMTP, then records 'sent' with
 * the time or 'error' with the reason. Resolves with the outcome whatever the SMTP server did;
 * only a Firestore failure rejects.
 */
export async function sendAndRecord(mail: OutgoingMail): Promise<MailOutcome> {
  const ref = newMailRef();
  await ref.set(pendingRecord(mail));
  return deliver(ref, mail);
}

/** Closes the pooled connections (tests, or an instance that is shutting down). */
export function closeMailTransport(): void {
  pool?.transporter.close();
  pool = undefined;
}
