import { z } from 'zod';
import { LIMITS } from './limits';
import { emailText, requiredText, roleSchema } from './common';
import { REGIST_STATUSES } from './regist';

/** tickets/{ticketId} with code 'auth' — a staff invitation (SPEC.md §3). */
export const authTicketSchema = z.object({
  code: z.literal('auth'),
  createdAt: z.date(),
  isClosed: z.boolean(),
  closedAt: z.date().optional(),
  receiver: requiredText(LIMITS.personName),
  email: emailText,
  inviter: z.string().max(LIMITS.id),
  inviterName: z.string().max(LIMITS.personName),
  clubId: z.string().max(LIMITS.id),
  clubName: z.string().max(LIMITS.clubName),
  role: roleSchema,
  compeId: z.string().max(LIMITS.id).optional(),
});
export type AuthTicket = z.infer<typeof authTicketSchema> & { id: string };

/** The invite dialog's fields. */
export const inviteFormSchema = authTicketSchema.pick({ receiver: true, email: true, role: true });

/** tickets/{ticketId} with code 'regist' — a participant's 参加票, written only by functions. */
export const registTicketSchema = z.object({
  code: z.literal('regist'),
  clubId: z.string().max(LIMITS.id),
  compeId: z.string().max(LIMITS.id),
  registId: z.string().max(LIMITS.id),
  compeTitle: z.string().max(LIMITS.title),
  eventedAt: z.date(),
  venue: z.string().max(LIMITS.venue),
  name: z.string().max(LIMITS.personName),
  number: z.number().int().min(1),
  status: z.enum(REGIST_STATUSES),
  createdAt: z.date(),
});
export type RegistTicket = z.infer<typeof registTicketSchema> & { id: string };

export const ticketSchema = z.discriminatedUnion('code', [authTicketSchema, registTicketSchema]);
export type Ticket = AuthTicket | RegistTicket;

/** Ticket ids are the secret that lets anyone read a ticket: at least 20 random characters. */
export const TICKET_ID_MIN_LENGTH = 20;
