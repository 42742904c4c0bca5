import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import MuiScope from '@/components/mui-scope';
import { SnackbarProvider } from '@/components/snackbar';
import { SessionContext, type Session, type SessionUser } from '@/lib/session/session';

export const signedOut: Session = { status: 'signedOut', user: null };
export const loading: Session = { status: 'loading', user: null };
export function signedIn(user: Partial<SessionUser> = {}): Session {
  return {
    status: 'signedIn',
    user: {
      uid: 'u1',
      email: 'staff@sakura-tt.example',
      displayName: null,
      emailVerified: true,
      isSigned: true,
      claims: {},
      ...user,
    },
  };
}

/**
 * Renders routes in a memory router with the app's theme, snackbar and a given session, so a test
 * sees what a user with that session would see at `path`.
 */
export function renderRoutes(routes: RouteObject[], { path = '/', session = signedOut } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const signOut = async () => {};
  const refresh = async () => {};
  // The given session is already known: there is no Auth to load.
  const start = () => {};
  const utils = render(
    <MuiScope>
      <SessionContext.Provider value={{ session, start, signOut, refresh }}>
        <SnackbarProvider>
          <RouterProvider router={router} />
        </SnackbarProvider>
      </SessionContext.Provider>
    </MuiScope>,
  );
  return { ...utils, router };
}

export const renderAt = (element: ReactElement, options?: { path?: string; session?: Session }) =>
  renderRoutes([{ path: '*', element }], options);
