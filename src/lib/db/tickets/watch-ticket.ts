import { watchLive } from '@/lib/live-worker/watch-live';
import type { RegistTicket } from '@/shared/schemas/ticket';

/**
 * Listens to tickets/{ticketId} in the live worker (lib/live-worker), so a status set by staff or by
 * cancelRegist reaches the participant without a reload. Only useLiveTicket calls this, through a
 * dynamic import.
 */
export function watchTicket(ticketId: string, onTicket: (ticket: RegistTicket) => void): () => void {
  // The page keeps showing the one-shot read; the SDK retries a dropped connection by itself.
  return watchLive({ kind: 'ticket', ticketId }, onTicket, (error) =>
    console.warn('ticket listener stopped', error),
  );
}
