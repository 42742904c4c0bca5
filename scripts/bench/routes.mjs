/**
 * The public routes the bench measures: one lazily imported page module each (src/app's router).
 * `id` keys the per-route budgets in bench/budget.json and the figures in bench/baseline.json, so
 * renaming one means renaming it there too.
 *
 * @type {readonly import('./routes.d.mts').PublicRoute[]}
 */
export const PUBLIC_ROUTES = Object.freeze([
  { id: 'home', path: '/', page: 'src/features/home/pages/home-page.tsx' },
  { id: 'club', path: '/{clubId}', page: 'src/features/club/pages/club-page.tsx' },
  { id: 'live', path: '/{clubId}/live/{compeId}', page: 'src/features/live/pages/live-page.tsx' },
  { id: 'livez', path: '/{clubId}/livez/{compeId}', page: 'src/features/live/pages/livez-page.tsx' },
  { id: 'regist', path: '/{clubId}/regist/{compeId}', page: 'src/features/regist/pages/regist-page.tsx' },
  { id: 'ticket', path: '/ticket/{ticketId}', page: 'src/features/ticket/pages/ticket-page.tsx' },
]);
