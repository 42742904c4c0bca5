import { z } from 'zod';
import { LIMITS } from './limits';
import { REGIST_STATUSES } from './regist';

export const AUDIENCE_KINDS = ['all', 'status', 'entries', 'checkedIn', 'notCheckedIn'] as const;
export const audienceSchema = z.object({
  kind: z.enum(AUDIENCE_KINDS),
  status: z.enum(REGIST_STATUSES).optional(),
});

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
});
export type Mail = z.infer<typeof mailSchema> & { id: string };
