import { doc, getDoc } from 'firebase/firestore/lite';
import { liteDb } from '@/lib/firebase/lite';

/**
 * The host (owner) of an indie competition, or null: the ticket page's staff check-in. An
 * unpublished compe is readable only by its owner, so a refused read means "not yours" rather than
 * an error. Read through Firestore Lite, the path written here and not taken from refs.ts: the
 * ticket page is public, and refs.ts carries the full SDK (docs/development.md, Collections).
 */
export async function getCompeOwner(compeId: string): Promise<string | null> {
  try {
    const owner: unknown = (await getDoc(doc(liteDb(), 'compes', compeId))).get('owner');
    return typeof owner === 'string' ? owner : null;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'permission-denied') return null;
    throw error;
  }
}
