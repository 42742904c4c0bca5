/**
 * The public pages: what a visitor opens from a link without signing in, and what every phone on a
 * venue's network loads first. One table for all that treats them apart from the rest of the app:
 *
 * - the router (src/app/router.tsx) has the page and its reads for each `id` (PUBLIC_PAGES), at
 *   the route of `path`;
 * - the boot script in index.html (src/boot) knows the page being opened by `path` and starts its
 *   `reads` while the HTML is parsed;
 * - the build (vite.config.ts) puts each route's `page` and `preload` modules in few chunks and
 *   writes them into the boot script to preload (src/config/route-chunks.ts);
 * - `npm run bench` and tests/unit/bundle-budget.test.ts measure each route's first load, keyed by
 *   `id` in bench/budget.json and bench/baseline.json.
 *
 * Plain data, importing paths.ts only: vite.config.ts and scripts/bench load it under Node, and the
 * build writes the part the boot script needs into it (bootRoutes) rather than bundle the module ids.
 * src/config/__tests__/public-routes.test.ts checks the table against the router and the files.
 */
import { paths } from './paths.ts';

/**
 * The reads the boot script can start (src/lib/firebase/public-reads.ts `publicReads`, sent by
 * src/boot/early-reads.ts), each with the path parameter(s) it takes.
 */
export const EARLY_READ_PARAMS = {
  /** Published competitions from today on. */
  upcomingCompes: null,
  clubs: null,
  club: 'clubId',
  /** A club's published competitions. */
  clubCompes: 'clubId',
  compe: 'compeId',
  /** The live board (進行表) of a competition. */
  board: 'compeId',
  /** The play's stages of a competition. */
  stages: 'compeId',
  /** One stage of a competition (結果報告's match is in it). */
  stage: ['compeId', 'stageId'],
  /** The hall's calls of a competition (docs/play.md "The hall's calls"): 結果報告's table. */
  hallCalls: 'compeId',
  ticket: 'ticketId',
} as const;

export type EarlyRead = keyof typeof EARLY_READ_PARAMS;

export interface PublicRoute {
  /**
   * Key in bench/budget.json `firstLoadKB` and bench/baseline.json, the route's entry in the
   * router's PUBLIC_PAGES and in the boot script's preload lists.
   */
  readonly id: string;
  /** The router's pattern for it, from paths.ts. */
  readonly path: string;
  /** Repo-relative file of the page module the router imports lazily for it. */
  readonly page: string;
  /**
   * Repo-relative files of the other modules the page imports before it shows its content: the api
   * modules of its first reads (the `import()`s of its hooks, src/features/x/api/use-x.ts), and
   * what its first paint needs. The build groups them with the page and the boot script preloads
   * their chunks with the page's, so they count in the first load.
   */
  readonly preload: readonly string[];
  /**
   * The Firestore reads the boot script starts for it, in this order (src/boot/early-reads.ts). They
   * mirror the route's `reads` in the router: a read missing here is only slower, never wrong.
   */
  readonly reads: readonly EarlyRead[];
}

export const PUBLIC_ROUTES = [
  {
    id: 'home',
    path: paths.home.path,
    page: 'src/features/home/pages/home-page.tsx',
    preload: ['src/lib/db/compes/get-upcoming-compes.ts', 'src/lib/db/clubs/get-club.ts'],
    reads: ['upcomingCompes', 'clubs'],
  },
  {
    id: 'club',
    path: paths.club.path,
    page: 'src/features/club/pages/club-page.tsx',
    preload: ['src/lib/db/clubs/get-club.ts', 'src/lib/db/compes/get-club-compes.ts'],
    reads: ['club', 'clubCompes'],
  },
  {
    id: 'live',
    path: paths.live.path,
    page: 'src/features/live/pages/live-page.tsx',
    // The board's source: the page imports it on its first render, one more round trip otherwise.
    preload: [
      'src/features/live/api/get-live-compe.ts',
      'src/lib/db/clubs/get-club.ts',
      'src/lib/live-board/board-source.ts',
    ],
    // The club for the top bar; the stages for the play, read after first paint (use-day-play).
    reads: ['compe', 'board', 'club', 'stages'],
  },
  {
    id: 'livez',
    path: paths.livez.path,
    page: 'src/features/live/pages/livez-page.tsx',
    preload: ['src/features/live/api/get-live-compe.ts', 'src/lib/live-board/board-source.ts'],
    // No top bar, no club.
    reads: ['compe', 'board', 'stages'],
  },
  {
    // 呼び出し画面: its first paint shows the calls (docs/play.md "The call board"), so the stages'
    // read, its decoder and the play's views come with the page; only the listener comes after.
    id: 'call',
    path: paths.call.path,
    page: 'src/features/call/pages/call-page.tsx',
    preload: ['src/features/call/api/get-call-compe.ts', 'src/lib/live-stages/get-stages.ts'],
    reads: ['compe', 'stages'],
  },
  {
    id: 'result',
    path: paths.result.path,
    page: 'src/features/result/pages/result-page.tsx',
    // The stages' views load after first paint (docs/play.md "The record (結果)"); their read is
    // sent with the page's code.
    preload: ['src/features/result/api/get-result-compe.ts', 'src/lib/db/clubs/get-club.ts'],
    // The club for the top bar.
    reads: ['compe', 'club', 'stages'],
  },
  {
    id: 'regist',
    path: paths.regist.path,
    page: 'src/features/regist/pages/regist-page.tsx',
    preload: ['src/features/regist/api/get-regist-compe.ts', 'src/lib/db/clubs/get-club.ts'],
    reads: ['compe', 'club'],
  },
  {
    id: 'ticket',
    path: paths.ticket.path,
    page: 'src/features/ticket/pages/ticket-page.tsx',
    // The QR code is the ticket's content (and its largest paint): its encoder comes with the page.
    preload: ['src/lib/db/tickets/get-ticket.ts', 'node_modules/qrcode/lib/browser.js'],
    reads: ['ticket'],
  },
  {
    // 結果報告 (docs/play.md "Reporting results from the floor"): the credential is in the fragment,
    // which no boot read can see, but the competition and the stage are public and in the path:
    // they are read with the page's code, and the match, resolved by the engine that comes with it
    // (get-report-match), is the first paint; only the form loads after it.
    id: 'report',
    path: paths.report.path,
    page: 'src/features/report/pages/report-page.tsx',
    preload: ['src/features/report/api/get-report-match.ts', 'src/lib/db/clubs/get-club.ts'],
    // The club for the top bar: sent by the top bar after the page's code, its read lengthened the
    // chain Lighthouse counts before the match's paint (LCP 2.32 s, against 2.12 s with it here).
    reads: ['compe', 'stage', 'hallCalls', 'club'],
  },
] as const satisfies readonly PublicRoute[];

export type PublicRouteId = (typeof PUBLIC_ROUTES)[number]['id'];

/** What the boot script needs of a route: no module ids, which would weigh on every page's HTML. */
export type BootRoute = Pick<PublicRoute, 'path' | 'reads'> & { readonly id: PublicRouteId };

/** The boot script's share of the table (vite.config.ts writes it in as `__PUBLIC_ROUTES__`). */
export function bootRoutes(routes: readonly BootRoute[] = PUBLIC_ROUTES): BootRoute[] {
  return routes.map(({ id, path, reads }) => ({ id, path, reads }));
}
