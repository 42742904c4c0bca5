import * as z from 'zod/mini';
import { LIMITS } from './limits';
import { cappedText, docId, emailText, isReservedId, optionalText, originUrl, roleSchema } from './common';
import { registFormSchema, type RegistStatus } from './regist';
import { matchIdSchema } from './stage';
import { storedOrderSchema } from './tie';

/**
 * Payloads of the callable functions (docs/data-model.md). The client's typed wrappers
 * (src/lib/firebase/functions.ts) and the functions validate with these same schemas.
 */
const TICKET_ID_FORMAT = '認証チケットIDに誤りがあります';
export const ticketIdSchema = z.string().check(
  z.regex(/^[A-Za-z0-9_-]{20,40}$/, TICKET_ID_FORMAT),
  z.refine((id) => !isReservedId(id), TICKET_ID_FORMAT),
);

export const acceptTicketRequest = z.object({ ticketId: ticketIdSchema });
export type AcceptTicketRequest = z.infer<typeof acceptTicketRequest>;
export interface AcceptTicketResponse {
  clubId: string;
  role: z.infer<typeof roleSchema>;
}

/** Change one role: `role: null` removes the user from the club. Identify the user by uid or e-mail. */
export const setClaimsRequest = z
  .object({
    uid: z.optional(docId),
    email: z.optional(emailText),
    clubId: cappedText(LIMITS.id),
    role: z.nullable(roleSchema),
  })
  .check(z.refine((value) => !!value.uid !== !!value.email, 'uid か email のどちらか一方を指定してください'));
export type SetClaimsRequest = z.infer<typeof setClaimsRequest>;
export interface SetClaimsResponse {
  uid: string;
  claims: Record<string, z.infer<typeof roleSchema>>;
}

/** Mails the invitation link of an open auth ticket; `origin` must be one of the app's origins. */
export const sendInvitationRequest = z.object({ ticketId: ticketIdSchema, origin: originUrl });
export type SendInvitationRequest = z.infer<typeof sendInvitationRequest>;
export interface SendInvitationResponse {
  mailId: string;
  state: 'sent' | 'error';
}

/** Super-user lookup on /god. */
export const lookupUserRequest = z.object({ email: emailText });
export interface LookupUserResponse {
  uid: string;
  email: string;
  displayName: string | null;
  claims: Record<string, z.infer<typeof roleSchema>>;
}

/**
 * 参加申し込み (docs/data-model.md). `form` is checked again with the competition's custom fields
 * (registFormSchemaFor); `origin` is where the ticket link in the mail points, one of the app's.
 */
export const submitRegistRequest = z.object({
  compeId: docId,
  // The answers are checked by registFormSchemaFor(compe.regist.fields), with Japanese messages.
  form: z.extend(registFormSchema, { answers: z.record(z.string(), z.unknown()) }),
  origin: originUrl,
});
export type SubmitRegistRequest = z.infer<typeof submitRegistRequest>;
export interface SubmitRegistResponse {
  ticketId: string;
  status: RegistStatus;
}

/** The participant cancels; `origin` is used for the mail to whoever moves up from the waitlist. */
export const cancelRegistRequest = z.object({ ticketId: ticketIdSchema, origin: originUrl });
export type CancelRegistRequest = z.infer<typeof cancelRegistRequest>;
export interface CancelRegistResponse {
  status: 'cancelled';
  /** The ticket of the registrant who took the freed seat, if any. */
  promotedTicketId?: string;
}

/**
 * Staff change one application's status on 参加申込リスト (docs/product.md); each change mails the
 * person. approve: pending → accepted · reject: pending/waitlisted/accepted → rejected ·
 * cancel: pending/waitlisted/accepted → cancelled · promote: waitlisted → accepted, into a free seat.
 * A seat freed by reject or cancel goes to the first waitlisted registrant, as with cancelRegist.
 */
export const REGIST_ACTIONS = ['approve', 'reject', 'cancel', 'promote'] as const;
export type RegistAction = (typeof REGIST_ACTIONS)[number];
export const setRegistStatusRequest = z.object({
  compeId: docId,
  registId: docId,
  action: z.enum(REGIST_ACTIONS),
  origin: originUrl,
});
export type SetRegistStatusRequest = z.infer<typeof setRegistStatusRequest>;
export interface SetRegistStatusResponse {
  status: RegistStatus;
  /** The registrant who moved up into the freed seat, if any. */
  promotedRegistId?: string;
}

/**
 * 大会を中止 (docs/product.md "Cancelling and deleting a competition"): the competition is marked cancelled (records kept) and every active
 * registrant is mailed, as a bulk mail whose mailbox id is `requestId` (a retry sends nothing
 * twice). `note` is the staff's own words, put into the mail; `origin` is where the ticket link
 * in it points.
 */
export const cancelCompeRequest = z.object({
  compeId: docId,
  requestId: docId,
  origin: originUrl,
  note: optionalText(LIMITS.notice),
});
export type CancelCompeRequest = z.infer<typeof cancelCompeRequest>;
export interface CancelCompeResponse {
  mailId: string;
  counts: { total: number; sent: number; failed: number };
}

/**
 * 大会を削除 (docs/product.md "Cancelling and deleting a competition"): only a competition nobody has applied to. Its run sheet, entries and link
 * go with it, and its id is kept as a tombstone (deletedCompes/{compeId}) so nobody can take it.
 */
export const deleteCompeRequest = z.object({ compeId: docId });
export type DeleteCompeRequest = z.infer<typeof deleteCompeRequest>;
export interface DeleteCompeResponse {
  deleted: true;
}

/** A tie's side: the stage's first (a) or second (b) entrant of the match. */
export const ORDER_SIDES = ['a', 'b'] as const;
export type OrderSide = (typeof ORDER_SIDES)[number];

/**
 * オーダー提出 (docs/play.md "Team ties"): one side's order for the tie `tieId` of a 団体戦 stage.
 * With `ticketId` the captain sends it from their 参加票 (the ticket is the proof, the side is their
 * team's); without it, signed-in staff of the competition with `side`. The order is checked against
 * the stage's template and the team's roster by the engine (shared/play/tie.ts orderIssues).
 */
export const submitOrderRequest = z.object({
  compeId: docId,
  stageId: docId,
  tieId: matchIdSchema,
  order: storedOrderSchema,
  ticketId: z.optional(ticketIdSchema),
  side: z.optional(z.enum(ORDER_SIDES)),
});
export type SubmitOrderRequest = z.infer<typeof submitOrderRequest>;
export interface SubmitOrderResponse {
  /** Both orders are now open (stage.lineups[tieId]). */
  opened: boolean;
}

/** オーダーを公開 (staff): both sides' orders go to stage.lineups[tieId] as they are ([] for none). */
export const openOrdersRequest = z.object({ compeId: docId, stageId: docId, tieId: matchIdSchema });
export type OpenOrdersRequest = z.infer<typeof openOrdersRequest>;
export interface OpenOrdersResponse {
  opened: true;
}
