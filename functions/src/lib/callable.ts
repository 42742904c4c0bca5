import type { UserRecord } from 'firebase-admin/auth';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import * as z from 'zod/mini';
import { ja } from 'zod/locales';
import { auth } from './admin';
import { clubRolesOf } from './claims';
import type { Claims } from '@/shared/constants';
import { MESSAGES } from '@/shared/messages';
import { isSuperUserEmail } from '@/shared/super-users';

// Zod's own messages in Japanese: a check written without a message of ours (a field the forms
// never send wrong, met only in a crafted request) still answers in the app's language.
z.config(ja());

/** Validates a payload with its shared schema; the first issue becomes the Japanese message. */
export function parsePayload<S extends z.ZodMiniType>(schema: S, data: unknown): z.output<S> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new HttpsError('invalid-argument', parsed.error.issues[0].message);
  return parsed.data;
}

export interface Caller {
  uid: string;
  user: UserRecord;
  /** Roles as they are now in Auth, not as the (up to an hour old) ID token remembers them. */
  roles: Claims;
  isSuperUser: boolean;
}

/**
 * The signed-in caller, read fresh from Auth so a role that was just removed no longer counts.
 * Throws `unauthenticated` when the request carries no valid ID token.
 */
export async function requireCaller(request: CallableRequest): Promise<Caller> {
  if (!request.auth) throw new HttpsError('unauthenticated', MESSAGES.signInRequired);
  const user = await auth.getUser(request.auth.uid);
  return {
    uid: user.uid,
    user,
    roles: clubRolesOf(user),
    isSuperUser: user.emailVerified && isSuperUserEmail(user.email),
  };
}

export function isAuthUserNotFound(error: unknown): boolean {
  return (error as { code?: unknown }).code === 'auth/user-not-found';
}
