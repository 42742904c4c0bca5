import { useEffect, useState } from 'react';
import type { RegistTicket } from '../../../shared/schemas/ticket';

/**
 * The 参加票 as it is now: `initial` (the Lite one-shot read that painted the page) until the
 * listener, loaded after that paint, reports. The listener ends with the component.
 */
export function useLiveTicket(initial: RegistTicket): RegistTicket {
  const [latest, setLatest] = useState<RegistTicket | null>(null);
  const ticketId = initial.id;
  useEffect(() => {
    let active = true;
    let stop: (() => void) | undefined;
    import('./watch-ticket').then(
      ({ watchTicket }) => {
        if (active) stop = watchTicket(ticketId, setLatest);
      },
      // Without the listener the page still shows the one-shot read.
      (error: unknown) => console.warn(error),
    );
    return () => {
      active = false;
      stop?.();
    };
  }, [ticketId]);
  return latest?.id === ticketId ? latest : initial;
}
