import type { Transaction } from 'firebase-admin/firestore';
import { readDoc } from '../lib/read-doc';
import { compeRef, waitlistedRegists } from '../lib/refs';
import { changeRegistStatus, registForStatus } from './change-status';
import type { CompeForRegist } from './store';
import type { TicketMailInput } from './ticket-mail';
import type { RegistStatus } from '@/shared/schemas/regist';

/**
 * Gives the seat that `leavingId` held to the first waitlisted registrant (lowest 受付番号) —
 * accepted, or pending under manual approval — and changes their ticket too; with nobody waiting
 * (or no seat really free, when staff lowered the capacity) the seat count drops by one instead.
 *
 * Part of the caller's transaction: it reads the waitlist, so it must run after the caller's other
 * reads and before its writes. Returns whom to mail about the promotion.
 */
export async function releaseSeat(
  tx: Transaction,
  compeId: string,
  compe: CompeForRegist,
  leavingId: string,
): Promise<TicketMailInput | undefined> {
  const { capacity, approval, count } = compe.regist;
  // Equality only (no composite index needed); the waitlist is short, the lowest number wins.
  const waiting = await tx.get(waitlistedRegists(compeId));
  const first = waiting.docs
    .filter((doc) => doc.id !== leavingId)
    .map((doc) => ({ ref: doc.ref, data: readDoc(doc, registForStatus) }))
    .sort((a, b) => a.data.number - b.data.number)[0];
  if (!first || (capacity !== 0 && count - 1 >= capacity)) {
    tx.update(compeRef(compeId), { 'regist.count': Math.max(0, count - 1) });
    return undefined;
  }
  const next: RegistStatus = approval === 'manual' ? 'pending' : 'accepted';
  return changeRegistStatus(tx, compeId, compe, first, next);
}
