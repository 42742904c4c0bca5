import { useSyncExternalStore } from 'react';
import type { CheckInWrite } from '@/lib/db/regists/set-checked-in';
import { writeErrorMessage } from '@/lib/firebase/errors';
import { formatTime } from '@/shared/date-time';
import { fill } from '@/shared/fill';
import type { Regist } from '@/shared/schemas/regist';
import { STAFF_MESSAGES } from '@/shared/staff-messages';

/**
 * What the server later made of a check-in this phone showed as done at once (docs/venue-mode.md,
 * check-in offline). Offline, the answer comes when the connection returns, perhaps minutes after
 * the switch or the QR dialog that made it has gone, so the answers are kept here, outside any
 * component, until staff close them: 参加申込リスト and its QR dialog show them.
 */
export interface CheckInNotice {
  key: number;
  compeId: string;
  /** info: another device's earlier check-in stands (nothing is wrong); error: not saved. */
  tone: 'info' | 'error';
  text: string;
}

let notices: readonly CheckInNotice[] = [];
let nextKey = 1;
const listeners = new Set<() => void>();

function publish(next: readonly CheckInNotice[]) {
  notices = next;
  listeners.forEach((listener) => listener());
}

/** Keeps the server's answer to a check-in, when it is one staff must hear about. */
export function followCheckIn(
  compeId: string,
  regist: Pick<Regist, 'name'>,
  write: Pick<CheckInWrite, 'settled'>,
): void {
  void write.settled.then((outcome) => {
    if (outcome.kind === 'saved') return;
    const text =
      outcome.kind === 'earlier'
        ? fill(STAFF_MESSAGES.checkInEarlierElsewhere, { name: regist.name, time: formatTime(outcome.at) })
        : fill(STAFF_MESSAGES.checkInNotSaved, {
            name: regist.name,
            reason: writeErrorMessage(outcome.error),
          });
    if (outcome.kind === 'failed') console.error('check-in failed', outcome.error);
    publish([
      ...notices,
      { key: nextKey++, compeId, tone: outcome.kind === 'earlier' ? 'info' : 'error', text },
    ]);
  });
}

export function dismissCheckInNotice(key: number): void {
  publish(notices.filter((notice) => notice.key !== key));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The answers kept for this competition, oldest first. */
export function useCheckInNotices(compeId: string): readonly CheckInNotice[] {
  const all = useSyncExternalStore(subscribe, () => notices);
  return all.filter((notice) => notice.compeId === compeId);
}
