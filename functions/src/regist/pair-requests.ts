import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import * as z from 'zod/mini';
import { readDoc } from '../lib/read-doc';
import { emailKeyRef, registRef, registsRef, ticketRef } from '../lib/refs';
import { emailKeySchema } from '../lib/server-schemas';
import { ENDED, type CompeForRegist } from './store';
import { registSchema, type RegistPartner } from '@/shared/schemas/regist';
import { PAIR_REQUESTS_MAX, registTicketSchema, type PairRequest } from '@/shared/schemas/ticket';

/*
 * ペアの申し込み (docs/product.md "Registration, tickets and check-in"): a registration that names a
 * partner's address for a ペア 部門 without being named back asks that partner, whose live
 * registration's 参加票 lists the request (ticket.pairRequests) until it is answered
 * (answer-pair.ts), the pair is made another way, or the asker leaves. The asker's own regist keeps
 * the truth (partners[d] naming the address); the ticket's list is what the partner sees and is
 * always checked against it before anything is paired.
 */

/** A 参加票's requests as read in a transaction; `changed` once they are to be written back. */
export interface RequestTicket {
  ref: DocumentReference;
  requests: PairRequest[];
  changed: boolean;
}
/** The 参加票 read in one transaction, by ticket id: each is read once and written once. */
export type RequestTickets = Map<string, RequestTicket>;

const ticketRequests = z.pick(registTicketSchema, { pairRequests: true });
const registOfPartner = z.pick(registSchema, { status: true, ticketId: true });

/** The 参加票 `ticketId` with its requests (read once per transaction, through `tickets`). */
export async function readRequestTicket(
  tx: Transaction,
  tickets: RequestTickets,
  ticketId: string,
): Promise<RequestTicket> {
  const known = tickets.get(ticketId);
  if (known) return known;
  const ref = ticketRef(ticketId);
  const data = readDoc(await tx.get(ref), ticketRequests);
  const read = { ref, requests: [...(data?.pairRequests ?? [])], changed: false };
  tickets.set(ticketId, read);
  return read;
}

/**
 * The 参加票 of the live registration of `email` in this competition (found by its address lock),
 * or undefined when nobody has applied with it.
 */
export async function readTicketOfAddress(
  tx: Transaction,
  tickets: RequestTickets,
  compeId: string,
  email: string,
): Promise<{ registId: string; ticket: RequestTicket } | undefined> {
  const lock = readDoc(await tx.get(emailKeyRef(compeId, email)), emailKeySchema);
  if (!lock) return undefined;
  const regist = readDoc(await tx.get(registRef(compeId, lock.registId)), registOfPartner);
  if (!regist || ENDED.includes(regist.status)) return undefined;
  return { registId: lock.registId, ticket: await readRequestTicket(tx, tickets, regist.ticketId) };
}

/**
 * The 参加票 where the requests of a registration wait: those of the addresses it names, unpaired
 * and not declined, in `only` (a 部門 id) or every ペア 部門. Reads only; withdraw with
 * withdrawRequests.
 */
export async function readAskedTickets(
  tx: Transaction,
  tickets: RequestTickets,
  compeId: string,
  partners: Readonly<Record<string, RegistPartner>> | undefined,
  only?: string,
): Promise<RequestTicket[]> {
  const asked: RequestTicket[] = [];
  for (const [divisionId, partner] of Object.entries(partners ?? {})) {
    if ((only !== undefined && divisionId !== only) || partner.registId || partner.declined) continue;
    const found = await readTicketOfAddress(tx, tickets, compeId, partner.email);
    if (found) asked.push(found.ticket);
  }
  return asked;
}

/** Takes the requests of registration `from` (in `divisionId`, or all) off the 参加票 read. */
export function withdrawRequests(asked: readonly RequestTicket[], from: string, divisionId?: string): void {
  for (const ticket of asked)
    dropRequests(ticket, (r) => r.from === from && (divisionId ?? r.divisionId) === r.divisionId);
}

/** Takes the requests `drop` picks off one 参加票. */
export function dropRequests(ticket: RequestTicket, drop: (request: PairRequest) => boolean): void {
  const kept = ticket.requests.filter((request) => !drop(request));
  if (kept.length === ticket.requests.length) return;
  ticket.requests = kept;
  ticket.changed = true;
}

/** Lists a request on the asked 参加票, once; beyond PAIR_REQUESTS_MAX it is not listed. */
export function addRequest(ticket: RequestTicket, request: PairRequest): void {
  const listed = ticket.requests.some((r) => r.from === request.from && r.divisionId === request.divisionId);
  if (listed || ticket.requests.length >= PAIR_REQUESTS_MAX) return;
  ticket.requests = [...ticket.requests, request];
  ticket.changed = true;
}

/** Writes back every 参加票 whose requests changed (the caller's transaction, after its reads). */
export function writeRequests(tx: Transaction, tickets: RequestTickets): void {
  for (const ticket of tickets.values()) {
    if (ticket.changed) tx.update(ticket.ref, { pairRequests: ticket.requests });
  }
}

const registAsking = z.pick(registSchema, { name: true, status: true, divisions: true, partners: true });

/**
 * The requests waiting for a new applicant of `email`: live registrations that named the address
 * in a ペア 部門 before it applied, unpaired and not declined, except in the 部門 in `pairing`
 * (where the application pairs at once). Reads only (one query per ペア 部門).
 */
export async function requestsForNew(
  tx: Transaction,
  compeId: string,
  compe: Pick<CompeForRegist, 'divisions'>,
  email: string,
  pairing: readonly string[],
): Promise<PairRequest[]> {
  const requests: PairRequest[] = [];
  for (const division of compe.divisions) {
    if (division.kind !== 'pair' || pairing.includes(division.id)) continue;
    // The form stores partner addresses lower-cased (registFormSchemaFor).
    const naming = await tx.get(registsRef(compeId).where(`partners.${division.id}.email`, '==', email));
    for (const doc of naming.docs) {
      const asker = readDoc(doc, registAsking);
      const named = asker.partners?.[division.id];
      if (ENDED.includes(asker.status) || !named || named.registId || named.declined) continue;
      if (!asker.divisions?.includes(division.id)) continue;
      requests.push({ from: doc.id, divisionId: division.id, divisionName: division.name, name: asker.name });
    }
  }
  return requests.slice(0, PAIR_REQUESTS_MAX);
}
