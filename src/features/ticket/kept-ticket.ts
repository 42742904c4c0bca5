import { REGIST_STATUSES } from '@/shared/regist-status';
import type { RegistTicket } from '@/shared/schemas/ticket';

/**
 * The last 参加票 this device showed, kept in localStorage by ticket id, so that a participant who
 * opened it at home can show it at the venue's door without signal (docs/venue-mode.md, "Tickets
 * offline"). With it, the 出番の目安 it last showed. Read on the ticket page's first load: checked by
 * hand, without zod (the page's budget, docs/performance.md).
 */

/** 出番の目安 as the page last showed it: the estimate's instants (ms), not 「約15分後」. */
export type KeptEta =
  | {
      state: 'upcoming';
      estimatedStart: number;
      notBefore: number | null;
      unitTitle: string;
      plannedStart: number;
    }
  | { state: 'running'; unitTitle: string; plannedStart: number }
  | { state: 'done' }
  | { state: 'skipped' };

export interface KeptTicket {
  ticket: RegistTicket;
  /** When the ticket was last read from the server (ms). */
  savedAt: number;
  eta: KeptEta | null;
  /** When the board behind `eta` last arrived (ms). */
  etaAt: number | null;
}

const PREFIX = 'compe.ticket.';
/** Tickets kept at most on one device; the least recently read go first. */
export const MAX_KEPT_TICKETS = 20;

const storage = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage blocked (private mode in some browsers)
  }
};

type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const STATUSES: readonly unknown[] = REGIST_STATUSES;

function decodeTicket(value: unknown, ticketId: string): RegistTicket | null {
  if (!isFields(value) || value.code !== 'regist' || value.id !== ticketId) return null;
  const { clubId, compeId, registId, compeTitle, venue, name, number, status, eventedAt, createdAt } = value;
  if (![clubId, compeId, registId, compeTitle, venue, name].every(isText)) return null;
  if (!isTime(number) || !STATUSES.includes(status) || !isTime(eventedAt) || !isTime(createdAt)) return null;
  return {
    id: ticketId,
    code: 'regist',
    clubId: clubId as string,
    compeId: compeId as string,
    registId: registId as string,
    compeTitle: compeTitle as string,
    venue: venue as string,
    name: name as string,
    number,
    status: status as RegistTicket['status'],
    eventedAt: new Date(eventedAt),
    createdAt: new Date(createdAt),
    ...(value.compeCancelled === true ? { compeCancelled: true } : {}),
  };
}

function decodeEta(value: unknown): KeptEta | null {
  if (!isFields(value)) return null;
  switch (value.state) {
    case 'upcoming': {
      const { estimatedStart, notBefore, unitTitle, plannedStart } = value;
      if (!isTime(estimatedStart) || !isText(unitTitle) || !isTime(plannedStart)) return null;
      if (notBefore !== null && !isTime(notBefore)) return null;
      return { state: 'upcoming', estimatedStart, notBefore, unitTitle, plannedStart };
    }
    case 'running':
      return isText(value.unitTitle) && isTime(value.plannedStart)
        ? { state: 'running', unitTitle: value.unitTitle, plannedStart: value.plannedStart }
        : null;
    case 'done':
    case 'skipped':
      return { state: value.state };
    default:
      return null;
  }
}

/** What was kept for `ticketId`, or null when nothing (or nothing readable) was. */
export function decodeKeptTicket(raw: string | null, ticketId: string): KeptTicket | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isFields(value) || !isTime(value.savedAt)) return null;
  const ticket = decodeTicket(value.ticket, ticketId);
  if (!ticket) return null;
  const eta = decodeEta(value.eta);
  return { ticket, savedAt: value.savedAt, eta, etaAt: eta && isTime(value.etaAt) ? value.etaAt : null };
}

function encode(kept: KeptTicket): string {
  const { ticket } = kept;
  return JSON.stringify({
    ...kept,
    ticket: { ...ticket, eventedAt: ticket.eventedAt.getTime(), createdAt: ticket.createdAt.getTime() },
  });
}

export function keptTicket(ticketId: string, store = storage()): KeptTicket | null {
  try {
    return decodeKeptTicket(store?.getItem(PREFIX + ticketId) ?? null, ticketId);
  } catch {
    return null;
  }
}

/** Drops the least recently read tickets beyond MAX_KEPT_TICKETS. */
function prune(store: Storage): void {
  const kept: { key: string; savedAt: number }[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (!key?.startsWith(PREFIX)) continue;
    const found = keptTicket(key.slice(PREFIX.length), store);
    kept.push({ key, savedAt: found?.savedAt ?? 0 });
  }
  kept.sort((a, b) => b.savedAt - a.savedAt);
  for (const { key } of kept.slice(MAX_KEPT_TICKETS)) store.removeItem(key);
}

function write(kept: KeptTicket, store: Storage | undefined): void {
  if (!store) return;
  try {
    store.setItem(PREFIX + kept.ticket.id, encode(kept));
    prune(store);
  } catch {
    // Storage full or blocked: the page works as before, only not offline.
  }
}

/** Keeps the ticket as the server just gave it (read at `now`), with the 出番の目安 kept before. */
export function keepTicket(ticket: RegistTicket, now: number, store = storage()): void {
  const before = keptTicket(ticket.id, store);
  write({ ticket, savedAt: now, eta: before?.eta ?? null, etaAt: before?.etaAt ?? null }, store);
}

/** Keeps the 出番の目安 shown from the board that arrived at `at`; null = none to show. */
export function keepEta(ticket: RegistTicket, eta: KeptEta | null, at: number, store = storage()): void {
  const before = keptTicket(ticket.id, store);
  write(
    { ticket: before?.ticket ?? ticket, savedAt: before?.savedAt ?? at, eta, etaAt: eta ? at : null },
    store,
  );
}

/** When what is kept was last the server's: the later of the ticket's read and the board's arrival. */
export function lastUpdatedAt(kept: KeptTicket): number {
  return Math.max(kept.savedAt, kept.etaAt ?? 0);
}
