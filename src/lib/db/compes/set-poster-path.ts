import { serverTimestamp } from 'firebase/firestore';
import { writeBatch } from '@/lib/firebase/writes';
import { db } from '@/lib/firebase/firestore';
import { compeRef } from './refs';

/** The competition's poster (its Storage path), set once the file is uploaded. */
export async function setPosterPath(compeId: string, posterPath: string): Promise<void> {
  const batch = writeBatch(db());
  batch.update(compeRef(db(), compeId), { posterPath, updatedAt: serverTimestamp() });
  await batch.commit();
}
