import { ROLES, type Claims, type Role } from './constants';

/*
 * Club roles (`tk_claims` = { [clubId]: role }) are read here only, by the app and the functions
 * alike. A claims map is a plain object: `claims[clubId]` for a club called `constructor` or
 * `toString` finds Object.prototype's function, which counted as a role where the code asked
 * "is there an entry?". Only own keys count, and no key Object.prototype has is ever kept.
 */

const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);

/** The role the claims give in `clubId`, or undefined. */
export function roleIn(claims: Claims | null | undefined, clubId: string): Role | undefined {
  if (!claims || !Object.hasOwn(claims, clubId)) return undefined;
  const role: unknown = claims[clubId];
  return isRole(role) ? role : undefined;
}

/** Keeps only well-formed `tk_claims` entries: a club id (no Object.prototype name) mapped to a known role. */
export function parseClaims(raw: unknown): Claims {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  return Object.fromEntries(
    Object.entries(raw).filter(([clubId, role]) => !(clubId in Object.prototype) && isRole(role)),
  ) as Claims;
}
