import type { UserRecord } from 'firebase-admin/auth';
import { FieldValue } from 'firebase-admin/firestore';
import { auth } from './admin';
import { parseClaims } from '@/shared/claims';
import { CLAIMS_KEY, type Claims, type Role } from '@/shared/constants';
import { LIMITS } from '@/shared/schemas/limits';

/** The club roles in a user's custom claims (`tk_claims`), ignoring anything malformed. Read with roleIn. */
export function clubRolesOf(user: UserRecord): Claims {
  return parseClaims(user.customClaims?.[CLAIMS_KEY]);
}

/**
 * Gives `uid` the role in the club (null: takes the club away), keeping every other custom claim.
 * Reads the user fresh so a change made a moment ago elsewhere is not overwritten.
 * Returns the club roles before and after.
 */
export async function setClubRole(
  uid: string,
  clubId: string,
  role: Role | null,
): Promise<{ before: Claims; after: Claims }> {
  const user = await auth.getUser(uid);
  const before = clubRolesOf(user);
  const after: Claims = { ...before };
  if (role) after[clubId] = role;
  else delete after[clubId];
  await auth.setCustomUserClaims(uid, { ...user.customClaims, [CLAIMS_KEY]: after });
  return { before, after };
}

/** The member document (schemas/club.ts memberSchema) of a user who now holds `role`. */
export function memberData(user: UserRecord, role: Role, fallbackName = '') {
  return {
    email: (user.email ?? '').slice(0, LIMITS.email),
    displayName: (user.displayName || fallbackName).slice(0, LIMITS.personName),
    role,
    updatedAt: FieldValue.serverTimestamp(),
  };
}
