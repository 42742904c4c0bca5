import { z } from 'zod';
import { unknownPlaceholders } from '../mail-template';
import { docId, emailText, requiredText } from './common';
import { LIMITS } from './limits';
import { REGIST_STATUSES } from './regist';

export const AUDIENCE_KINDS = ['all', 'status', 'entries', 'checkedIn', 'notCheckedIn'] as const;
export const audienceSchema = z
  .object({
    kind: z.enum(AUDIENCE_KINDS),
    status: z.enum(REGIST_STATUSES).optional(),
  })
  .refine((audience) => audience.kind !== 'status' || audience.status !== undefined, {
    message: '申込状態を選んでください',
    path: ['status'],
  });
export type Audience = z.infer<typeof audienceSchema>;

/** mailbox/{mailId} — one bulk message as sent by staff; written only by functions. */
export const mailboxSchema = z.object({
  clubId: z.string().max(LIMITS.id),
  compeId: z.string().max(LIMITS.id).optional(),
  subject: z.string().max(LIMITS.subject),
  body: z.string().max(LIMITS.mailBody),
  audience: audienceSchema,
  sentBy: z.string().max(LIMITS.id),
  sentAt: z.date(),
  counts: z.object({ total: z.number().int(), sent: z.number().int(), failed: z.number().int() }),
  /** Set when the function has tried every recipient; until then the mail is 送信中. */
  finishedAt: z.date().nullable().optional(),
});
export type Mailbox = z.infer<typeof mailboxSchema> & { id: string };

export const MAIL_KINDS = ['bulk', 'ticket', 'invite', 'contact', 'autoReply'] as const;
export const MAIL_STATES = ['pending', 'sent', 'error'] as const;

/** mails/{id} — one message to one address; written only by functions. */
export const mailSchema = z.object({
  clubId: z.string().max(LIMITS.id),
  mailboxId: z.string().max(LIMITS.id).optional(),
  compeId: z.string().max(LIMITS.id).optional(),
  registId: z.string().max(LIMITS.id).optional(),
  kind: z.enum(MAIL_KINDS),
  to: z.string().max(LIMITS.email),
  name: z.string().max(LIMITS.personName).optional(),
  subject: z.string().max(LIMITS.subject),
  state: z.enum(MAIL_STATES),
  error: z.string().max(LIMITS.error).optional(),
  attempts: z.number().int().min(0),
  sentAt: z.date().nullable(),
  /** When the message was queued (server time); the newest per person is the "last mail" of a list row. */
  createdAt: z.date(),
  /** The text as sent, so a failed message can be sent again exactly (resendMail). */
  text: z.string().max(LIMITS.mailText).optional(),
  replyTo: z.string().max(LIMITS.email).optional(),
});
export type Mail = z.infer<typeof mailSchema> & { id: string };

/** A subject or body in which every `{placeholder}` is one we fill (a typo is caught before sending). */
const templateText = (max: number) =>
  requiredText(max).superRefine((text, ctx) => {
    const unknown = unknownPlaceholders(text);
    if (unknown.length) {
      ctx.addIssue({
        code: 'custom',
        message: `使えない差し込み項目があります：${unknown.map((key) => `{${key}}`).join(' ')}`,
      });
    }
  });

/** The compose form of メール送信; the same schema checks the sendMail payload in the function. */
export const mailFormSchema = z.object({
  compeId: docId,
  audience: audienceSchema,
  subject: templateText(LIMITS.subject),
  body: templateText(LIMITS.mailBody),
});
export type MailForm = z.infer<typeof mailFormSchema>;

/**
 * sendMail (PRODUCT.md §4). `requestId` is made once per compose on the client and becomes the
 * mailbox id: a second call with it (a retry after a dropped connection, a double tap) sends nothing
 * again and answers with the first call's mailbox. `origin` is where `{ticketUrl}` points.
 */
export const sendMailRequest = mailFormSchema.extend({
  requestId: docId,
  clubId: docId,
  origin: z.url().max(LIMITS.url),
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
  .object({ mailId: docId.optional(), messageId: docId.optional(), to: emailText.optional() })
  .refine(
    (value) => !!value.mailId !== !!value.messageId,
    'mailId か messageId のどちらか一方を指定してください',
  )
  .refine((value) => value.to === undefined || value.messageId !== undefined, {
    message: '宛先を直せるのは1通ずつです',
    path: ['to'],
  });
export type ResendMailRequest = z.infer<typeof resendMailRequest>;
/** The 宛先を修正して再送 dialog: the corrected address. */
export const fixAddressSchema = z.object({ to: emailText });
export interface ResendMailResponse {
  /** How many were tried, and how many went through this time. */
  retried: number;
  sent: number;
  failed: number;
}

/** お問い合わせ (PRODUCT.md §2, §4 sendContact): to the club's e-mails, or the operator without a club. */
export const contactFormSchema = z.object({
  name: requiredText(LIMITS.personName),
  email: emailText,
  subject: requiredText(LIMITS.subject),
  body: requiredText(LIMITS.contactBody),
});
export type ContactForm = z.infer<typeof contactFormSchema>;
export const sendContactRequest = contactFormSchema.extend({ clubId: docId.optional() });
export type SendContactRequest = z.infer<typeof sendContactRequest>;
export interface SendContactResponse {
  ok: true;
}
