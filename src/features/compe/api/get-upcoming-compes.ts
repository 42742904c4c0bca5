import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { liteDb } from '../../../lib/firebase/lite';
import { fromSnapshot } from '../../../lib/firebase/converters';
import { compeSchema, type Compe } from '../../../shared/schemas/compe';

/** Published competitions from the start of today on, soonest first (home page). */
export async function getUpcomingCompes(max = 12, now = new Date()): Promise<Compe[]> {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const snapshot = await getDocs(
    query(
      collection(liteDb(), 'compes'),
      where('published', '==', true),
      where('eventedAt', '>=', today),
      orderBy('eventedAt'),
      limit(max),
    ),
  );
  return snapshot.docs.map((d) => fromSnapshot(compeSchema, d));
}
