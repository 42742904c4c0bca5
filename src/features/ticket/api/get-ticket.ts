import { doc, getDoc } from 'firebase/firestore/lite';
import { liteDb } from '../../../lib/firebase/lite';
import { fromSnapshot } from '../../../lib/firebase/converters';
import { ticketSchema, type Ticket } from '../../../shared/schemas/ticket';

/** tickets/{ticketId}: anyone who knows the id may read it (the id is the secret). */
export async function getTicket(ticketId: string): Promise<Ticket | null> {
  const snapshot = await getDoc(doc(liteDb(), 'tickets', ticketId));
  return snapshot.exists() ? (fromSnapshot(ticketSchema, snapshot) as Ticket) : null;
}
