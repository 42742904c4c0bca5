import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Outlet } from 'react-router-dom';
import { renderRoutes, signedIn, signedOut, loading } from '@/testing/render';
import { TopBar } from '../shell/top-bar';
import { Footer } from '../shell/footer';
import { RequireForm, RequireGod } from '../route-guards';
import { clearLoaderCache } from '@/lib/use-loader';
import { MESSAGES } from '@/shared/messages';

vi.mock('@/lib/db/clubs/get-club', () => ({
  getClub: async (clubId: string) =>
    clubId === 'sakura'
      ? {
          id: 'sakura',
          clubName: 'さくら卓球クラブ',
          shortName: 'さくら卓球',
          emails: [],
          order: 1,
          desc: '',
          updatedAt: new Date(),
        }
      : null,
  getClubs: async () => [],
}));

afterEach(() => clearLoaderCache());

describe('top bar (docs/product.md)', () => {
  it('shows the product name, a home link and the login button when signed out', async () => {
    renderRoutes([{ path: '/', element: <TopBar title="ホーム" /> }], { session: signedOut });
    expect(screen.getByText('Compe')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ホーム' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { name: 'ホーム' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ログイン' })).toBeInTheDocument();
    expect(screen.queryByTestId('avatar')).not.toBeInTheDocument();
  });

  it('shows neither login nor avatar until the user is known', () => {
    renderRoutes([{ path: '/', element: <TopBar /> }], { session: loading });
    expect(screen.queryByRole('button', { name: 'ログイン' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('avatar')).not.toBeInTheDocument();
  });

  it('with a clubId shows the club name linking to the club instead of the product name', async () => {
    renderRoutes([{ path: '/:clubId/live/:compeId', element: <TopBar clubId="sakura" title="ライブ" /> }], {
      path: '/sakura/live/c1',
    });
    const link = await screen.findByRole('link', { name: 'さくら卓球' });
    expect(link).toHaveAttribute('href', '/sakura');
    expect(screen.queryByText('Compe')).not.toBeInTheDocument();
  });

  // The club's name would replace its id at another width and move the title beside it
  // (docs/performance.md §1 "Layout shifts"): both show once the club is read.
  it("with a clubId shows neither the club's id nor the title before the club's name", async () => {
    renderRoutes([{ path: '/:clubId/live/:compeId', element: <TopBar clubId="sakura" title="ライブ" /> }], {
      path: '/sakura/live/c1',
    });
    const bar = screen.getByTestId('top-bar');
    expect(within(bar).queryByText('sakura')).not.toBeInTheDocument();
    expect(within(bar).queryByRole('heading', { name: 'ライブ' })).not.toBeInTheDocument();
    expect(await within(bar).findByRole('link', { name: 'さくら卓球' })).toBeInTheDocument();
    expect(within(bar).getByRole('heading', { name: 'ライブ' })).toBeInTheDocument();
  });

  it('shows the club id when the club cannot be read', async () => {
    renderRoutes([{ path: '/:clubId', element: <TopBar clubId="unknown" title="クラブ" /> }], {
      path: '/unknown',
    });
    expect(await screen.findByRole('link', { name: 'unknown' })).toHaveAttribute('href', '/unknown');
    expect(screen.getByRole('heading', { name: 'クラブ' })).toBeInTheDocument();
  });

  it('signed in: avatar initial, menu with the user, their clubs, the indie club and logout', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <TopBar /> }], {
      session: signedIn({ email: 'staff@sakura-tt.example', displayName: null, claims: { sakura: 'staff' } }),
    });
    const avatar = await screen.findByTestId('avatar');
    expect(avatar).toHaveTextContent('S');
    await user.click(screen.getByRole('button', { name: 'アカウントメニュー' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('staff@sakura-tt.example')).toBeInTheDocument();
    expect(await within(menu).findByRole('menuitem', { name: /さくら卓球クラブ/ })).toHaveAttribute(
      'href',
      '/sakura/form/link',
    );
    const indie = within(menu).getByRole('menuitem', { name: /インディーズ大会/ });
    expect(indie).toHaveAttribute('href', '/indie/form/link');
    expect(indie).toHaveTextContent('個人主催');
    expect(within(menu).queryByRole('menuitem', { name: '神ページ' })).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'ログアウト' }));
    expect(await screen.findByRole('dialog', { name: MESSAGES.signOutConfirm })).toBeInTheDocument();
  });

  it('offers the super-user page only to a verified super-user', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <TopBar /> }], {
      session: signedIn({ email: 'kami@compe.example' }),
    });
    await user.click(await screen.findByRole('button', { name: 'アカウントメニュー' }));
    expect(await screen.findByRole('menuitem', { name: '神ページ' })).toHaveAttribute('href', '/god');
  });
});

describe('footer', () => {
  it('has home, CONTACT (with the club) and the current year', () => {
    renderRoutes([{ path: '/', element: <Footer clubId="sakura" /> }]);
    expect(screen.getByRole('link', { name: 'Compe' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'CONTACT' })).toHaveAttribute('href', '/contact/sakura');
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeInTheDocument();
  });
});

describe('route guards', () => {
  const routes = [
    {
      path: '/:clubId/form',
      element: <RequireForm />,
      children: [{ index: true, element: <p>管理画面</p> }],
    },
    { path: '/god', element: <RequireGod />, children: [{ index: true, element: <p>神</p> }] },
    { path: '/confirm/:code', element: <p>confirm page</p> },
    { path: '*', element: <Outlet /> },
  ];

  it.each([
    ['signed out', signedOut, '/sakura/form', false],
    ['staff of the club', signedIn({ claims: { sakura: 'staff' } }), '/sakura/form', true],
    ['staff of another club', signedIn({ claims: { minato: 'admin' } }), '/sakura/form', false],
    ['any signed-in user on indie', signedIn(), '/indie/form', true],
    ['super-user on /god', signedIn({ email: 'kami@compe.example' }), '/god', true],
    ['club admin on /god', signedIn({ claims: { sakura: 'admin' } }), '/god', false],
  ] as const)('%s at %s', async (_label, session, path, allowed) => {
    const { router } = renderRoutes(routes, { path, session });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(allowed ? path : '/confirm/router_reject'),
    );
    if (allowed) expect(screen.getByText(path === '/god' ? '神' : '管理画面')).toBeInTheDocument();
    else expect(screen.getByText('confirm page')).toBeInTheDocument();
  });

  it('decides nothing while the user is unknown', () => {
    const { router } = renderRoutes(routes, { path: '/sakura/form', session: loading });
    expect(router.state.location.pathname).toBe('/sakura/form');
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.queryByText('管理画面')).not.toBeInTheDocument();
  });
});
