import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { auth } from '../lib/admin';
import { isAuthUserNotFound, parsePayload, requireCaller } from '../lib/callable';
import { clubRolesOf } from '../lib/claims';
import { MESSAGES } from '@/shared/messages';
import { lookupUserRequest, type LookupUserResponse } from '@/shared/schemas/callables';

/** /god: a user's account and club roles by e-mail. Super-users only. */
export const lookupUser = onCall(async (request): Promise<LookupUserResponse> => {
  const caller = await requireCaller(request);
  if (!caller.isSuperUser) throw new HttpsError('permission-denied', MESSAGES.permissionDenied);
  const { email } = parsePayload(lookupUserRequest, request.data);
  try {
    const user = await auth.getUserByEmail(email.toLowerCase());
    return {
      uid: user.uid,
      email: user.email ?? email,
      displayName: user.displayName ?? null,
      claims: clubRolesOf(user),
    };
  } catch (error) {
    if (isAuthUserNotFound(error)) throw new HttpsError('not-found', MESSAGES.userNotFound);
    throw error;
  }
});
