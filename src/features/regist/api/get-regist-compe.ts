import { fromSnapshot } from '@/lib/firebase/converters';
import { publicReads } from '@/lib/firebase/public-reads';
import { getDocument } from '@/lib/firebase/rest';
import { compeSchema, type Compe } from '@/shared/schemas/compe';

/** A published competition, or null when there is none (or it is not public: the rules refuse). */
export async function getRegistCompe(compeId: string): Promise<Compe | null> {
  try {
    const snapshot = await getDocument(publicReads.compe(compeId));
    return snapshot ? fromSnapshot(compeSchema, snapshot) : null;
  } catch (error) {
    if ((error as { code?: string }).code === 'permission-denied') return null;
    throw error;
  }
}
