import { doc, getDoc } from 'firebase/firestore/lite';
import { liteDb } from '../../../lib/firebase/lite';
import { fromSnapshot } from '../../../lib/firebase/converters';
import { compeSchema, type Compe } from '../../../shared/schemas/compe';

/** A published competition, or null when there is none (or it is not public: the rules refuse). */
export async function getPublicCompe(compeId: string): Promise<Compe | null> {
  try {
    const snapshot = await getDoc(doc(liteDb(), 'compes', compeId));
    return snapshot.exists() ? fromSnapshot(compeSchema, snapshot) : null;
  } catch (error) {
    if ((error as { code?: string }).code === 'permission-denied') return null;
    throw error;
  }
}
