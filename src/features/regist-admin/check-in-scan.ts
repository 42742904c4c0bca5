import { formatTime } from '@/shared/date-time';
import type { RegistStatus } from '@/shared/regist-status';
import type { Regist } from '@/shared/schemas/regist';
import { fill } from '@/shared/fill';
import { STAFF_MESSAGES } from '@/shared/staff-messages';

/**
 * The decisions of QR check-in (docs/product.md §5), without camera or Firestore: what a scanned code
 * or a typed entry points at, and what the desk should do about it.
 */

const TICKET_ID = /^[A-Za-z0-9_-]{20,40}$/;
const TICKET_PATH = /^\/ticket\/([A-Za-z0-9_-]{20,40})\/?$/;

/**
 * The ticket id in a 参加票 QR code (`https://<origin>/ticket/{ticketId}`), in its path, or given
 * bare; null for anything else. Any origin is accepted: the id is then looked up in this
 * competition's own list, so a ticket of another site or competition is simply not found.
 */
export function ticketIdFromText(text: string): string | null {
  const trimmed = text.trim();
  if (TICKET_ID.test(trimmed)) return trimmed;
  let path = trimmed;
  if (/^https?:\/\//i.test(trimmed)) {
    try {
      path = new URL(trimmed).pathname;
    } catch {
      return null;
    }
  }
  return TICKET_PATH.exec(path)?.[1] ?? null;
}

export type CheckInLookup = { by: 'ticket'; ticketId: string } | { by: 'number'; number: number };

/**
 * What a code or an entry points at. A QR code must be a ticket URL; typed input may also be a
 * 受付番号 (full-width digits too, as Japanese keyboards often give them).
 */
export function checkInLookup(text: string, { allowNumber }: { allowNumber: boolean }): CheckInLookup | null {
  const digits = text
    .normalize('NFKC')
    .trim()
    .replace(/^(no\.?|#)\s*/i, '');
  if (allowNumber && /^\d{1,6}$/.test(digits)) return { by: 'number', number: Number(digits) };
  const ticketId = ticketIdFromText(text);
  return ticketId ? { by: 'ticket', ticketId } : null;
}

export type CheckInOutcome =
  | { kind: 'invalid'; input: 'scan' | 'typed' }
  | { kind: 'notFound'; lookup: CheckInLookup }
  | { kind: 'notAccepted'; regist: Regist }
  | { kind: 'already'; regist: Regist; at: Date }
  | { kind: 'checkIn'; regist: Regist };

/** What to do with a scanned or typed entry, given the competition's registrations as loaded now. */
export function checkInOutcome(
  regists: readonly Regist[],
  text: string,
  input: 'scan' | 'typed',
): CheckInOutcome {
  const lookup = checkInLookup(text, { allowNumber: input === 'typed' });
  if (!lookup) return { kind: 'invalid', input };
  const regist = regists.find((candidate) =>
    lookup.by === 'ticket' ? candidate.ticketId === lookup.ticketId : candidate.number === lookup.number,
  );
  if (!regist) return { kind: 'notFound', lookup };
  if (regist.status !== 'accepted') return { kind: 'notAccepted', regist };
  if (regist.checkedInAt) return { kind: 'already', regist, at: regist.checkedInAt };
  return { kind: 'checkIn', regist };
}

/**
 * The list with this desk's own check-ins laid over it: a write is on the phone's listeners
 * within moments, but a ticket shown again before that must still be refused as already checked in.
 */
export function withCheckIns(regists: readonly Regist[], made: ReadonlyMap<string, Date>): readonly Regist[] {
  if (made.size === 0) return regists;
  return regists.map((regist) => {
    const at = made.get(regist.id);
    return at && !regist.checkedInAt ? { ...regist, checkedInAt: at } : regist;
  });
}

/** Why an application that is not accepted cannot be checked in (the same words as the ticket page). */
const NOT_ACCEPTED: Record<Exclude<RegistStatus, 'accepted'>, string> = {
  pending: STAFF_MESSAGES.checkInNotAccepted,
  waitlisted: STAFF_MESSAGES.checkInWaitlisted,
  rejected: STAFF_MESSAGES.checkInRejected,
  cancelled: STAFF_MESSAGES.checkInCancelled,
};

/** The headline the desk sees for an outcome (a `checkIn` outcome is reported once it is written). */
export function outcomeMessage(outcome: Exclude<CheckInOutcome, { kind: 'checkIn' }>): string {
  switch (outcome.kind) {
    case 'invalid':
      return outcome.input === 'scan' ? STAFF_MESSAGES.checkInNotTicket : STAFF_MESSAGES.checkInInputInvalid;
    case 'notFound':
      return outcome.lookup.by === 'number'
        ? fill(STAFF_MESSAGES.checkInNoNumber, { number: outcome.lookup.number })
        : STAFF_MESSAGES.checkInNotThisCompe;
    case 'notAccepted':
      return NOT_ACCEPTED[outcome.regist.status as Exclude<RegistStatus, 'accepted'>];
    case 'already':
      return fill(STAFF_MESSAGES.checkInAlready, { time: formatTime(outcome.at) });
  }
}

/**
 * A camera reads the same code many times a second while it is in view. A code read again less
 * than `windowMs` after its previous read is ignored, so a ticket held up gives one answer (not
 * 受付しました followed by 受付済みです); shown again after a pause, it is handled again. A
 * different code is handled at once. Returns whether to handle this read.
 */
export function createRepeatGuard(windowMs = 3000) {
  let last: { text: string; at: number } | null = null;
  return (text: string, now: number): boolean => {
    const repeated = last !== null && last.text === text && now - last.at < windowMs;
    last = { text, at: now };
    return !repeated;
  };
}
