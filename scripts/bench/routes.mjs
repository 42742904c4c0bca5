/**
 * The public routes the bench measures: one lazily imported page module each (src/app's router), and
 * the other modules it loads before showing its content. The build reads this table too: index.html preloads each route's
 * code (vite.config.ts, src/boot/preload.ts). `id` keys the per-route budgets in bench/budget.json,
 * the figures in bench/baseline.json and the boot script's route ids (src/boot/early-reads.ts), so
 * renaming one means renaming it there too.
 *
 * @type {readonly import('./routes.d.mts').PublicRoute[]}
 */
export const PUBLIC_ROUTES = Object.freeze([
  {
    id: 'home',
    path: '/',
    page: 'src/features/home/pages/home-page.tsx',
    preload: ['src/features/compe/api/get-upcoming-compes.ts', 'src/features/club/api/get-club.ts'],
  },
  {
    id: 'club',
    path: '/{clubId}',
    page: 'src/features/club/pages/club-page.tsx',
    preload: ['src/features/club/api/get-club.ts', 'src/features/club/api/get-club-compes.ts'],
  },
  {
    id: 'live',
    path: '/{clubId}/live/{compeId}',
    page: 'src/features/live/pages/live-page.tsx',
    // The board's source: the page imports it on its first render, one more round trip otherwise.
    preload: [
      'src/features/live/api/get-live-compe.ts',
      'src/features/club/api/get-club.ts',
      'src/lib/live-board/board-source.ts',
    ],
  },
  {
    id: 'livez',
    path: '/{clubId}/livez/{compeId}',
    page: 'src/features/live/pages/livez-page.tsx',
    preload: ['src/features/live/api/get-live-compe.ts', 'src/lib/live-board/board-source.ts'],
  },
  {
    id: 'regist',
    path: '/{clubId}/regist/{compeId}',
    page: 'src/features/regist/pages/regist-page.tsx',
    preload: ['src/features/regist/api/get-public-compe.ts', 'src/features/club/api/get-club.ts'],
  },
  {
    id: 'ticket',
    path: '/ticket/{ticketId}',
    page: 'src/features/ticket/pages/ticket-page.tsx',
    // The QR code is the ticket's content (and its largest paint): its encoder comes with the page.
    preload: ['src/features/ticket/api/get-ticket.ts', 'node_modules/qrcode/lib/browser.js'],
  },
]);
