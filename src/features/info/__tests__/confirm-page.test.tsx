import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes, signedIn, signedOut } from '@/testing/render';
import ConfirmPage from '../pages/confirm-page';
import { CONFIRM_MESSAGES } from '@/shared/messages';

const routes = [{ path: '/confirm/:code?/:secret?', element: <ConfirmPage /> }];

describe('/confirm/{code} (docs/product.md)', () => {
  it.each(Object.entries(CONFIRM_MESSAGES).filter(([code]) => code !== 'fallback'))(
    '%s shows its message',
    (code, message) => {
      renderRoutes(routes, { path: `/confirm/${code}` });
      expect(screen.getByRole('heading', { name: message })).toBeInTheDocument();
    },
  );

  it('any other code gets the neutral message', () => {
    renderRoutes(routes, { path: '/confirm/whatever' });
    expect(screen.getByRole('heading', { name: CONFIRM_MESSAGES.fallback })).toBeInTheDocument();
  });

  it('sign_reject shows the secret as 参照コード', () => {
    renderRoutes(routes, { path: '/confirm/sign_reject/quota-2611' });
    expect(screen.getByText('参照コード:', { exact: false })).toHaveTextContent('参照コード: quota-2611');
  });

  it('router_reject offers login when signed out, not when signed in', () => {
    const { unmount } = renderRoutes(routes, { path: '/confirm/router_reject', session: signedOut });
    expect(screen.getByRole('button', { name: 'ログイン' })).toBeInTheDocument();
    unmount();
    renderRoutes(routes, { path: '/confirm/router_reject', session: signedIn() });
    expect(screen.queryByRole('button', { name: 'ログイン' })).not.toBeInTheDocument();
  });
});
