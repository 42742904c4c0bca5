import type { Transaction } from 'firebase-admin/firestore';
import { readDoc } from '../lib/read-doc';
import { divisionCountsRef } from '../lib/refs';
import { divisionCountsSchema } from '../lib/server-schemas';
import type { CompeForRegist } from './store';
import type { Division } from '@/shared/schemas/compe';
import type { TicketDivision } from '@/shared/schemas/ticket';
import { registEnteredDivisions, type RegistDivisions } from '@/shared/entered-divisions';

/*
 * 部門 of a registration (docs/data-model.md "regists"): the seats each 部門 has taken, kept in
 * compes/{compeId}/registKeys/_divisions ({ counts: { [divisionId]: n } }, accepted + pending) the
 * way regist.count keeps the competition's, and the 部門 line its 参加票 shows. A server-only
 * document: no rule matches registKeys, so no client reads or writes it, and the compe document
 * (whose keys the rules check exactly) stays as it is.
 */

/** Seats taken per 部門 id. */
export type DivisionCounts = Readonly<Record<string, number>>;

/** The counts as they stand, read in the caller's transaction (before any of its writes). */
export async function readDivisionCounts(tx: Transaction, compeId: string): Promise<DivisionCounts> {
  return readDoc(await tx.get(divisionCountsRef(compeId)), divisionCountsSchema)?.counts ?? {};
}

/** Writes the counts back (the caller's transaction). */
export function writeDivisionCounts(tx: Transaction, compeId: string, counts: DivisionCounts): void {
  tx.set(divisionCountsRef(compeId), { counts });
}

/** `counts` with one seat more (`delta` 1) or less (-1) in each of `ids`, never below 0. */
export function withSeats(counts: DivisionCounts, ids: readonly string[], delta: 1 | -1): DivisionCounts {
  const next = { ...counts };
  for (const id of ids) next[id] = Math.max(0, (next[id] ?? 0) + delta);
  return next;
}

/** The chosen 部門 with no seat free (定員 set and reached), in the competition's order. */
export function fullDivisions(
  compe: Pick<CompeForRegist, 'divisions'>,
  chosen: readonly string[],
  counts: DivisionCounts,
): Division[] {
  return compe.divisions.filter(
    (division) =>
      chosen.includes(division.id) &&
      division.capacity > 0 &&
      (counts[division.id] ?? 0) >= division.capacity,
  );
}

/**
 * What a 参加票 shows of a registration's 部門 (registTicketSchema `divisions`: pairs, teams), in the order chosen:
 * shared/entered-divisions.ts, the mapping 参加申込リスト shows too.
 */
export function ticketDivisions(
  compe: Pick<CompeForRegist, 'divisions'>,
  regist: RegistDivisions,
): TicketDivision[] {
  return registEnteredDivisions(compe.divisions, regist);
}
