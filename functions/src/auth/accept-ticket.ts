import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { parsePayload, requireCaller } from '../lib/callable';
import { memberData, setClubRole } from '../lib/claims';
import { memberRef, ticketRef } from '../lib/refs';
import { readAuthTicket, sameEmail } from './tickets';
import { INDIE_CLUB_ID, type Role } from '@/shared/constants';
import { MESSAGES } from '@/shared/messages';
import { acceptTicketRequest, type AcceptTicketResponse } from '@/shared/schemas/callables';

/**
 * Accepts an invitation (docs/data-model.md): the signed-in user whose verified e-mail the ticket was
 * sent to gets `tk_claims[clubId] = role`, appears in clubs/{clubId}/members, and the ticket
 * closes (isClosed, closedAt = server time, acceptedBy) — all in one transaction on the ticket, so
 * two calls cannot both apply. Calling again after accepting answers the same and changes nothing.
 */
export const acceptTicket = onCall(async (request): Promise<AcceptTicketResponse> => {
  const caller = await requireCaller(request);
  const { ticketId } = parsePayload(acceptTicketRequest, request.data);
  const ref = ticketRef(ticketId);
  // The role the user had in the club before this call changed it, to undo the claim when the
  // ticket could not be closed after all (e.g. it was revoked while we were granting).
  let granted: { clubId: string; before: Role | null } | undefined;
  try {
    return await db.runTransaction(async (tx) => {
      const ticket = readAuthTicket(await tx.get(ref));
      if (!sameEmail(caller.user.email, ticket.email)) {
        throw new HttpsError('permission-denied', MESSAGES.invitationEmailMismatch);
      }
      if (!caller.user.emailVerified) throw new HttpsError('permission-denied', MESSAGES.emailNotVerified);
      if (ticket.isClosed) {
        if (ticket.acceptedBy === caller.uid) return { clubId: ticket.clubId, role: ticket.role };
        throw new HttpsError('failed-precondition', MESSAGES.invitationClosed);
      }
      // Nobody holds a role in the shared indie club: its compes belong to their owners.
      if (ticket.clubId === INDIE_CLUB_ID) {
        throw new HttpsError('failed-precondition', MESSAGES.indieHasNoRoles);
      }

      const { before } = await setClubRole(caller.uid, ticket.clubId, ticket.role);
      granted ??= { clubId: ticket.clubId, before: before[ticket.clubId] ?? null };
      tx.update(ref, { isClosed: true, closedAt: FieldValue.serverTimestamp(), acceptedBy: caller.uid });
      tx.set(memberRef(ticket.clubId, caller.uid), memberData(caller.user, ticket.role, ticket.receiver));
      return { clubId: ticket.clubId, role: ticket.role };
    });
  } catch (error) {
    if (granted) {
      await setClubRole(caller.uid, granted.clubId, granted.before).catch((undo: unknown) =>
        logger.error('acceptTicket could not undo a claim', { uid: caller.uid, ticketId, undo }),
      );
    }
    throw error;
  }
});
