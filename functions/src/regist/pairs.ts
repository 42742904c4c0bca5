import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import * as z from 'zod/mini';
import { readDoc } from '../lib/read-doc';
import { emailKeyRef, registRef, ticketRef } from '../lib/refs';
import { emailKeySchema } from '../lib/server-schemas';
import { ticketDivisions } from './division-seats';
import {
  addRequest,
  dropRequests,
  readRequestTicket,
  writeRequests,
  type RequestTicket,
  type RequestTickets,
} from './pair-requests';
import { ENDED, type CompeForRegist } from './store';
import { registSchema, type RegistPartner } from '@/shared/schemas/regist';

/*
 * ペア (docs/product.md "Registration, tickets and check-in"): a registration names its partner for
 * each ペア 部門 (partners[divisionId] = { name, email }); the pair is made when the partner's own
 * live registration names this one back in the same 部門 — naming each other is the confirmation.
 * A partner who has applied without naming this one back is asked on their 参加票 instead
 * (pair-requests.ts; accepted there, or staff pair them: make-pair.ts). Both sides of a pair then
 * carry the other's id (partners[d].registId) and both 参加票 say ペア成立; a cancel or rejection of
 * either takes it back to 確認待ち on the other side.
 */

/** What pairing reads of a registration (registSchema). */
export const registForPair = z.pick(registSchema, {
  name: true,
  status: true,
  email: true,
  ticketId: true,
  divisions: true,
  partners: true,
  // Kept on the 参加票's 部門 line that writeSide rewrites.
  teams: true,
});
export type RegistForPair = z.output<typeof registForPair>;
type Partners = Record<string, RegistPartner>;

/** A registration read in the transaction, with the partners it is to be written with. */
export interface PairSide {
  ref: DocumentReference;
  data: RegistForPair;
  partners: Partners;
}

/** The pairs a new registration makes: each 部門 with the partner's side. */
export interface FoundPairs {
  sides: Map<string, PairSide>;
  pairs: { divisionId: string; partnerId: string }[];
  /** Named partners who applied without naming this one back: their 参加票, asked in the 部門. */
  asked: { divisionId: string; ticket: RequestTicket }[];
  /** The 参加票 read for their requests (written back by pairWith). */
  tickets: RequestTickets;
}

/**
 * The partners' live registrations that name `email` back, by the 部門 they pair in, and those
 * that do not (to be asked on their 参加票) unless already paired there; reads only (the caller's
 * transaction, before its writes). `partners`: the applicant's, as the form sent them.
 */
export async function findPartners(
  tx: Transaction,
  compeId: string,
  email: string,
  partners: Readonly<Record<string, { email: string }>>,
): Promise<FoundPairs> {
  const found: FoundPairs = { sides: new Map(), pairs: [], asked: [], tickets: new Map() };
  for (const [divisionId, partner] of Object.entries(partners)) {
    const lock = readDoc(await tx.get(emailKeyRef(compeId, partner.email)), emailKeySchema);
    if (!lock) continue;
    const side = found.sides.get(lock.registId) ?? (await readSide(tx, registRef(compeId, lock.registId)));
    if (!side || ENDED.includes(side.data.status)) continue;
    const theirs = side.partners[divisionId];
    // Paired there already: this applicant stays 確認待ち and is not listed.
    if (theirs?.registId !== undefined) continue;
    const ticket = await readRequestTicket(tx, found.tickets, side.data.ticketId);
    if (theirs?.email.toLowerCase() === email.toLowerCase() && side.data.divisions?.includes(divisionId)) {
      found.sides.set(lock.registId, side);
      found.pairs.push({ divisionId, partnerId: lock.registId });
    } else {
      found.asked.push({ divisionId, ticket });
    }
  }
  return found;
}

async function readSide(tx: Transaction, ref: DocumentReference): Promise<PairSide | undefined> {
  const data = readDoc(await tx.get(ref), registForPair);
  return data ? { ref, data, partners: { ...(data.partners ?? {}) } } : undefined;
}

/**
 * Pairs the new registration `registId` (of `name`) with what findPartners found: the 部門 each pairs
 * in get the other's id on both sides, and the partners it did not pair with are asked on their
 * 参加票. Writes the partners' side (regist and 参加票); returns the applicant's partners as they
 * are to be stored.
 */
export function pairWith(
  tx: Transaction,
  compe: CompeForRegist,
  registId: string,
  name: string,
  own: Readonly<Record<string, { name: string; email: string }>>,
  found: FoundPairs,
): Partners {
  const partners: Partners = Object.fromEntries(Object.entries(own).map(([d, p]) => [d, { ...p }]));
  for (const { divisionId, partnerId } of found.pairs) {
    const side = found.sides.get(partnerId) as PairSide;
    side.partners[divisionId] = { ...side.partners[divisionId], registId };
    partners[divisionId] = { ...partners[divisionId], registId: partnerId };
    // Paired now: other requests to the partner in that 部門 are no longer theirs to answer.
    const ticket = found.tickets.get(side.data.ticketId);
    if (ticket) dropRequests(ticket, (request) => request.divisionId === divisionId);
  }
  for (const { divisionId, ticket } of found.asked) {
    const divisionName = compe.divisions.find((division) => division.id === divisionId)?.name ?? divisionId;
    addRequest(ticket, { from: registId, divisionId, divisionName, name });
  }
  for (const side of found.sides.values()) writeSide(tx, compe, side);
  writeRequests(tx, found.tickets);
  return partners;
}

/** The registrations paired with `partners` (reads only, before the caller's writes). */
export async function readPaired(
  tx: Transaction,
  compeId: string,
  partners: Readonly<Partners> | undefined,
): Promise<PairSide[]> {
  const ids = new Set(Object.values(partners ?? {}).flatMap((p) => (p.registId ? [p.registId] : [])));
  const sides = await Promise.all([...ids].map((id) => readSide(tx, registRef(compeId, id))));
  return sides.filter((side): side is PairSide => side !== undefined);
}

/**
 * The registration `leaving` ends (cancelled or rejected): every pair it made goes back to 確認待ち,
 * on the partner's side (regist and 参加票) and on its own.
 */
export function unpair(
  tx: Transaction,
  compe: CompeForRegist,
  leaving: { ref: DocumentReference; data: RegistForPair },
  paired: readonly PairSide[],
): void {
  for (const side of paired) {
    for (const [divisionId, theirs] of Object.entries(side.partners)) {
      if (theirs.registId === leaving.ref.id) side.partners[divisionId] = withoutRegistId(theirs);
    }
    writeSide(tx, compe, side);
  }
  if (paired.length > 0 || Object.values(leaving.data.partners ?? {}).some((p) => p.registId)) {
    const partners = Object.fromEntries(
      Object.entries(leaving.data.partners ?? {}).map(([d, p]) => [d, withoutRegistId(p)]),
    );
    writeSide(tx, compe, { ref: leaving.ref, data: leaving.data, partners });
  }
}

function withoutRegistId({ name, email }: RegistPartner): RegistPartner {
  return { name, email };
}

/** Writes a side's partners to its regist and its 参加票's 部門 line (the caller's transaction). */
export function writeSide(tx: Transaction, compe: CompeForRegist, side: PairSide): void {
  tx.update(side.ref, { partners: side.partners });
  tx.update(ticketRef(side.data.ticketId), {
    divisions: ticketDivisions(compe, {
      divisions: side.data.divisions,
      partners: side.partners,
      teams: side.data.teams,
    }),
  });
}
