import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '@/lib/session/session-provider';
import { useSession } from '@/lib/session/session';

// Whether the Auth SDK module was ever loaded: what a visitor's phone would download.
const loaded = vi.hoisted(() => ({ auth: 0 }));
// Offline with an expired token, Auth cannot refresh it (auth/network-request-failed).
const token = vi.hoisted(() => ({ offline: false, cleared: 0 }));
/** An ID token as Auth keeps it: header.payload.signature, the payload base64url JSON. */
const storedToken = (claims: object) => {
  const utf8 = String.fromCharCode(...new TextEncoder().encode(JSON.stringify(claims)));
  return `e30.${btoa(utf8).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.sig`;
};
vi.mock('@/lib/firebase/firestore', () => ({
  clearDeviceData: async () => {
    token.cleared += 1;
    return true;
  },
}));
vi.mock('@/lib/firebase/auth', () => {
  loaded.auth += 1;
  const user = {
    uid: 'u1',
    email: 'staff@sakura-tt.example',
    displayName: null,
    emailVerified: true,
    getIdTokenResult: async () => {
      if (token.offline) throw Object.assign(new Error('offline'), { code: 'auth/network-request-failed' });
      return { claims: { tk_claims: { sakura: 'staff' } } };
    },
    toJSON: () => ({
      stsTokenManager: { accessToken: storedToken({ name: '桜 太郎', tk_claims: { minato: 'admin' } }) },
    }),
  };
  return {
    auth: () => ({ currentUser: user }),
    onIdTokenChanged: (_auth: unknown, next: (u: typeof user) => void) => {
      void Promise.resolve().then(() => next(user));
      return () => undefined;
    },
    signOut: async () => undefined,
  };
});
// The page's first content is on screen at once.
vi.mock('@/lib/first-content', () => ({ afterFirstContent: (callback: () => void) => callback() }));

function Who({ deferred }: { deferred: boolean }) {
  const { session, signOut } = useSession({ deferred });
  return (
    <>
      <p>{session.status === 'signedIn' ? session.user.email : session.status}</p>
      <p data-testid="claims">{JSON.stringify(session.user?.claims ?? null)}</p>
      <button onClick={() => void signOut()}>sign out</button>
    </>
  );
}

const STORED = 'firebase:authUser:demo-api-key:[DEFAULT]';

describe('SessionProvider', () => {
  beforeEach(() => {
    localStorage.clear();
    token.offline = false;
    token.cleared = 0;
  });
  afterEach(() => localStorage.clear());

  // First: the module registry is shared by the file, so "never loaded" is only provable before any
  // other test loads it.
  it('tells a visitor who never signed in "signed out" without downloading Auth', async () => {
    render(
      <SessionProvider>
        <Who deferred />
      </SessionProvider>,
    );
    expect(await screen.findByText('signedOut')).toBeInTheDocument();
    // Every dynamic import the render started has loaded (none, or the Auth module would be counted).
    await act(() => vi.dynamicImportSettled());
    expect(loaded.auth).toBe(0);
  });

  it('asks Auth when a user is stored from an earlier visit', async () => {
    localStorage.setItem(STORED, '{"uid":"u1"}');
    render(
      <SessionProvider>
        <Who deferred />
      </SessionProvider>,
    );
    expect(await screen.findByText('staff@sakura-tt.example')).toBeInTheDocument();
    expect(loaded.auth).toBe(1);
  });

  it('asks Auth at once for a component that cannot decide without it (sign-in, guards)', async () => {
    render(
      <SessionProvider>
        <Who deferred={false} />
      </SessionProvider>,
    );
    expect(await screen.findByText('staff@sakura-tt.example')).toBeInTheDocument();
  });

  it('asks Auth when the visitor signs in from another tab', async () => {
    render(
      <SessionProvider>
        <Who deferred />
      </SessionProvider>,
    );
    expect(await screen.findByText('signedOut')).toBeInTheDocument();
    act(() => {
      localStorage.setItem(STORED, '{"uid":"u1"}');
      window.dispatchEvent(new StorageEvent('storage', { key: STORED, newValue: '{"uid":"u1"}' }));
    });
    await waitFor(() => expect(screen.getByText('staff@sakura-tt.example')).toBeInTheDocument());
  });

  // docs/venue-mode.md, "Staff pages: data and writes kept on the device".
  it('marks a staff member’s device, so Firestore keeps staff data on it, and clears both at sign-out', async () => {
    render(
      <SessionProvider>
        <Who deferred={false} />
      </SessionProvider>,
    );
    expect(await screen.findByText('staff@sakura-tt.example')).toBeInTheDocument();
    expect(localStorage.getItem('compe:staffDevice')).toBe('1');

    await userEvent.click(screen.getByRole('button', { name: 'sign out' }));
    expect(await screen.findByText('signedOut')).toBeInTheDocument();
    expect(localStorage.getItem('compe:staffDevice')).toBeNull();
    expect(token.cleared).toBe(1);
  });

  it('offline with a token Auth cannot refresh, takes the claims of the token it keeps, so the guards still pass', async () => {
    token.offline = true;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <SessionProvider>
        <Who deferred={false} />
      </SessionProvider>,
    );
    expect(await screen.findByText('staff@sakura-tt.example')).toBeInTheDocument();
    expect(screen.getByTestId('claims')).toHaveTextContent('{"minato":"admin"}');
  });
});
