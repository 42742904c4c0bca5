import type { UserRecord } from 'firebase-admin/auth';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import * as z from 'zod/mini';
import { auth } from '../lib/admin';
import { isAuthUserNotFound, parsePayload, requireCaller } from '../lib/callable';
import { memberData, setClubRole } from '../lib/claims';
import { readDoc } from '../lib/read-doc';
import { clubRef, memberRef } from '../lib/refs';
import { roleIn } from '@/shared/claims';
import { INDIE_CLUB_ID } from '@/shared/constants';
import { CONFIRM_MESSAGES, MESSAGES } from '@/shared/messages';
import { setClaimsRequest, type SetClaimsRequest, type SetClaimsResponse } from '@/shared/schemas/callables';
import { memberSchema } from '@/shared/schemas/club';
import { docId } from '@/shared/schemas/common';

async function findUser({ uid, email }: SetClaimsRequest): Promise<UserRecord> {
  try {
    return uid ? await auth.getUser(uid) : await auth.getUserByEmail(email!.toLowerCase());
  } catch (error) {
    if (isAuthUserNotFound(error)) throw new HttpsError('not-found', MESSAGES.userNotFound);
    throw error;
  }
}

/**
 * Changes one user's role in one club (docs/data-model.md): super-users anywhere, a club's admins in
 * their own club. `role: null` takes the club away. The member mirror follows the claim. An admin
 * cannot demote or remove themselves, so a club never loses its last admin by a slip of the hand.
 */
export const setClaims = onCall(async (request): Promise<SetClaimsResponse> => {
  const caller = await requireCaller(request);
  const input = parsePayload(setClaimsRequest, request.data);
  const { clubId, role } = input;
  const validId = docId.safeParse(clubId);
  if (!validId.success) throw new HttpsError('invalid-argument', validId.error.issues[0].message);
  if (clubId === INDIE_CLUB_ID) throw new HttpsError('invalid-argument', MESSAGES.indieHasNoRoles);
  if (!caller.isSuperUser && roleIn(caller.roles, clubId) !== 'admin') {
    throw new HttpsError('permission-denied', MESSAGES.permissionDenied);
  }

  const target = await findUser(input);
  if (!caller.isSuperUser && target.uid === caller.uid && role !== 'admin') {
    throw new HttpsError('failed-precondition', MESSAGES.selfDemotion);
  }
  // A role in a club that does not exist would be a dangling key; removing one is always allowed.
  if (role && !(await clubRef(clubId).get()).exists) {
    throw new HttpsError('not-found', CONFIRM_MESSAGES.unknown_club);
  }

  const { after } = await setClubRole(target.uid, clubId, role);
  const member = memberRef(clubId, target.uid);
  if (role) {
    // Keep the name the invitation gave when the account has none of its own.
    const knownName =
      readDoc(await member.get(), z.pick(memberSchema, { displayName: true }))?.displayName ?? '';
    await member.set(memberData(target, role, knownName));
  } else {
    await member.delete();
  }
  return { uid: target.uid, claims: after };
});
