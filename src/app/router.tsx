import { isValidElement, Suspense, type ComponentType, type ReactNode } from 'react';
import {
  matchRoutes,
  useLocation,
  useParams,
  useRoutes,
  type Params,
  type RouteObject,
} from 'react-router-dom';
import { paths } from '@/config/paths';
import type { PublicRouteId } from '@/config/public-routes';
import { preloadableLazy, type PreloadableComponent } from '@/lib/preloadable-lazy';
import { withMui } from '@/components/with-mui';
import { PageLoading } from '@/components/page-loading';
import { AppLayout, RouteTitleContext, type RouteHandle } from './layout';
import { ClubScope } from './club-scope';
import { RequireForm, RequireGod } from './route-guards';
import { RouteErrorBoundary } from './route-error';
import { prefetchClubPage, prefetchClubs } from '@/lib/db/clubs/use-club';
import { prefetchUpcomingCompes } from '@/lib/db/compes/use-upcoming-compes';
import { prefetchLiveCompe } from '@/features/live/api/use-live-compe';
import { prefetchCallCompe } from '@/features/call/api/use-call-compe';
import { prefetchPublicCompe } from '@/features/regist/api/use-regist-compe';
import { prefetchResultCompe } from '@/features/result/api/use-result-compe';
import { prefetchTicket } from '@/lib/db/tickets/use-ticket';

/*
 * Declarative routes (useRoutes), not the data router: nothing here needs loaders, actions or
 * fetchers, and the data router would add ~16 KB gzip to every first load (docs/performance.md).
 */

type PageModule = Promise<{ default: ComponentType }>;

/**
 * Every page is its own chunk, loaded when its route is entered. Pages drawn with MUI (staff
 * pages, forms) load through `withMui`, which brings MUI's theme along; public pages draw with CSS
 * and keep MUI out of their first load. `reads` start the page's reads
 * (lib/use-loader) in the same moment, so they do not wait for the chunk's round trip: the page
 * finds them in flight.
 */
function page(load: () => PageModule, reads?: (params: Params) => void): ReactNode {
  return <RoutePage page={preloadableLazy(load)} reads={reads} />;
}

function RoutePage({
  page: Page,
  reads,
}: {
  page: PreloadableComponent<object>;
  reads?: (params: Params) => void;
}) {
  const params = useParams();
  // Idempotent (a cache keyed by the read): rendering twice does not read twice.
  reads?.(params);
  return <Page />;
}

/**
 * The public pages (src/config/public-routes.ts), by route id: the page module imported for the
 * route (the table's `page`) and the reads started with it (the boot script has already sent the
 * table's `reads`, their REST share, and the page takes those answers).
 * src/config/__tests__/public-routes.test.ts checks them against the table.
 */
export const PUBLIC_PAGES = {
  home: {
    load: () => import('@/features/home/pages/home-page'),
    reads: () => {
      prefetchUpcomingCompes();
      prefetchClubs();
    },
  },
  club: {
    load: () => import('@/features/club/pages/club-page'),
    reads: (p) => prefetchClubPage(p.clubId as string),
  },
  live: {
    load: () => import('@/features/live/pages/live-page'),
    reads: (p) => prefetchLiveCompe(p.compeId as string),
  },
  livez: {
    load: () => import('@/features/live/pages/livez-page'),
    reads: (p) => prefetchLiveCompe(p.compeId as string),
  },
  call: {
    load: () => import('@/features/call/pages/call-page'),
    reads: (p) => prefetchCallCompe(p.compeId as string),
  },
  result: {
    load: () => import('@/features/result/pages/result-page'),
    reads: (p) => prefetchResultCompe(p.compeId as string),
  },
  regist: {
    load: () => import('@/features/regist/pages/regist-page'),
    reads: (p) => prefetchPublicCompe(p.compeId as string),
  },
  ticket: {
    load: () => import('@/features/ticket/pages/ticket-page'),
    reads: (p) => prefetchTicket(p.ticketId as string),
  },
  // 結果報告: nothing to read before the page knows its link (the fragment).
  report: {
    load: () => import('@/features/report/pages/report-page'),
    reads: () => undefined,
  },
} satisfies Record<PublicRouteId, { load: () => PageModule; reads: (params: Params) => void }>;

/** A route's `handle`: its title, and for a public page its id in src/config/public-routes.ts. */
export type AppRouteHandle = RouteHandle & { publicRoute?: PublicRouteId };

/** The `handle` and `element` of public page `id`'s route; `wrap` goes around the page. */
function publicRoute(
  id: PublicRouteId,
  title?: string,
  wrap = (node: ReactNode) => node,
): Pick<RouteObject, 'handle' | 'element'> {
  const handle: AppRouteHandle = { title, publicRoute: id };
  return { handle, element: wrap(page(PUBLIC_PAGES[id].load, PUBLIC_PAGES[id].reads)) };
}

/** The pages inside a route's element (livez wraps its page in an error boundary and Suspense). */
function pagesIn(node: ReactNode): PreloadableComponent<object>[] {
  if (!isValidElement<{ page?: PreloadableComponent<object>; children?: ReactNode }>(node)) return [];
  if (node.type === RoutePage && node.props.page) return [node.props.page];
  return [node.props.children].flat().flatMap(pagesIn);
}

/**
 * Loads the code of the pages at `pathname` (index.html has already started fetching it for a
 * public page, src/boot/preload.ts). main.tsx renders once it is in, so the first paint is the page
 * and not its loading fallback (lib/preloadable-lazy). Never rejects: a chunk that fails to load
 * fails again in the page's error boundary, which says so.
 */
export async function loadPagesAt(pathname: string): Promise<void> {
  const pages = (matchRoutes(routes, pathname) ?? []).flatMap((match) => pagesIn(match.route.element));
  await Promise.allSettled(pages.map((p) => p.preload()));
}

/** Drops the leading '/' of a path for use as a child route. */
const child = (path: string) => path.replace(/^\/[^/]*\//, '');

export const routes: RouteObject[] = [
  {
    // The meeting layout has no app chrome (docs/product.md), so it sits outside AppLayout.
    path: paths.livez.path,
    ...publicRoute('livez', 'ライブZoom', (node) => (
      <RouteErrorBoundary>
        <Suspense fallback={<PageLoading />}>{node}</Suspense>
      </RouteErrorBoundary>
    )),
  },
  {
    // The venue screen has no app chrome either (docs/play.md "The call board").
    path: paths.call.path,
    ...publicRoute('call', '呼び出し画面', (node) => (
      <RouteErrorBoundary>
        <Suspense fallback={<PageLoading />}>{node}</Suspense>
      </RouteErrorBoundary>
    )),
  },
  {
    element: <AppLayout />,
    children: [
      {
        index: true,
        ...publicRoute('home', 'ホーム'),
      },
      {
        path: paths.about.path,
        handle: { title: 'Compeについて' },
        element: page(withMui(() => import('@/features/info/pages/about-page'))),
      },
      {
        path: paths.contact.path,
        handle: { title: 'お問い合わせ' },
        element: page(withMui(() => import('@/features/contact/pages/contact-page'))),
      },
      {
        path: paths.sign.path,
        handle: { title: '認証' },
        element: page(withMui(() => import('@/features/auth/pages/sign-page'))),
      },
      {
        path: paths.confirm.path,
        handle: { title: '確認' },
        element: page(withMui(() => import('@/features/info/pages/confirm-page'))),
      },
      {
        path: paths.ticket.path,
        ...publicRoute('ticket', '参加票'),
      },
      {
        path: paths.god.path,
        element: <RequireGod />,
        children: [
          {
            index: true,
            handle: { title: '神ページ' },
            element: page(withMui(() => import('@/features/god/pages/god-page'))),
          },
        ],
      },
      {
        path: paths.club.path,
        element: <ClubScope />,
        children: [
          {
            index: true,
            ...publicRoute('club'),
          },
          {
            path: child(paths.live.path),
            ...publicRoute('live', 'ライブ'),
          },
          {
            path: child(paths.result.path),
            ...publicRoute('result', '結果'),
          },
          {
            path: child(paths.regist.path),
            ...publicRoute('regist', '参加申し込み'),
          },
          {
            path: child(paths.report.path),
            ...publicRoute('report', '結果報告'),
          },
          {
            path: 'form',
            element: <RequireForm />,
            handle: { title: '管理' },
            children: [
              {
                element: page(withMui(() => import('./form/form-layout'))),
                // The layout brings MUI's theme for the pages inside it.
                children: [
                  { index: true, element: page(() => import('./form/form-index')) },
                  {
                    path: paths.form.club.path,
                    handle: { title: '基本設定' },
                    element: page(() => import('@/features/club-admin/pages/club-settings-page')),
                  },
                  {
                    path: paths.form.mail.path,
                    handle: { title: 'メール送信' },
                    element: page(() => import('@/features/mail/pages/mail-page')),
                  },
                  {
                    path: paths.form.card.path,
                    handle: { title: 'メール結果' },
                    element: page(() => import('@/features/mail/pages/mail-card-page')),
                  },
                  {
                    path: paths.form.link.path,
                    handle: { title: '大会リスト' },
                    element: page(() => import('@/features/compe-admin/pages/compe-list-page')),
                  },
                  {
                    path: paths.form.compe.path,
                    handle: { title: '大会設定' },
                    element: page(() => import('@/features/compe-admin/pages/compe-settings-page')),
                  },
                  {
                    path: paths.form.entry.path,
                    handle: { title: 'エントリー' },
                    element: page(() => import('@/features/entry/pages/entry-page')),
                  },
                  {
                    path: paths.form.runSheet.path,
                    handle: { title: '進行表' },
                    element: page(() => import('@/features/run-sheet/pages/run-sheet-page')),
                  },
                  {
                    path: paths.form.play.path,
                    handle: { title: '対戦' },
                    element: page(() => import('@/features/play/pages/play-page')),
                  },
                  {
                    path: paths.form.playPrint.path,
                    handle: { title: '対戦の印刷' },
                    element: page(() => import('@/features/play/pages/print-page')),
                  },
                  {
                    path: paths.form.awards.path,
                    handle: { title: '表彰' },
                    element: page(() => import('@/features/awards/pages/awards-page')),
                  },
                  {
                    path: paths.form.registList.path,
                    handle: { title: '参加申込リスト' },
                    element: page(() => import('@/features/regist-admin/pages/regist-list-page')),
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        path: '*',
        handle: { title: 'ページが見つかりません' },
        element: page(withMui(() => import('@/features/info/pages/not-found-page'))),
      },
    ],
  },
];

/** The deepest matched route's title (its `handle.title`, docs/product.md). */
function titleOf(matches: ReturnType<typeof matchRoutes>): string | undefined {
  for (let i = (matches?.length ?? 0) - 1; i >= 0; i -= 1) {
    const title = (matches?.[i].route.handle as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return undefined;
}

/** The app's routes, for inside a BrowserRouter. */
export function AppRoutes() {
  const location = useLocation();
  const element = useRoutes(routes, location);
  const title = titleOf(matchRoutes(routes, location));
  return <RouteTitleContext.Provider value={title}>{element}</RouteTitleContext.Provider>;
}
