import * as z from 'zod/mini';
import { unknownPlaceholders } from '../mail-placeholders';
import { cappedText, docId, emailText, originUrl, requiredText, wholeNumber } from './common';
import { LIMITS } from './limits';
import { REGIST_STATUSES } from './regist';

export const AUDIENCE_KINDS = ['all', 'status', 'entries', 'checkedIn', 'notCheckedIn'] as const;
export const audienceSchema = z
  .object({
    kind: z.enum(AUDIENCE_KINDS),
    status: z.optional(z.enum(REGIST_STATUSES)),
  })
  .check(
    z.refine((audience) => audience.kind !== 'status' || audience.status !== undefined, {
      error: '申込状態を選んでください',
      path: ['status'],
    }),
  );
export type Audience = z.infer<typeof audienceSchema>;

/** mailbox/{mailId} — one bulk message as sent by staff; written only by functions. */
export const mailboxSchema = z.object({
  clubId: cappedText(LIMITS.id),
  compeId: z.optional(cappedText(LIMITS.id)),
  subject: cappedText(LIMITS.subject),
  body: cappedText(LIMITS.mailBody),
  audience: audienceSchema,
  sentBy: cappedText(LIMITS.id),
  sentAt: z.date(),
  counts: z.object({ total: wholeNumber(), sent: wholeNumber(), failed: wholeNumber() }),
  /** Set when the function has tried every recipient; until then the mail is 送信中. */
  finishedAt: z.optional(z.nullable(z.date())),
});
export type Mailbox = z.infer<typeof mailboxSchema> & { id: string };

export const MAIL_KINDS = ['bulk', 'ticket', 'invite', 'contact', 'autoReply', 'reminder'] as const;
export const MAIL_STATES = ['pending', 'sent', 'error'] as const;

/** mails/{id} — one message to one address; written only by functions. */
export const mailSchema = z.object({
  clubId: cappedText(LIMITS.id),
  mailboxId: z.optional(cappedText(LIMITS.id)),
  compeId: z.optional(cappedText(LIMITS.id)),
  registId: z.optional(cappedText(LIMITS.id)),
  kind: z.enum(MAIL_KINDS),
  to: cappedText(LIMITS.email),
  name: z.optional(cappedText(LIMITS.personName)),
  subject: cappedText(LIMITS.subject),
  state: z.enum(MAIL_STATES),
  error: z.optional(cappedText(LIMITS.error)),
  attempts: wholeNumber(0),
  sentAt: z.nullable(z.date()),
  /** When the message was queued (server time); the newest per person is the "last mail" of a list row. */
  createdAt: z.date(),
  /** The text as sent, so a failed message can be sent again exactly (resendMail). */
  text: z.optional(cappedText(LIMITS.mailText)),
  replyTo: z.optional(cappedText(LIMITS.email)),
});
export type Mail = z.infer<typeof mailSchema> & { id: string };

/** A subject or body in which every `{placeholder}` is one we fill (a typo is caught before sending). */
const templateText = (max: number) =>
  requiredText(max).check(
    z.superRefine((text, ctx) => {
      const unknown = unknownPlaceholders(text);
      if (unknown.length) {
        ctx.addIssue({
          code: 'custom',
          message: `使えない差し込み項目があります：${unknown.map((key) => `{${key}}`).join(' ')}`,
        });
      }
    }),
  );

/** The compose form of メール送信; the same schema checks the sendMail payload in the function. */
export const mailFormSchema = z.object({
  compeId: docId,
  audience: audienceSchema,
  subject: templateText(LIMITS.subject),
  body: templateText(LIMITS.mailBody),
});
export type MailForm = z.infer<typeof mailFormSchema>;

/**
 * sendMail (docs/data-model.md). `requestId` is made once per compose on the client and becomes the
 * mailbox id: a second call with it (a retry after a dropped connection, a double tap) sends nothing
 * again and answers with the first call's mailbox. `origin` is where `{ticketUrl}` points.
 */
export const sendMailRequest = z.extend(mailFormSchema, {
  requestId: docId,
  clubId: docId,
  origin: originUrl,
});
export type SendMailRequest = z.infer<typeof sendMailRequest>;
export interface MailCounts {
  total: number;
  sent: number;
  failed: number;
}
export interface SendMailResponse {
  mailId: string;
  counts: MailCounts;
  /** True when this requestId had already been sent: nothing was sent this time. */
  duplicate: boolean;
}

/**
 * resendMail: `mailId` retries every failed message of that mailbox; `messageId` retries one
 * message (a mails document: a row of 参加申込リスト / エントリー whose last mail failed), with `to`
 * a corrected address, which also becomes the registration's address.
 */
export const resendMailRequest = z
  .object({ mailId: z.optional(docId), messageId: z.optional(docId), to: z.optional(emailText) })
  .check(
    z.refine(
      (value) => !!value.mailId !== !!value.messageId,
      'mailId か messageId のどちらか一方を指定してください',
    ),
    z.refine((value) => value.to === undefined || value.messageId !== undefined, {
      error: '宛先を直せるのは1通ずつです',
      path: ['to'],
    }),
  );
export type ResendMailRequest = z.infer<typeof resendMailRequest>;
/** The 宛先を修正して再送 dialog: the corrected address. */
export const fixAddressSchema = z.object({ to: emailText });
export interface ResendMailResponse {
  /** How many were tried, and how many went through this time. */
  retried: number;
  sent: number;
  failed: number;
}

/** お問い合わせ (docs/product.md; sendContact): to the club's e-mails, or the operator without a club. */
export const contactFormSchema = z.object({
  name: requiredText(LIMITS.personName),
  email: emailText,
  subject: requiredText(LIMITS.subject),
  body: requiredText(LIMITS.contactBody),
});
export type ContactForm = z.infer<typeof contactFormSchema>;
export const sendContactRequest = z.extend(contactFormSchema, { clubId: z.optional(docId) });
export type SendContactRequest = z.infer<typeof sendContactRequest>;
export interface SendContactResponse {
  ok: true;
}
