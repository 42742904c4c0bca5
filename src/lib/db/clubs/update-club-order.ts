import { serverTimestamp } from 'firebase/firestore';
import { updateDoc } from '@/lib/firebase/writes';
import { writeErrorMessage } from '@/lib/firebase/errors';
import { db } from '@/lib/firebase/firestore';
import { clubRef } from './refs';

/** A club's place in lists (home, 神ページ): super-users only, the rules say. */
export async function updateClubOrder(
  clubId: string,
  order: number,
): Promise<{ ok: true } | { ok: false; error: string }> {
  try {
    await updateDoc(clubRef(db(), clubId), { order, updatedAt: serverTimestamp() });
    return { ok: true };
  } catch (error) {
    console.error('updating the order failed', clubId, error);
    return { ok: false, error: writeErrorMessage(error) };
  }
}
