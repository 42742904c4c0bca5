import type { Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { readDoc } from '../lib/read-doc';
import { registRef } from '../lib/refs';
import { fullDivisions, withSeats, type DivisionCounts } from './division-seats';
import {
  dropRequests,
  readAskedTickets,
  readRequestTicket,
  type RequestTicket,
  type RequestTickets,
} from './pair-requests';
import { registForPair, writeSide, type PairSide } from './pairs';
import type { PairMailSide } from './pair-mail';
import { ENDED, fill, HOLDS_SEAT, type CompeForRegist } from './store';
import { MESSAGES } from '@/shared/messages';
import type { Division } from '@/shared/schemas/compe';
import { REGIST_STATUS_LABELS } from '@/shared/schemas/regist';

/*
 * A pair made after registration (docs/product.md "Registration, tickets and check-in"): the named
 * partner accepts on their 参加票 (answer-pair.ts) or staff pair two registrations (set-pair.ts).
 * It has the effects of two applicants naming each other: both regists carry the other as partner
 * with its id, both 参加票 say ペア成立, and a side not yet in the 部門 is entered into it, taking a
 * seat there when it holds one (accepted or pending; a waitlisted one takes its seats when it moves
 * up). A full 部門 refuses (「{部門名}は定員に達しました」) even with キャンセル待ち: the side is
 * already registered, and making its whole registration wait for one 部門 would take away the
 * others it holds. So does one 部門 more than divisionLimit.
 */

/** One side as read for pairing: its regist, its 参加票's requests, and where its own requests wait. */
export interface PairingSide extends PairSide {
  ticket: RequestTicket;
  /** The 参加票 of the address it named in the 部門 (another one, unpaired): its request is withdrawn. */
  asked: RequestTicket[];
}

/** A registration read for pairing in `division` (reads only); undefined when there is none. */
export async function readPairingSide(
  tx: Transaction,
  tickets: RequestTickets,
  compeId: string,
  registId: string,
  divisionId: string,
): Promise<PairingSide | undefined> {
  const ref = registRef(compeId, registId);
  const data = readDoc(await tx.get(ref), registForPair);
  if (!data) return undefined;
  const ticket = await readRequestTicket(tx, tickets, data.ticketId);
  const asked = await readAskedTickets(tx, tickets, compeId, data.partners, divisionId);
  return { ref, data, partners: { ...(data.partners ?? {}) }, ticket, asked };
}

/** Refuses a side that has left or is paired in the 部門 already (Japanese `failed-precondition`). */
export function checkPairable(side: PairingSide, division: Division): void {
  const { name, status } = side.data;
  if (ENDED.includes(status)) {
    throw new HttpsError(
      'failed-precondition',
      fill(MESSAGES.pairRegistEnded, { name, status: REGIST_STATUS_LABELS[status] }),
    );
  }
  if (side.partners[division.id]?.registId !== undefined) {
    throw new HttpsError('failed-precondition', fill(MESSAGES.pairAlreadyMade, { division: division.name }));
  }
}

/** The 部門 a side is in once entered into `division`: the competition's order, removed ones last. */
function enteredInto(compe: CompeForRegist, divisions: readonly string[], divisionId: string): string[] {
  const chosen = new Set([...divisions, divisionId]);
  const known = compe.divisions.filter((d) => chosen.has(d.id)).map((d) => d.id);
  return [...known, ...divisions.filter((id) => !known.includes(id))];
}

/**
 * Pairs `a` and `b` in `division` (both checked with checkPairable, all reads done): enters each
 * into it if it was not (refusing when full or over divisionLimit, before any write), writes both
 * regists and 参加票, takes the requests of that 部門 off both 参加票 and withdraws those the two
 * had made to others there. Returns the seat counts as they are to be written (the caller writes
 * them, and the requests, with writeRequests), and both sides for the ペア成立 mail.
 */
export function makePair(
  tx: Transaction,
  compe: CompeForRegist,
  division: Division,
  sides: readonly [PairingSide, PairingSide],
  countsBefore: DivisionCounts,
): { counts: DivisionCounts; mailSides: [PairMailSide, PairMailSide] } {
  let counts = countsBefore;
  const entered = sides.map((side) => {
    const divisions = side.data.divisions ?? [];
    if (divisions.includes(division.id)) return divisions;
    if (divisions.length + 1 > compe.divisionLimit) {
      throw new HttpsError(
        'failed-precondition',
        `${side.data.name}さん：${fill(MESSAGES.registDivisionTooMany, { limit: compe.divisionLimit })}`,
      );
    }
    if (HOLDS_SEAT.includes(side.data.status)) {
      if (fullDivisions(compe, [division.id], counts).length > 0) {
        throw new HttpsError(
          'resource-exhausted',
          fill(MESSAGES.registDivisionFull, { division: division.name }),
        );
      }
      counts = withSeats(counts, [division.id], 1);
    }
    return enteredInto(compe, divisions, division.id);
  });

  sides.forEach((side, index) => {
    const other = sides[1 - index];
    for (const asked of side.asked) {
      // Its request to someone else in this 部門 is over; one to the new partner goes with the rest.
      dropRequests(asked, (r) => r.from === side.ref.id && r.divisionId === division.id);
    }
    dropRequests(side.ticket, (r) => r.divisionId === division.id);
    side.partners[division.id] = { name: other.data.name, email: other.data.email, registId: other.ref.id };
    const data = { ...side.data, divisions: entered[index] };
    tx.update(side.ref, { divisions: entered[index] });
    writeSide(tx, compe, { ref: side.ref, data, partners: side.partners });
  });

  const mailSide = (side: PairingSide): PairMailSide => ({
    registId: side.ref.id,
    ticketId: side.data.ticketId,
    name: side.data.name,
    email: side.data.email,
  });
  return { counts, mailSides: [mailSide(sides[0]), mailSide(sides[1])] };
}
