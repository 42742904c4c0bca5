import { serverTimestamp, updateDoc } from 'firebase/firestore';
import { db } from '@/lib/firebase/firestore';
import { registRef } from './refs';

/**
 * 受付 (check-in) of one registration, or its undoing: from 参加申込リスト (switch and QR) and from
 * the ticket page a staff member opens. The rules let staff change only `status` and
 * `checkedInAt`, and `checkedInAt` only to the server's time or null, so the time cannot be
 * back-dated from a device with a wrong clock. Only accepted registrations are checked in: the
 * callers decide that (the rules do not). A refused or failed write throws.
 */
export async function setCheckedIn(compeId: string, registId: string, checkedIn: boolean): Promise<void> {
  await updateDoc(registRef(db(), compeId, registId), {
    checkedInAt: checkedIn ? serverTimestamp() : null,
  });
}
