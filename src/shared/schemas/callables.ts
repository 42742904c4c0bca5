import { z } from 'zod';
import { LIMITS } from './limits';
import { docId, emailText, roleSchema } from './common';

/**
 * Payloads of the callable functions (PRODUCT.md §4). The client's typed wrappers
 * (src/lib/firebase/functions.ts) and the functions validate with these same schemas.
 */
export const ticketIdSchema = z.string().regex(/^[A-Za-z0-9_-]{20,40}$/, '認証チケットIDに誤りがあります');

export const acceptTicketRequest = z.object({ ticketId: ticketIdSchema });
export type AcceptTicketRequest = z.infer<typeof acceptTicketRequest>;
export interface AcceptTicketResponse {
  clubId: string;
  role: z.infer<typeof roleSchema>;
}

/** Change one role: `role: null` removes the user from the club. Identify the user by uid or e-mail. */
export const setClaimsRequest = z
  .object({
    uid: docId.optional(),
    email: emailText.optional(),
    clubId: z.string().max(LIMITS.id),
    role: roleSchema.nullable(),
  })
  .refine((value) => !!value.uid !== !!value.email, 'uid か email のどちらか一方を指定してください');
export type SetClaimsRequest = z.infer<typeof setClaimsRequest>;
export interface SetClaimsResponse {
  uid: string;
  claims: Record<string, z.infer<typeof roleSchema>>;
}

/** Mails the invitation link of an open auth ticket; `origin` must be one of the app's origins. */
export const sendInvitationRequest = z.object({ ticketId: ticketIdSchema, origin: z.url().max(LIMITS.url) });
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
