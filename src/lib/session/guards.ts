import { roleIn } from '@/shared/claims';
import { INDIE_CLUB_ID } from '@/shared/constants';
import { isSuperUser, type Session } from './session';

export type GuardResult = 'wait' | 'allow' | 'reject';

/**
 * docs/product.md §2: /{clubId}/form is for indie, or a club in the user's claims; signed out → reject.
 * Super-users too (docs/product.md §1: they may edit any club's settings).
 */
export function formGuard(session: Session, clubId: string | undefined): GuardResult {
  if (session.status === 'loading') return 'wait';
  if (session.status === 'signedOut' || !clubId) return 'reject';
  if (clubId === INDIE_CLUB_ID || isSuperUser(session.user)) return 'allow';
  return roleIn(session.user.claims, clubId) ? 'allow' : 'reject';
}

/** /god: the fixed super-user list, with a verified e-mail. */
export function godGuard(session: Session): GuardResult {
  if (session.status === 'loading') return 'wait';
  return session.status === 'signedIn' && isSuperUser(session.user) ? 'allow' : 'reject';
}
