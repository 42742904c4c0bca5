import { callErrorMessage } from '@/lib/firebase/errors';
import { callErrorCode, callGetUserByEmail } from '@/lib/firebase/functions';
import { auth, sendSignInLinkToEmail } from '@/lib/firebase/auth';
import { paths } from '@/config/paths';
import { SIGN_IN_EMAIL_KEY } from '@/shared/constants';

export type SendLinkResult =
  | { kind: 'sent' }
  | { kind: 'unqualified' }
  /** `message`: the function's own words, which say when to try again (functions/src/lib/throttle.ts). */
  | { kind: 'throttled'; message: string }
  | { kind: 'rejected'; secret: string };

/**
 * docs/product.md §3: check that the e-mail is registered, send the sign-in link returning to /sign on this
 * origin, and keep the e-mail in localStorage until the link is completed.
 * `returnPath` and `ticketId` let an invitation (/sign/{ticketId}) bring the invitee back to itself.
 */
export async function sendSignInLink(
  email: string,
  returnPath = paths.sign.getHref(),
  ticketId?: string,
): Promise<SendLinkResult> {
  try {
    // With an invitation, an address that has no account yet is accepted (docs/product.md §3).
    await callGetUserByEmail(ticketId ? { email, ticketId } : { email });
  } catch (error) {
    const code = callErrorCode(error);
    if (code === 'not-found') return { kind: 'unqualified' };
    if (code === 'resource-exhausted') return { kind: 'throttled', message: callErrorMessage(error) };
    return { kind: 'rejected', secret: referenceCode(code) };
  }
  try {
    await sendSignInLinkToEmail(auth(), email, {
      url: `${window.location.origin}${returnPath}`,
      handleCodeInApp: true,
    });
  } catch (error) {
    return {
      kind: 'rejected',
      secret: referenceCode(String((error as { code?: string }).code ?? 'unknown')),
    };
  }
  localStorage.setItem(SIGN_IN_EMAIL_KEY, email);
  return { kind: 'sent' };
}

/** A short code the user can quote to support: what failed, and when (minute precision). */
function referenceCode(code: string): string {
  const stamp = new Date().toISOString().slice(2, 16).replace(/[-:T]/g, '');
  return `${code.replace(/^auth\//, '').replace(/[^a-z0-9-]/gi, '')}-${stamp}`;
}
