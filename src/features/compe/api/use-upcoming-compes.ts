import { useLoader } from '../../../lib/use-loader';

export function useUpcomingCompes() {
  return useLoader('compes:upcoming', async () =>
    (await import('./get-upcoming-compes')).getUpcomingCompes(),
  );
}
