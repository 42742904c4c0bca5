import type { DocumentData, DocumentReference, Transaction } from 'firebase-admin/firestore';
import { type CompeForRegist, ticketDoc } from './store';
import type { TicketMailInput } from './ticket-mail';
import type { RegistStatus } from '@/shared/schemas/regist';

/**
 * Moves one registration and its 参加票 to `status`, in the caller's transaction, and returns the
 * changed registration as its ticket mail needs it (staff's action, a promotion into a freed seat).
 */
export function changeRegistStatus(
  tx: Transaction,
  compeId: string,
  compe: CompeForRegist,
  regist: { ref: DocumentReference; data: DocumentData; number: number },
  status: RegistStatus,
): TicketMailInput {
  const ticketId = String(regist.data.ticketId);
  tx.update(regist.ref, { status });
  tx.update(ticketDoc(ticketId), { status });
  return {
    clubId: compe.clubId,
    compeId,
    registId: regist.ref.id,
    ticketId,
    compeTitle: compe.title,
    eventedAt: compe.eventedAt.toDate(),
    venue: compe.venue,
    name: String(regist.data.name),
    email: String(regist.data.email),
    number: regist.number,
    status,
  };
}
