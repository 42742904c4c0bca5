import { auth, isSignInWithEmailLink, signInWithEmailLink } from '@/lib/firebase/auth';
import { CLAIMS_KEY, SIGN_IN_EMAIL_KEY } from '@/shared/constants';
import { parseClaims } from '@/shared/claims';
import type { Claims } from '@/shared/constants';

export const isSignInLink = (href: string) => isSignInWithEmailLink(auth(), href);

export const storedSignInEmail = () => localStorage.getItem(SIGN_IN_EMAIL_KEY);

export type CompleteResult =
  { kind: 'signedIn'; claims: Claims } | { kind: 'wrongEmail' } | { kind: 'invalidLink' };

/** Completes an e-mail link; the stored e-mail is cleared once it has been used (docs/product.md §3). */
export async function completeSignIn(email: string, href: string): Promise<CompleteResult> {
  try {
    const credential = await signInWithEmailLink(auth(), email, href);
    localStorage.removeItem(SIGN_IN_EMAIL_KEY);
    const token = await credential.user.getIdTokenResult();
    return { kind: 'signedIn', claims: parseClaims(token.claims[CLAIMS_KEY]) };
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'auth/invalid-email') return { kind: 'wrongEmail' };
    return { kind: 'invalidLink' };
  }
}
