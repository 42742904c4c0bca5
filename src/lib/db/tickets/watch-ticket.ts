import { onSnapshot, type Unsubscribe } from 'firebase/firestore';
import { db } from '@/lib/firebase/firestore';
import { fromSnapshot } from '@/lib/firebase/converters';
import { ticketSchema, type RegistTicket } from '@/shared/schemas/ticket';
import { ticketRef } from './refs';

/**
 * Listens to tickets/{ticketId} with the full SDK, so a status set by staff or by cancelRegist
 * reaches the participant without a reload. Only useLiveTicket calls this, through a dynamic import:
 * the full SDK never enters the ticket page's first load.
 */
export function watchTicket(ticketId: string, onTicket: (ticket: RegistTicket) => void): Unsubscribe {
  return onSnapshot(
    ticketRef(db(), ticketId),
    (snapshot) => {
      if (!snapshot.exists()) return;
      try {
        const ticket = fromSnapshot(ticketSchema, snapshot);
        if (ticket.code === 'regist') onTicket(ticket as RegistTicket);
      } catch (error) {
        console.error(error);
      }
    },
    // The page keeps showing the one-shot read; the SDK retries a dropped connection by itself.
    (error) => console.warn('ticket listener stopped', error),
  );
}
