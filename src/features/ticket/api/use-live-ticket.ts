import { useEffect, useState } from 'react';
import { afterFirstContent } from '@/lib/first-content';
import type { RegistTicket } from '@/shared/schemas/ticket';

/**
 * The 参加票 as it is now: `initial` (the one-shot REST read that painted the page, or the copy kept
 * on the device when that read failed) until the listener reports; `heard` once it has. The
 * listener (the full SDK, ~130 KB) is loaded once the page's first content, QR code included, is on
 * screen, and ends with the component. Offline, it keeps trying and reports when the network is back.
 */
export function useLiveTicket(initial: RegistTicket): { ticket: RegistTicket; heard: boolean } {
  const [latest, setLatest] = useState<RegistTicket | null>(null);
  const ticketId = initial.id;
  useEffect(() => {
    let active = true;
    let stop: (() => void) | undefined;
    afterFirstContent(() => {
      if (!active) return;
      import('@/lib/db/tickets/watch-ticket').then(
        ({ watchTicket }) => {
          if (active) stop = watchTicket(ticketId, setLatest);
        },
        // Without the listener the page still shows the one-shot read.
        (error: unknown) => console.warn(error),
      );
    });
    return () => {
      active = false;
      stop?.();
    };
  }, [ticketId]);
  return latest?.id === ticketId ? { ticket: latest, heard: true } : { ticket: initial, heard: false };
}
