import { serverTimestamp } from 'firebase/firestore';
import { updateDoc } from '@/lib/firebase/writes';
import { db } from '@/lib/firebase/firestore';
import { ticketRef } from './refs';

/**
 * Revokes an invitation: isClosed true, closedAt server time (docs/product.md §4). A failure is only logged
 * and reported: the caller learns of it from `false` to tell the user.
 */
export async function closeAuthTicket(ticketId: string): Promise<boolean> {
  try {
    await updateDoc(ticketRef(db(), ticketId), { isClosed: true, closedAt: serverTimestamp() });
    return true;
  } catch (error) {
    console.error('closeAuthTicket failed', ticketId, error);
    return false;
  }
}
