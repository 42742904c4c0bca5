import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { afterFirstContent } from '@/lib/first-content';
import { parseClaims } from '@/shared/claims';
import { CLAIMS_KEY } from '@/shared/constants';
import { SessionContext, type Session, type SessionApi } from './session';

type AuthModule = typeof import('@/lib/firebase/auth');
type User = import('@/lib/firebase/auth').User;

async function sessionOf(user: User | null, forceRefresh = false): Promise<Session> {
  if (!user) return { status: 'signedOut', user: null };
  const token = await user.getIdTokenResult(forceRefresh);
  return {
    status: 'signedIn',
    user: {
      uid: user.uid,
      email: user.email,
      displayName: user.displayName,
      emailVerified: user.emailVerified,
      isSigned: true,
      claims: parseClaims(token.claims[CLAIMS_KEY]),
    },
  };
}

/**
 * Firebase Auth keeps the signed-in user in localStorage (browserLocalPersistence, lib/firebase/auth)
 * under `firebase:authUser:<apiKey>:<app>`. Without such an entry Auth can only answer "signed out",
 * so a visitor who never signed in is told so without downloading it.
 */
const STORED_USER_PREFIX = 'firebase:authUser:';

function hasStoredUser(): boolean {
  try {
    for (let i = 0; i < window.localStorage.length; i++) {
      if (window.localStorage.key(i)?.startsWith(STORED_USER_PREFIX)) return true;
    }
    return false;
  } catch {
    return true; // storage unreadable: let Auth decide
  }
}

/**
 * Knows who the user is. The Auth SDK (~20 KB) is imported once the page's first content is on
 * screen, so a public page's code and data do not share a phone's bandwidth with it, or at once
 * when a component cannot decide without the user (useSession without `deferred`: guards, sign-in).
 * A visitor with no user stored is signed out without it. Until then the session is `loading`
 * (docs/product.md §3: nothing that depends on the user decides before the user is known).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>({ status: 'loading', user: null });
  const [authModule, setAuthModule] = useState<AuthModule | null>(null);

  const listening = useRef<{ live: boolean; unsubscribe?: () => void } | null>(null);

  const start = useCallback(() => {
    if (listening.current) return;
    const listener: { live: boolean; unsubscribe?: () => void } = { live: true };
    listening.current = listener;
    // A "signed out" taken from the empty storage is a guess until Auth confirms it.
    setSession((current) => (current.status === 'signedOut' ? { status: 'loading', user: null } : current));
    void import('@/lib/firebase/auth').then((mod) => {
      if (!listener.live) return;
      setAuthModule(mod);
      listener.unsubscribe = mod.onIdTokenChanged(mod.auth(), async (user) =>
        setSession(await sessionOf(user)),
      );
    });
  }, []);

  useEffect(() => {
    afterFirstContent(() => {
      if (listening.current) return;
      if (hasStoredUser()) start();
      else setSession({ status: 'signedOut', user: null });
    });
    // Signed in from another tab: the entry appears there, and Auth is needed here too.
    const onStorage = (event: StorageEvent) => {
      if (event.key?.startsWith(STORED_USER_PREFIX) && event.newValue) start();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('storage', onStorage);
      if (!listening.current) return;
      listening.current.live = false;
      listening.current.unsubscribe?.();
      listening.current = null;
    };
  }, [start]);

  // Resolves only once the session carries the new claims, so a guard checked right after it
  // (landing on the club just joined) already sees them.
  const refresh = useCallback(async () => {
    const mod = authModule ?? (await import('@/lib/firebase/auth'));
    setSession(await sessionOf(mod.auth().currentUser, true));
  }, [authModule]);

  const signOut = useCallback(async () => {
    if (authModule) await authModule.signOut(authModule.auth());
    setSession({ status: 'signedOut', user: null });
  }, [authModule]);

  const api = useMemo<SessionApi>(
    () => ({ session, start, refresh, signOut }),
    [session, start, refresh, signOut],
  );
  return <SessionContext.Provider value={api}>{children}</SessionContext.Provider>;
}
