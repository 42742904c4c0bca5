import { prefetch, useLoader } from '@/lib/use-loader';

const KEY = 'compes:upcoming';
const load = async () => (await import('./get-upcoming-compes')).getUpcomingCompes();

export function useUpcomingCompes() {
  return useLoader(KEY, load);
}

export function prefetchUpcomingCompes() {
  prefetch(KEY, load);
}
