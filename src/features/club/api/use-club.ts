import { useLoader } from '../../../lib/use-loader';

/** The club of a route; the Firestore read is loaded after first paint. */
export function useClub(clubId: string | undefined) {
  return useLoader(clubId ? `club:${clubId}` : null, async () =>
    (await import('./get-club')).getClub(clubId as string),
  );
}

export function useClubs() {
  return useLoader('clubs', async () => (await import('./get-club')).getClubs());
}

export function useClubCompes(clubId: string | undefined) {
  return useLoader(clubId ? `club-compes:${clubId}` : null, async () =>
    (await import('./get-club-compes')).getClubCompes(clubId as string),
  );
}
