import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import * as z from 'zod/mini';
import { ticketRef } from '../lib/refs';
import { ticketDivisions } from './division-seats';
import type { CompeForRegist } from './store';
import type { TicketMailInput } from './ticket-mail';
import { registSchema, type RegistStatus } from '@/shared/schemas/regist';

/** What a change of status reads of compes/{compeId}/regists/{registId} (registSchema). */
export const registForStatus = z.pick(registSchema, {
  status: true,
  ticketId: true,
  name: true,
  email: true,
  number: true,
  divisions: true,
  partners: true,
  teams: true,
});
export type RegistForStatus = z.output<typeof registForStatus>;

/**
 * Moves one registration and its 参加票 to `status`, in the caller's transaction, and returns the
 * changed registration as its ticket mail needs it (staff's action, a promotion into a freed seat).
 */
export function changeRegistStatus(
  tx: Transaction,
  compeId: string,
  compe: CompeForRegist,
  regist: { ref: DocumentReference; data: RegistForStatus },
  status: RegistStatus,
): TicketMailInput {
  const { ticketId, name, email, number, divisions } = regist.data;
  tx.update(regist.ref, { status });
  tx.update(ticketRef(ticketId), { status });
  return {
    clubId: compe.clubId,
    compeId,
    registId: regist.ref.id,
    ticketId,
    compeTitle: compe.title,
    eventedAt: compe.eventedAt,
    venue: compe.venue,
    name,
    email,
    number,
    status,
    ...(divisions?.length ? { divisions: ticketDivisions(compe, regist.data) } : {}),
  };
}
