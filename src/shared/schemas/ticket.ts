import * as z from 'zod/mini';
import { LIMITS } from './limits';
import { cappedText, emailText, requiredText, roleSchema, wholeNumber } from './common';
// From regist-status, not schemas/regist: the 参加票's first load takes no registration form schema.
import { REGIST_STATUSES } from '../regist-status';
import { REMINDERS } from '../reminder-rules';
import { DIVISION_ID } from '../divisions';

/** tickets/{ticketId} with code 'auth' — a staff invitation (docs/data-model.md). */
export const authTicketSchema = z.object({
  code: z.literal('auth'),
  createdAt: z.date(),
  isClosed: z.boolean(),
  closedAt: z.optional(z.date()),
  receiver: requiredText(LIMITS.personName),
  email: emailText,
  inviter: cappedText(LIMITS.id),
  inviterName: cappedText(LIMITS.personName),
  clubId: cappedText(LIMITS.id),
  clubName: cappedText(LIMITS.clubName),
  role: roleSchema,
  compeId: z.optional(cappedText(LIMITS.id)),
});
export type AuthTicket = z.infer<typeof authTicketSchema> & { id: string };

/** The invite dialog's fields. */
export const inviteFormSchema = z.pick(authTicketSchema, { receiver: true, email: true, role: true });

/**
 * One 部門 on a 参加票 (出場する部門): its name, for a ペア 部門 the partner's name and whether the
 * pair is made (both named each other), for a 団体 部門 the team's name and members. No partner address: anyone with the ticket's link reads it.
 */
export const ticketDivisionSchema = z.object({
  id: z.string().check(z.regex(DIVISION_ID)),
  name: cappedText(LIMITS.divisionName),
  partnerName: z.optional(cappedText(LIMITS.personName)),
  paired: z.optional(z.boolean()),
  /** The partner declined the request on their own 参加票 (辞退). */
  declined: z.optional(z.boolean()),
  /** 団体 部門: the team this participant registered as its captain (regist.teams), members by name. */
  team: z.optional(
    z.object({
      name: cappedText(LIMITS.teamName),
      members: z.array(cappedText(LIMITS.personName)).check(z.maxLength(LIMITS.teamMembers)),
    }),
  ),
});
export type TicketDivision = z.infer<typeof ticketDivisionSchema>;

/** At most this many ペアの申し込み wait on one 参加票; more are not listed (the requester stays 確認待ち). */
export const PAIR_REQUESTS_MAX = 20;

/**
 * A ペアの申し込み waiting on the named partner's 参加票: someone (`name`, registration `from`) named
 * this participant's address for the ペア 部門 `divisionId` without being named back. Answered with
 * answerPairRequest; no address, like the rest of the ticket.
 */
export const pairRequestSchema = z.object({
  from: cappedText(LIMITS.id),
  divisionId: z.string().check(z.regex(DIVISION_ID)),
  divisionName: cappedText(LIMITS.divisionName),
  name: cappedText(LIMITS.personName),
});
export type PairRequest = z.infer<typeof pairRequestSchema>;

/** The orders one 参加票 keeps at most (ticket.orders): a team's ties of a day, many times over. */
export const TICKET_ORDERS_MAX = 50;

/**
 * ticket.orders' key: `{stageId}_{tieId}`, as the orders document's id (schemas/order.ts); the tie
 * id is a match id (stage.ts MATCH_ID, written out: the 参加票's first load takes no stage schema).
 */
export const TICKET_ORDER_KEY =
  /^[A-Za-z0-9_-]{1,40}_(?:[WL]\d{1,2}-\d{1,3}|F[12]|P1|G\d{1,2}-R\d{1,3}-\d{1,3}|S\d{1,2}-\d{1,3})$/;

/**
 * An order as the ticket keeps it: schemas/tie.ts storedOrderSchema written out ('' 欠員, 'm3', 'm1+m4';
 * at most 9 rubbers and the 代表戦), as the key is: the 参加票's first load takes no tie schemas.
 */
const ticketOrderSchema = z
  .array(z.string().check(z.regex(/^(?:|m\d{1,2}|m\d{1,2}\+m\d{1,2})$/)))
  .check(z.maxLength(10));

/** tickets/{ticketId} with code 'regist' — a participant's 参加票, written only by functions. */
export const registTicketSchema = z.object({
  code: z.literal('regist'),
  clubId: cappedText(LIMITS.id),
  compeId: cappedText(LIMITS.id),
  registId: cappedText(LIMITS.id),
  compeTitle: cappedText(LIMITS.title),
  eventedAt: z.date(),
  venue: cappedText(LIMITS.venue),
  name: cappedText(LIMITS.personName),
  number: wholeNumber(1),
  status: z.enum(REGIST_STATUSES),
  createdAt: z.date(),
  /** Set (true) by the cancelCompe function when the competition is called off. */
  compeCancelled: z.optional(z.boolean()),
  /** The regist's 出番のお知らせ, mirrored for the ticket to show (setReminder writes both). */
  reminder: z.optional(z.enum(REMINDERS)),
  /** 出場する部門 with each pair's state, mirrored from the regist by the functions that change it. */
  divisions: z.optional(z.array(ticketDivisionSchema).check(z.maxLength(LIMITS.divisions))),
  /** ペアの申し込み waiting for this participant's answer, written by the functions (pairs.ts). */
  pairRequests: z.optional(z.array(pairRequestSchema).check(z.maxLength(PAIR_REQUESTS_MAX))),
  /**
   * The orders (オーダー) this captain sent from the ticket, by `{stageId}_{tieId}`, so the ticket
   * shows what was sent while the orders are sealed (submitOrder writes it; staff's orders are not
   * mirrored, and nobody else's ticket holds them). At most TICKET_ORDERS_MAX, the oldest dropped.
   */
  orders: z.optional(
    z
      .record(
        z.string().check(z.regex(TICKET_ORDER_KEY)),
        z.object({ order: ticketOrderSchema, at: z.date() }),
      )
      .check(z.refine((orders) => Object.keys(orders).length <= TICKET_ORDERS_MAX)),
  ),
});
export type RegistTicket = z.infer<typeof registTicketSchema> & { id: string };

export const ticketSchema = z.discriminatedUnion('code', [authTicketSchema, registTicketSchema]);
export type Ticket = AuthTicket | RegistTicket;

/** Ticket ids are the secret that lets anyone read a ticket: at least 20 random characters. */
export const TICKET_ID_MIN_LENGTH = 20;
