import { doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { db } from '@/lib/firebase/firestore';
import { writeErrorMessage } from '@/lib/firebase/errors';

export type CheckInResult = { ok: true } | { ok: false; message: string };

/**
 * 受付 (check-in) or its undo. The rules let staff change only status/checkedInAt of a regist, and
 * checkedInAt only to the server's time or null, so the time is never the device's clock.
 */
export async function setCheckedIn(
  compeId: string,
  registId: string,
  checkedIn: boolean,
): Promise<CheckInResult> {
  try {
    await updateDoc(doc(db(), 'compes', compeId, 'regists', registId), {
      checkedInAt: checkedIn ? serverTimestamp() : null,
    });
    return { ok: true };
  } catch (error) {
    return { ok: false, message: writeErrorMessage(error) };
  }
}
