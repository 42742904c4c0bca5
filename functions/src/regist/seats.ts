import type { Transaction } from 'firebase-admin/firestore';
import { changeRegistStatus } from './change-status';
import { compeRef, type CompeForRegist, registRef } from './store';
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
  const waiting = await tx.get(registRef(compeId, leavingId).parent.where('status', '==', 'waitlisted'));
  const first = waiting.docs
    .filter((doc) => doc.id !== leavingId)
    .map((doc) => ({ doc, number: doc.get('number') as number }))
    .sort((a, b) => a.number - b.number)[0];
  if (!first || (capacity !== 0 && count - 1 >= capacity)) {
    tx.update(compeRef(compeId), { 'regist.count': Math.max(0, count - 1) });
    return undefined;
  }
  const next: RegistStatus = approval === 'manual' ? 'pending' : 'accepted';
  return changeRegistStatus(
    tx,
    compeId,
    compe,
    { ref: first.doc.ref, data: first.doc.data(), number: first.number },
    next,
  );
}
