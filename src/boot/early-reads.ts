/**
 * Inlined into index.html (vite.config.ts, `earlyReadsScript`): runs while the HTML is parsed and
 * starts the Firestore reads of the public page being opened, so they travel alongside the app's
 * code instead of after it (on a phone: one round trip to Firestore less on the critical path, and
 * no wait for the code that would have sent them). lib/firebase/rest picks the answers up.
 * What each route reads mirrors the `reads` of its route in src/app/router.tsx; a read missing here
 * is only slower, never wrong.
 */
import { paths } from '@/config/paths';
import {
  EARLY_READS,
  fetchAnswer,
  publicReads,
  requestKey,
  type RestAnswer,
  type RestRequest,
} from '@/lib/firebase/public-reads';

/** First path segments that are pages of their own, not a club id. */
const RESERVED = new Set(
  Object.values(paths).flatMap((entry) => {
    const first = 'path' in entry ? (entry.path as string).split('/')[1] : undefined;
    return first && !first.startsWith(':') ? [first] : [];
  }),
);

/** The fixed segment of a route's path: paths.live.path '/:clubId/live/:compeId' → 'live'. */
const fixed = (path: string, index: number) => path.split('/')[index];
const TICKET = fixed(paths.ticket.path, 1);
const LIVE = fixed(paths.live.path, 2);
const LIVEZ = fixed(paths.livez.path, 2);
const REGIST = fixed(paths.regist.path, 2);

/** The public pages the boot script knows: the ids of scripts/bench/routes.mjs (PUBLIC_ROUTES). */
export type PublicRouteId = 'home' | 'club' | 'live' | 'livez' | 'regist' | 'ticket';

/**
 * The public page at `pathname` and its reads (decoded ids, as the router's params are), or null
 * for any other page (a staff page, お問い合わせ, a malformed address).
 */
export function publicRouteAt(
  pathname: string,
  now = new Date(),
): { id: PublicRouteId; reads: RestRequest[] } | null {
  let segments: string[];
  try {
    segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null; // a malformed address: the router shows 404
  }
  const [first, second, third, ...rest] = segments;
  if (rest.length > 0) return null;
  if (first === undefined) {
    return { id: 'home', reads: [publicReads.upcomingCompes(now), publicReads.clubs()] };
  }
  if (first === TICKET)
    return second && !third ? { id: 'ticket', reads: [publicReads.ticket(second)] } : null;
  if (RESERVED.has(first)) return null;
  // /{clubId}/…: the top bar shows the club (livez has no top bar).
  const club = publicReads.club(first);
  if (second === undefined) return { id: 'club', reads: [club, publicReads.clubCompes(first)] };
  if (third === undefined) return null;
  if (second === LIVE)
    return { id: 'live', reads: [publicReads.compe(third), publicReads.board(third), club] };
  if (second === LIVEZ) return { id: 'livez', reads: [publicReads.compe(third), publicReads.board(third)] };
  if (second === REGIST) return { id: 'regist', reads: [publicReads.compe(third), club] };
  return null;
}

/** The reads of the public page at `pathname`; none for other pages. */
export function earlyReadsFor(pathname: string, now = new Date()): RestRequest[] {
  return publicRouteAt(pathname, now)?.reads ?? [];
}

/** Starts the reads and leaves their answers on `window` for lib/firebase/rest. */
export function startEarlyReads(reads: readonly RestRequest[]): void {
  const answers: Record<string, Promise<RestAnswer>> = {};
  for (const request of reads) {
    const answer = fetchAnswer(request);
    // Nobody may take it (the page changed first): not an unhandled rejection then.
    answer.catch(() => undefined);
    answers[requestKey(request)] = answer;
  }
  window[EARLY_READS] = answers;
}
