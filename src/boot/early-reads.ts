/**
 * Inlined into index.html (vite.config.ts, `earlyReadsScript`): runs while the HTML is parsed and
 * starts the Firestore reads of the public page being opened, so they travel alongside the app's
 * code instead of after it (on a phone: one round trip to Firestore less on the critical path, and
 * no wait for the code that would have sent them). lib/firebase/rest picks the answers up.
 * Which pages and what each reads: the `path` and `reads` of src/config/public-routes.ts.
 */
import { paths } from '@/config/paths';
import type { BootRoute, EarlyRead, PublicRouteId } from '@/config/public-routes';
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

/**
 * Each read a route of src/config/public-routes.ts may name, from the page's path parameters
 * (decoded, as the router's params are; `EARLY_READ_PARAMS` says which each takes).
 */
const READ_REQUESTS: {
  [R in EarlyRead]: (params: Record<string, string>, now: Date) => RestRequest;
} = {
  upcomingCompes: (_, now) => publicReads.upcomingCompes(now),
  clubs: () => publicReads.clubs(),
  club: (p) => publicReads.club(p.clubId),
  clubCompes: (p) => publicReads.clubCompes(p.clubId),
  compe: (p) => publicReads.compe(p.compeId),
  board: (p) => publicReads.board(p.compeId),
  stages: (p) => publicReads.stages(p.compeId),
  stage: (p) => publicReads.stage(p.compeId, p.stageId),
  hallCalls: (p) => publicReads.hallCalls(p.compeId),
  ticket: (p) => publicReads.ticket(p.ticketId),
};

/**
 * The parameters of `segments` under a route's `path` ('/:clubId/live/:compeId'), or null when it
 * is not that route's. A first segment that is a page of its own (about, god, …) is no club id: the
 * router prefers those routes.
 */
function paramsAt(path: string, segments: readonly string[]): Record<string, string> | null {
  const parts = path.split('/').filter(Boolean);
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of parts.entries()) {
    if (!part.startsWith(':')) {
      if (part !== segments[i]) return null;
    } else if (i === 0 && RESERVED.has(segments[i])) {
      return null;
    } else {
      params[part.slice(1)] = segments[i];
    }
  }
  return params;
}

/**
 * The public page at `pathname` among `routes` (src/config/public-routes.ts; the boot script has
 * the build's copy, vite.config.ts) and its reads, or null for any other page (a staff page,
 * お問い合わせ, a malformed address).
 */
export function publicRouteAt(
  pathname: string,
  routes: readonly BootRoute[],
  now = new Date(),
): { id: PublicRouteId; reads: RestRequest[] } | null {
  let segments: string[];
  try {
    segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null; // a malformed address: the router shows 404
  }
  for (const route of routes) {
    const params = paramsAt(route.path, segments);
    if (params) {
      return { id: route.id, reads: route.reads.map((read) => READ_REQUESTS[read](params, now)) };
    }
  }
  return null;
}

/** The reads of the public page at `pathname`; none for other pages. */
export function earlyReadsFor(
  pathname: string,
  routes: readonly BootRoute[],
  now = new Date(),
): RestRequest[] {
  return publicRouteAt(pathname, routes, now)?.reads ?? [];
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
