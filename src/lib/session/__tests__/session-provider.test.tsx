import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '@/lib/session/session-provider';
import { useSession } from '@/lib/session/session';

// Whether the Auth SDK module was ever loaded: what a visitor's phone would download.
const loaded = vi.hoisted(() => ({ auth: 0 }));
vi.mock('@/lib/firebase/auth', () => {
  loaded.auth += 1;
  const user = {
    uid: 'u1',
    email: 'staff@sakura-tt.example',
    displayName: null,
    emailVerified: true,
    getIdTokenResult: async () => ({ claims: { tk_claims: { sakura: 'staff' } } }),
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
  const { session } = useSession({ deferred });
  return <p>{session.status === 'signedIn' ? session.user.email : session.status}</p>;
}

const STORED = 'firebase:authUser:demo-api-key:[DEFAULT]';

describe('SessionProvider', () => {
  beforeEach(() => localStorage.clear());
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
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
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
});
