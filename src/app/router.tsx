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
import { preloadableLazy, type PreloadableComponent } from '@/lib/preloadable-lazy';
import { withMui } from '@/lib/with-mui';
import { PageLoading } from '@/components/page-loading';
import { AppLayout, RouteTitleContext, type RouteHandle } from './layout';
import { ClubScope } from './club-scope';
import { RequireForm, RequireGod } from './route-guards';
import { RouteErrorBoundary } from './route-error';
import { prefetchClubPage, prefetchClubs } from '@/features/club/api/use-club';
import { prefetchUpcomingCompes } from '@/features/compe/api/use-upcoming-compes';
import { prefetchLiveCompe } from '@/features/live/api/use-live-compe';
import { prefetchPublicCompe } from '@/features/regist/api/use-public-compe';
import { prefetchTicket } from '@/features/ticket/api/use-ticket';

/*
 * Declarative routes (useRoutes), not the data router: nothing here needs loaders, actions or
 * fetchers, and the data router would add ~16 KB gzip to every first load (PERFORMANCE.md).
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
    // The meeting layout has no app chrome (PRODUCT.md §2), so it sits outside AppLayout.
    path: paths.livez.path,
    handle: { title: 'ライブZoom' },
    element: (
      <RouteErrorBoundary>
        <Suspense fallback={<PageLoading />}>
          {page(
            () => import('@/features/live/pages/livez-page'),
            (p) => prefetchLiveCompe(p.compeId as string),
          )}
        </Suspense>
      </RouteErrorBoundary>
    ),
  },
  {
    element: <AppLayout />,
    children: [
      {
        index: true,
        handle: { title: 'ホーム' },
        element: page(
          () => import('@/features/home/pages/home-page'),
          () => {
            prefetchUpcomingCompes();
            prefetchClubs();
          },
        ),
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
        handle: { title: '参加票' },
        element: page(
          () => import('@/features/ticket/pages/ticket-page'),
          (p) => prefetchTicket(p.ticketId as string),
        ),
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
            element: page(
              () => import('@/features/club/pages/club-page'),
              (p) => prefetchClubPage(p.clubId as string),
            ),
          },
          {
            path: child(paths.live.path),
            handle: { title: 'ライブ' },
            element: page(
              () => import('@/features/live/pages/live-page'),
              (p) => prefetchLiveCompe(p.compeId as string),
            ),
          },
          {
            path: child(paths.regist.path),
            handle: { title: '参加申し込み' },
            element: page(
              () => import('@/features/regist/pages/regist-page'),
              (p) => prefetchPublicCompe(p.compeId as string),
            ),
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
                    path: paths.form.tab.path,
                    handle: { title: '進行表' },
                    element: page(() => import('@/features/schedule/pages/schedule-page')),
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

/** The deepest matched route's title (SPEC.md §2: page title from route metadata). */
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
