import { fromSnapshot } from '@/lib/firebase/converters';
import { publicReads } from '@/lib/firebase/public-reads';
import { getDocument } from '@/lib/firebase/rest';
import { ticketSchema, type Ticket } from '@/shared/schemas/ticket';

/** tickets/{ticketId}: anyone who knows the id may read it (the id is the secret). */
export async function getTicket(ticketId: string): Promise<Ticket | null> {
  const snapshot = await getDocument(publicReads.ticket(ticketId));
  return snapshot ? (fromSnapshot(ticketSchema, snapshot) as Ticket) : null;
}
