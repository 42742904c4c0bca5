import { serverTimestamp } from 'firebase/firestore';
import { updateDoc } from '@/lib/firebase/writes';
import { db } from '@/lib/firebase/firestore';
import { clubRef } from './refs';

/**
 * A club's place in lists (home, 神ページ): super-users only, the rules say. Throws what Firestore
 * throws (docs/development.md "Errors from writes").
 */
export async function updateClubOrder(clubId: string, order: number): Promise<void> {
  await updateDoc(clubRef(db(), clubId), { order, updatedAt: serverTimestamp() });
}
