import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { CLAIMS_KEY } from '../../shared/constants';
import { parseClaims, SessionContext, type Session, type SessionApi } from './session';

type AuthModule = typeof import('../../lib/firebase/auth');
type User = import('../../lib/firebase/auth').User;

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
 * Knows who the user is. Auth is imported after the first paint, so public pages show their
 * content before the Auth SDK arrives; until it answers, the session is `loading` (SPEC.md §4:
 * nothing that depends on the user decides before the user is known).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>({ status: 'loading', user: null });
  const [authModule, setAuthModule] = useState<AuthModule | null>(null);

  useEffect(() => {
    let unsubscribe = () => {};
    let live = true;
    void import('../../lib/firebase/auth').then((mod) => {
      if (!live) return;
      setAuthModule(mod);
      unsubscribe = mod.onIdTokenChanged(mod.auth(), async (user) => setSession(await sessionOf(user)));
    });
    return () => {
      live = false;
      unsubscribe();
    };
  }, []);

  // Resolves only once the session carries the new claims, so a guard checked right after it
  // (landing on the club just joined) already sees them.
  const refresh = useCallback(async () => {
    const mod = authModule ?? (await import('../../lib/firebase/auth'));
    setSession(await sessionOf(mod.auth().currentUser, true));
  }, [authModule]);

  const signOut = useCallback(async () => {
    if (authModule) await authModule.signOut(authModule.auth());
    setSession({ status: 'signedOut', user: null });
  }, [authModule]);

  const api = useMemo<SessionApi>(() => ({ session, refresh, signOut }), [session, refresh, signOut]);
  return <SessionContext.Provider value={api}>{children}</SessionContext.Provider>;
}
