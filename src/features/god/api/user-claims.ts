import { callErrorCode, callLookupUser, callSetClaims } from '@/lib/firebase/functions';
import type { Role } from '@/shared/constants';
import { MESSAGES } from '@/shared/messages';
import type { LookupUserResponse } from '@/shared/schemas/callables';
import { callErrorMessage } from '@/lib/firebase/errors';

export type FoundUser = LookupUserResponse;
type Result<T> = { ok: true; value: T } | { ok: false; error: string };

/** A user's account and club roles, by e-mail (the lookupUser function, super-users only). */
export async function lookupUser(email: string): Promise<Result<FoundUser>> {
  try {
    return { ok: true, value: await callLookupUser({ email }) };
  } catch (error) {
    console.error('lookupUser failed', error);
    if (callErrorCode(error) === 'not-found') return { ok: false, error: MESSAGES.userNotFound };
    return { ok: false, error: callErrorMessage(error) };
  }
}

/** Gives, changes or (role null) removes one club role; answers with the user's claims after it. */
export async function setUserRole(
  uid: string,
  clubId: string,
  role: Role | null,
): Promise<Result<FoundUser['claims']>> {
  try {
    const { claims } = await callSetClaims({ uid, clubId, role });
    return { ok: true, value: claims };
  } catch (error) {
    console.error('setClaims failed', error);
    return { ok: false, error: callErrorMessage(error) };
  }
}
