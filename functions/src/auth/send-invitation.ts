import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { parsePayload, requireCaller } from '../lib/callable';
import { allowedOrigin } from '../lib/config';
import { ticketRef } from '../lib/refs';
import { throttle } from '../lib/throttle';
import { sendAndRecord } from '../mail/transport';
import { invitationMail } from './invitation-mail';
import { readAuthTicket } from './tickets';
import { roleIn } from '@/shared/claims';
import { MESSAGES } from '@/shared/messages';
import { sendInvitationRequest, type SendInvitationResponse } from '@/shared/schemas/callables';

/** Enough to resend after a typo or a lost mail; not enough to flood someone's inbox. */
export const INVITATION_LIMITS = { perTicket: 5, windowMs: 60 * 60 * 1000 };

/**
 * Mails the link of an open invitation to its invitee, recorded in `mails` (kind 'invite').
 * Allowed to the ticket's inviter, the club's admins and super-users. The link always points to
 * one of the app's own origins (APP_ORIGINS), whatever the caller sends.
 */
export const sendInvitation = onCall(async (request): Promise<SendInvitationResponse> => {
  const caller = await requireCaller(request);
  const input = parsePayload(sendInvitationRequest, request.data);
  const origin = allowedOrigin(input.origin);
  if (!origin) throw new HttpsError('invalid-argument', MESSAGES.originNotAllowed);

  const ticket = readAuthTicket(await ticketRef(input.ticketId).get());
  const mayInvite =
    caller.isSuperUser || ticket.inviter === caller.uid || roleIn(caller.roles, ticket.clubId) === 'admin';
  if (!mayInvite) throw new HttpsError('permission-denied', MESSAGES.permissionDenied);
  if (ticket.isClosed) throw new HttpsError('failed-precondition', MESSAGES.invitationClosed);
  await throttle([
    {
      key: `invite-ticket:${ticket.id}`,
      limit: INVITATION_LIMITS.perTicket,
      windowMs: INVITATION_LIMITS.windowMs,
    },
  ]);

  const mail = invitationMail(ticket, origin);
  const outcome = await sendAndRecord({
    clubId: ticket.clubId,
    kind: 'invite',
    to: ticket.email,
    name: ticket.receiver,
    subject: mail.subject,
    text: mail.text,
    ...(ticket.compeId ? { compeId: ticket.compeId } : {}),
  });
  return { mailId: outcome.mailId, state: outcome.state };
});
