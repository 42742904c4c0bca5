import { prefetch, useLoader } from '@/lib/use-loader';

const clubKey = (clubId: string) => `club:${clubId}`;
const loadClub = async (clubId: string) => (await import('./get-club')).getClub(clubId);
const clubCompesKey = (clubId: string) => `club-compes:${clubId}`;
const loadClubCompes = async (clubId: string) =>
  (await import('@/lib/db/compes/get-club-compes')).getClubCompes(clubId);
const loadClubs = async () => (await import('./get-club')).getClubs();

/** The club of a route; the Firestore read is loaded after first paint. */
export function useClub(clubId: string | undefined) {
  return useLoader(clubId ? clubKey(clubId) : null, () => loadClub(clubId as string));
}

export function useClubs() {
  return useLoader('clubs', loadClubs);
}

export function useClubCompes(clubId: string | undefined) {
  return useLoader(clubId ? clubCompesKey(clubId) : null, () => loadClubCompes(clubId as string));
}

/** /{clubId}: the club and its competitions, read while the page's code loads. */
export function prefetchClubPage(clubId: string) {
  prefetch(clubKey(clubId), () => loadClub(clubId));
  prefetch(clubCompesKey(clubId), () => loadClubCompes(clubId));
}

/** /: the clubs (the upcoming competitions are the compe feature's). */
export function prefetchClubs() {
  prefetch('clubs', loadClubs);
}
