import { doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { db } from '@/lib/firebase/firestore';
import { writeErrorMessage } from '@/lib/firebase/errors';

/** A club's place in lists (home, 神ページ): super-users only, the rules say. */
export async function updateClubOrder(
  clubId: string,
  order: number,
): Promise<{ ok: true } | { ok: false; error: string }> {
  try {
    await updateDoc(doc(db(), 'clubs', clubId), { order, updatedAt: serverTimestamp() });
    return { ok: true };
  } catch (error) {
    console.error('updating the order failed', clubId, error);
    return { ok: false, error: writeErrorMessage(error) };
  }
}
