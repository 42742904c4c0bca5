import {
  createBrowserRouter,
  type LoaderFunctionArgs,
  type Params,
  type RouteObject,
} from 'react-router-dom';
import { paths } from '../config/paths';
import { AppLayout } from './layout';
import { ClubScope } from './club-scope';
import { RequireForm, RequireGod } from './route-guards';
import { RouteErrorPage } from './route-error';
import { prefetchClubPage, prefetchClubs } from '../features/club/api/use-club';
import { prefetchUpcomingCompes } from '../features/compe/api/use-upcoming-compes';
import { prefetchLiveCompe } from '../features/live/api/use-live-compe';
import { prefetchPublicCompe } from '../features/regist/api/use-public-compe';
import { prefetchTicket } from '../features/ticket/api/use-ticket';

type PageModule = Promise<{ default: React.ComponentType }>;
/** Every page is its own chunk, loaded when its route is entered. */
const page = (load: () => PageModule) => async () => ({ Component: (await load()).default });

/**
 * A route loader that starts the page's reads while its code is still on the way, and returns at
 * once: the page renders as soon as its chunk arrives and finds the reads in flight (lib/use-loader).
 */
const reads =
  (start: (params: Params) => void) =>
  ({ params }: LoaderFunctionArgs) => {
    start(params);
    return null;
  };

/** Drops the leading '/' of a path for use as a child route. */
const child = (path: string) => path.replace(/^\/[^/]*\//, '');

export const routes: RouteObject[] = [
  {
    // The meeting layout has no app chrome (PRODUCT.md §2), so it sits outside AppLayout.
    path: paths.livez.path,
    handle: { title: 'ライブZoom' },
    errorElement: <RouteErrorPage />,
    loader: reads((p) => prefetchLiveCompe(p.compeId as string)),
    lazy: page(() => import('../features/live/pages/livez-page')),
  },
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        index: true,
        handle: { title: 'ホーム' },
        loader: reads(() => {
          prefetchUpcomingCompes();
          prefetchClubs();
        }),
        lazy: page(() => import('../features/home/pages/home-page')),
      },
      {
        path: paths.about.path,
        handle: { title: 'Compeについて' },
        lazy: page(() => import('../features/info/pages/about-page')),
      },
      {
        path: paths.contact.path,
        handle: { title: 'お問い合わせ' },
        lazy: page(() => import('../features/contact/pages/contact-page')),
      },
      {
        path: paths.sign.path,
        handle: { title: '認証' },
        lazy: page(() => import('../features/auth/pages/sign-page')),
      },
      {
        path: paths.confirm.path,
        handle: { title: '確認' },
        lazy: page(() => import('../features/info/pages/confirm-page')),
      },
      {
        path: paths.ticket.path,
        handle: { title: '参加票' },
        loader: reads((p) => prefetchTicket(p.ticketId as string)),
        lazy: page(() => import('../features/ticket/pages/ticket-page')),
      },
      {
        path: paths.god.path,
        element: <RequireGod />,
        children: [
          {
            index: true,
            handle: { title: '神ページ' },
            lazy: page(() => import('../features/god/pages/god-page')),
          },
        ],
      },
      {
        path: paths.club.path,
        element: <ClubScope />,
        children: [
          {
            index: true,
            loader: reads((p) => prefetchClubPage(p.clubId as string)),
            lazy: page(() => import('../features/club/pages/club-page')),
          },
          {
            path: child(paths.live.path),
            handle: { title: 'ライブ' },
            loader: reads((p) => prefetchLiveCompe(p.compeId as string)),
            lazy: page(() => import('../features/live/pages/live-page')),
          },
          {
            path: child(paths.regist.path),
            handle: { title: '参加申し込み' },
            loader: reads((p) => prefetchPublicCompe(p.compeId as string)),
            lazy: page(() => import('../features/regist/pages/regist-page')),
          },
          {
            path: 'form',
            element: <RequireForm />,
            handle: { title: '管理' },
            children: [
              {
                lazy: async () => ({ Component: (await import('./form/form-layout')).default }),
                children: [
                  { index: true, lazy: page(() => import('./form/form-index')) },
                  {
                    path: paths.form.club.path,
                    handle: { title: '基本設定' },
                    lazy: page(() => import('../features/club-admin/pages/club-settings-page')),
                  },
                  {
                    path: paths.form.mail.path,
                    handle: { title: 'メール送信' },
                    lazy: page(() => import('../features/mail/pages/mail-page')),
                  },
                  {
                    path: paths.form.card.path,
                    handle: { title: 'メール結果' },
                    lazy: page(() => import('../features/mail/pages/mail-card-page')),
                  },
                  {
                    path: paths.form.link.path,
                    handle: { title: '大会リスト' },
                    lazy: page(() => import('../features/compe-admin/pages/compe-list-page')),
                  },
                  {
                    path: paths.form.compe.path,
                    handle: { title: '大会設定' },
                    lazy: page(() => import('../features/compe-admin/pages/compe-settings-page')),
                  },
                  {
                    path: paths.form.entry.path,
                    handle: { title: 'エントリー' },
                    lazy: page(() => import('../features/entry/pages/entry-page')),
                  },
                  {
                    path: paths.form.tab.path,
                    handle: { title: '進行表' },
                    lazy: page(() => import('../features/schedule/pages/schedule-page')),
                  },
                  {
                    path: paths.form.registList.path,
                    handle: { title: '参加申込リスト' },
                    lazy: page(() => import('../features/regist-admin/pages/regist-list-page')),
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
        lazy: page(() => import('../features/info/pages/not-found-page')),
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
