import { createContext, useContext, useEffect } from 'react';
import type { Claims } from '@/shared/constants';
import { isSuperUserEmail } from '@/shared/super-users';

/** The session user (docs/product.md §3). */
export interface SessionUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  emailVerified: boolean;
  isSigned: true;
  claims: Claims;
}

/** `loading` until Auth has said who the user is: no guard decides and the top bar shows no button. */
export type Session =
  | { status: 'loading'; user: null }
  | { status: 'signedOut'; user: null }
  | { status: 'signedIn'; user: SessionUser };

export interface SessionApi {
  session: Session;
  /** Loads Auth now rather than after the page's first content (see SessionProvider). */
  start: () => void;
  /** Re-reads the ID token, so a claim just granted (invitation accepted) applies at once. */
  refresh: () => Promise<void>;
  signOut: () => Promise<void>;
}

export const SessionContext = createContext<SessionApi | null>(null);

/**
 * The session. A component that cannot decide anything without the user makes Auth load at once;
 * `deferred` ones (the top bar's sign-in button and avatar) are content to wait until the page's
 * first content is on screen.
 */
export function useSession({ deferred = false }: { deferred?: boolean } = {}): SessionApi {
  const api = useContext(SessionContext);
  if (!api) throw new Error('useSession outside SessionProvider');
  const { start } = api;
  useEffect(() => {
    if (!deferred) start();
  }, [deferred, start]);
  return api;
}

/** The avatar's letter (docs/product.md): first character of the display name, else of the e-mail, else X. */
export function avatarInitial(user: Pick<SessionUser, 'displayName' | 'email'>): string {
  const source = user.displayName?.trim() || user.email?.trim() || '';
  return source ? Array.from(source)[0].toUpperCase() : 'X';
}

export function isSuperUser(user: SessionUser | null): boolean {
  return !!user && user.emailVerified && isSuperUserEmail(user.email);
}
