import { doc, getDoc } from 'firebase/firestore/lite';
import { liteDb } from '@/lib/firebase/lite';

/**
 * The host (owner) of an indie competition, or null. An unpublished compe is readable only by its
 * owner, so a refused read means "not yours" rather than an error.
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
