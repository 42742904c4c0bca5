import type { Transaction } from 'firebase-admin/firestore';
import { readDoc } from '../lib/read-doc';
import { compeRef, waitlistedRegists } from '../lib/refs';
import { changeRegistStatus, registForStatus } from './change-status';
import { fullDivisions, readDivisionCounts, withSeats, writeDivisionCounts } from './division-seats';
import type { CompeForRegist } from './store';
import type { TicketMailInput } from './ticket-mail';
import type { RegistStatus } from '@/shared/schemas/regist';

/**
 * Gives the seat that `leaving` held to the first waitlisted registrant (lowest 受付番号) whose 部門
 * all have a seat once `leaving`'s are free — accepted, or pending under manual approval — and
 * changes their ticket too; with nobody who fits (or no seat really free, when staff lowered the
 * capacity) the seat count drops by one instead. The 部門 seats (registKeys/_divisions) follow:
 * `leaving`'s go back, the promoted one's are taken.
 *
 * Part of the caller's transaction: it reads the waitlist and the 部門 seats, so it must run after
 * the caller's other reads and before its writes. Returns whom to mail about the promotion.
 */
export async function releaseSeat(
  tx: Transaction,
  compeId: string,
  compe: CompeForRegist,
  leaving: { id: string; divisions?: readonly string[] },
): Promise<TicketMailInput | undefined> {
  const { capacity, approval, count } = compe.regist;
  const byDivision = compe.divisions.length > 0 || (leaving.divisions?.length ?? 0) > 0;
  const before = byDivision ? await readDivisionCounts(tx, compeId) : {};
  // Equality only (no composite index needed); the waitlist is short, the lowest number wins.
  const waiting = await tx.get(waitlistedRegists(compeId));
  const counts = withSeats(before, leaving.divisions ?? [], -1);
  const first = waiting.docs
    .filter((doc) => doc.id !== leaving.id)
    .map((doc) => ({ ref: doc.ref, data: readDoc(doc, registForStatus) }))
    .sort((a, b) => a.data.number - b.data.number)
    .find((regist) => fullDivisions(compe, regist.data.divisions ?? [], counts).length === 0);
  if (!first || (capacity !== 0 && count - 1 >= capacity)) {
    tx.update(compeRef(compeId), { 'regist.count': Math.max(0, count - 1) });
    if (byDivision) writeDivisionCounts(tx, compeId, counts);
    return undefined;
  }
  if (byDivision) writeDivisionCounts(tx, compeId, withSeats(counts, first.data.divisions ?? [], 1));
  const next: RegistStatus = approval === 'manual' ? 'pending' : 'accepted';
  return changeRegistStatus(tx, compeId, compe, first, next);
}
