import { getDoc, Timestamp } from 'firebase/firestore';
import { updateDoc } from '@/lib/firebase/writes';
import { db } from '@/lib/firebase/firestore';
import { registRef } from './refs';

/** How a check-in (or its undoing) ended once the server answered. */
export type CheckInSettled =
  | { kind: 'saved' }
  /**
   * Refused because the person was already checked in at `at`, earlier, on another device (the
   * rules let a check-in time only move earlier): that earlier check-in is the one that stands.
   */
  | { kind: 'earlier'; at: Date }
  | { kind: 'failed'; error: unknown };

export interface CheckInWrite {
  /** The time written: the device's own clock (null for an undo). */
  at: Date | null;
  /** Settles when the server answers, which offline is when the connection returns. Never rejects. */
  settled: Promise<CheckInSettled>;
}

/**
 * 受付 (check-in) of one registration, or its undoing: from 参加申込リスト (switch and QR) and from
 * the ticket page a staff member opens. Only accepted registrations are checked in: the callers
 * decide that (the rules do not).
 *
 * The time is the device's, not the server's: offline, the server's time would be the time of
 * sync, and the write is kept on the device and sent when the connection returns
 * (docs/venue-mode.md, check-in offline). The rules accept a time at most 12 hours old and not in
 * the future, and once a person is checked in, only an earlier one: two phones that checked the
 * same person in offline end with the earlier time whichever syncs first, and the later phone's
 * write is refused (`earlier`).
 *
 * Returns at once: the change is on this device's listeners straight away (so a second scan here
 * is refused from the list), and `settled` says later what the server made of it. Every check-in
 * write of the app goes through here, so what counts unsent writes can wrap this one call.
 */
export function setCheckedIn(
  compeId: string,
  registId: string,
  checkedIn: boolean,
  now: Date = new Date(),
): CheckInWrite {
  const ref = registRef(db(), compeId, registId);
  const at = checkedIn ? now : null;
  const settled = updateDoc(ref, { checkedInAt: at ? Timestamp.fromDate(at) : null }).then(
    (): CheckInSettled => ({ kind: 'saved' }),
    async (error: unknown): Promise<CheckInSettled> => {
      if (!at || (error as { code?: unknown } | null)?.code !== 'permission-denied') {
        return { kind: 'failed', error };
      }
      // Refused: the server's document (the local one rolled back to it) says whether an earlier
      // check-in stands or something else was wrong (rights lost, the registration changed).
      try {
        const stored: unknown = (await getDoc(ref)).get('checkedInAt');
        if (stored instanceof Timestamp && stored.toMillis() <= at.getTime()) {
          return { kind: 'earlier', at: stored.toDate() };
        }
      } catch {
        // Unreadable now: report the refusal itself.
      }
      return { kind: 'failed', error };
    },
  );
  return { at, settled };
}
