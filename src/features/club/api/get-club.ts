import { collection, doc, getDoc, getDocs, orderBy, query } from 'firebase/firestore/lite';
import { liteDb } from '../../../lib/firebase/lite';
import { fromSnapshot } from '../../../lib/firebase/converters';
import { clubSchema, type Club } from '../../../shared/schemas/club';

/** clubs/{clubId}, or null when there is no such club. */
export async function getClub(clubId: string): Promise<Club | null> {
  const snapshot = await getDoc(doc(liteDb(), 'clubs', clubId));
  return snapshot.exists() ? fromSnapshot(clubSchema, snapshot) : null;
}

/** Every club, by `order` then name (PRODUCT.md §2 home). */
export async function getClubs(): Promise<Club[]> {
  const snapshot = await getDocs(query(collection(liteDb(), 'clubs'), orderBy('order')));
  return snapshot.docs
    .map((d) => fromSnapshot(clubSchema, d))
    .sort((a, b) => a.order - b.order || a.clubName.localeCompare(b.clubName, 'ja'));
}
