import { prefetch, useLoader } from '@/lib/use-loader';

const key = (ticketId: string) => `ticket:${ticketId}`;
const load = async (ticketId: string) => (await import('./get-ticket')).getTicket(ticketId);

export function useTicket(ticketId: string | undefined) {
  return useLoader(ticketId ? key(ticketId) : null, () => load(ticketId as string));
}

export function prefetchTicket(ticketId: string) {
  prefetch(key(ticketId), () => load(ticketId));
}
