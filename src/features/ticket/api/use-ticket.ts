import { useLoader } from '../../../lib/use-loader';

export function useTicket(ticketId: string | undefined) {
  return useLoader(ticketId ? `ticket:${ticketId}` : null, async () =>
    (await import('./get-ticket')).getTicket(ticketId as string),
  );
}
