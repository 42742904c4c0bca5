import { collection, getDocs, orderBy, query, where } from 'firebase/firestore/lite';
import { liteDb } from '../../../lib/firebase/lite';
import { fromSnapshot } from '../../../lib/firebase/converters';
import { compeSchema, type Compe } from '../../../shared/schemas/compe';

/** A club's published competitions, newest first (the rules allow only this filtered query publicly). */
export async function getClubCompes(clubId: string): Promise<Compe[]> {
  const snapshot = await getDocs(
    query(
      collection(liteDb(), 'compes'),
      where('clubId', '==', clubId),
      where('published', '==', true),
      orderBy('eventedAt', 'desc'),
    ),
  );
  return snapshot.docs.map((d) => fromSnapshot(compeSchema, d));
}
