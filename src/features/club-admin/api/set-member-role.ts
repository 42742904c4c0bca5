import { callSetClaims } from '@/lib/firebase/functions';
import type { Role } from '@/shared/constants';
import { callErrorMessage } from '@/lib/firebase/errors';

/**
 * Changes a member's role in the club, or removes them (`role` null), through the setClaims
 * function: roles live in ID-token claims, which only the server can write. The function refuses
 * what is not allowed (e.g. an admin demoting themselves) with its own message.
 */
export async function setMemberRole(
  uid: string,
  clubId: string,
  role: Role | null,
): Promise<{ ok: true } | { ok: false; error: string }> {
  try {
    await callSetClaims({ uid, clubId, role });
    return { ok: true };
  } catch (error) {
    console.error('setClaims failed', error);
    return { ok: false, error: callErrorMessage(error) };
  }
}
