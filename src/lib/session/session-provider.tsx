import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { afterFirstContent } from '@/lib/first-content';
import { parseClaims } from '@/shared/claims';
import { CLAIMS_KEY } from '@/shared/constants';
import { isStaffDevice, markStaffDevice } from '@/lib/sync/staff-device';
import { isSuperUser, SessionContext, type Session, type SessionApi } from './session';

type AuthModule = typeof import('@/lib/firebase/auth');
type User = import('@/lib/firebase/auth').User;

/**
 * The claims of the ID token Auth keeps with the user, read without Auth's help: an expired token
 * cannot be refreshed offline, and a staff phone that reloads 進行表 at the venue without signal
 * must still pass the guards (docs/venue-mode.md). Firestore queues the writes; Auth refreshes the
 * token when the network is back, before they are sent.
 */
export function storedTokenClaims(user: Pick<User, 'toJSON'>): Record<string, unknown> {
  try {
    const token = (user.toJSON() as { stsTokenManager?: { accessToken?: unknown } }).stsTokenManager
      ?.accessToken;
    if (typeof token !== 'string') return {};
    const payload = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    const json = decodeURIComponent(
      Array.from(atob(payload), (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''),
    );
    const claims: unknown = JSON.parse(json);
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

async function sessionOf(user: User | null, forceRefresh = false): Promise<Session> {
  if (!user) return { status: 'signedOut', user: null };
  let claims: Record<string, unknown>;
  try {
    claims = (await user.getIdTokenResult(forceRefresh)).claims;
  } catch (error) {
    // Offline with an expired token (auth/network-request-failed): the last token's claims.
    console.error(error);
    claims = storedTokenClaims(user);
  }
  return {
    status: 'signedIn',
    user: {
      uid: user.uid,
      email: user.email,
      displayName: user.displayName,
      emailVerified: user.emailVerified,
      isSigned: true,
      claims: parseClaims(claims[CLAIMS_KEY]),
    },
  };
}

/** Staff of a club, or a super-user: their device keeps Firestore's data (lib/sync/staff-device.ts). */
function isStaff(session: Session): boolean {
  return (
    session.status === 'signedIn' &&
    (Object.keys(session.user.claims).length > 0 || isSuperUser(session.user))
  );
}

/** Writes the staff flag when the session says who the user is; a sign-out clears it itself. */
function known(session: Session): Session {
  if (session.status === 'signedIn') markStaffDevice(isStaff(session));
  return session;
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
        setSession(known(await sessionOf(user))),
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
    setSession(known(await sessionOf(mod.auth().currentUser, true)));
  }, [authModule]);

  // On a staff device, Firestore's data and queue are deleted first, so staff data does not stay on
  // a shared device (the avatar menu has warned about unsent writes: they are dropped too).
  const signOut = useCallback(async () => {
    if (isStaffDevice() || isStaff(session)) {
      markStaffDevice(false);
      await (await import('@/lib/firebase/firestore')).clearDeviceData();
    }
    if (authModule) await authModule.signOut(authModule.auth());
    setSession({ status: 'signedOut', user: null });
  }, [authModule, session]);

  const api = useMemo<SessionApi>(
    () => ({ session, start, refresh, signOut }),
    [session, start, refresh, signOut],
  );
  return <SessionContext.Provider value={api}>{children}</SessionContext.Provider>;
}
