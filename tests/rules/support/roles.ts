/**
 * The callers of the matrix (docs/data-model.md "Permissions"): who they are and the ID token each one presents.
 */
import type { TokenOptions } from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import { SUPER_USER_EMAILS } from '@/shared/super-users';
import { asModular, testEnv } from './emulator';

export const CLUB = 'club';
export const OTHER_CLUB = 'other';
export const INDIE = 'indie';

export const ROLE_NAMES = [
  'anonymous',
  'stranger',
  'otherStaff',
  'staff',
  'admin',
  'indieOwner',
  'indieNonOwner',
  'superUser',
  'superUnverified',
] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

export const ROLE_LABELS: Record<RoleName, string> = {
  anonymous: 'anonymous',
  stranger: 'signed-in stranger',
  otherStaff: 'staff of another club',
  staff: 'staff',
  admin: 'admin',
  indieOwner: 'indie owner',
  indieNonOwner: 'indie non-owner',
  superUser: 'super-user',
  superUnverified: 'super-user, e-mail unverified',
};

/** Short column heads of the printed matrix (8 characters at most). */
export const ROLE_HEADS: Record<RoleName, string> = {
  anonymous: 'anon',
  stranger: 'stranger',
  otherStaff: 'other',
  staff: 'staff',
  admin: 'admin',
  indieOwner: 'owner',
  indieNonOwner: 'nonowner',
  superUser: 'super',
  superUnverified: 'unverif',
};

interface User {
  uid: string;
  token: TokenOptions;
}

const verified = (email: string, extra: TokenOptions = {}): TokenOptions => ({
  email,
  email_verified: true,
  ...extra,
});

export const USERS: Record<Exclude<RoleName, 'anonymous'>, User> = {
  stranger: { uid: 'stranger', token: verified('stranger@example.com') },
  // Admin elsewhere: a rule that checked "has any role" instead of "has a role here" would let it in.
  otherStaff: {
    uid: 'other-admin',
    token: verified('other@example.com', { tk_claims: { [OTHER_CLUB]: 'admin' } }),
  },
  staff: { uid: 'staff', token: verified('staff@example.com', { tk_claims: { [CLUB]: 'staff' } }) },
  admin: { uid: 'admin', token: verified('admin@example.com', { tk_claims: { [CLUB]: 'admin' } }) },
  indieOwner: { uid: 'indie-owner', token: verified('host@example.com') },
  // A claim on `indie` itself must not make anyone its staff: ownership governs the indie club.
  indieNonOwner: {
    uid: 'indie-guest',
    token: verified('guest@example.com', { tk_claims: { [INDIE]: 'admin' } }),
  },
  superUser: { uid: 'god', token: verified(SUPER_USER_EMAILS[0]) },
  superUnverified: {
    uid: 'god-unverified',
    token: { email: SUPER_USER_EMAILS[1], email_verified: false },
  },
};

export const SIGNED_IN: readonly RoleName[] = ROLE_NAMES.filter((r) => r !== 'anonymous');
export const EVERYONE: readonly RoleName[] = ROLE_NAMES;
export const NOBODY: readonly RoleName[] = [];
export const CLUB_STAFF: readonly RoleName[] = ['staff', 'admin'];
/**
 * Whoever runs a club's competitions (firestore.rules runsClub): its staff, and super-users, whom
 * the client and the functions let into any club's competitions (docs/data-model.md "Permissions"). Not in `indie`.
 */
export const COMPE_RUNNERS: readonly RoleName[] = ['staff', 'admin', 'superUser'];

export function uidOf(role: RoleName): string | null {
  return role === 'anonymous' ? null : USERS[role].uid;
}

const dbs = new Map<RoleName, Firestore>();
let dbsOf: unknown;

/** The caller's Firestore, one per role and test environment. */
export function dbAs(role: RoleName): Firestore {
  const env = testEnv();
  if (dbsOf !== env) {
    dbs.clear();
    dbsOf = env;
  }
  let db = dbs.get(role);
  if (!db) {
    const context =
      role === 'anonymous'
        ? env.unauthenticatedContext()
        : env.authenticatedContext(USERS[role].uid, USERS[role].token);
    db = asModular(context.firestore());
    dbs.set(role, db);
  }
  return db;
}
