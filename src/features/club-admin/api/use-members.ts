import { collection } from 'firebase/firestore';
import { db } from '@/lib/firebase/firestore';
import { useCollection } from '@/lib/firebase/hooks';
import { memberSchema, type Member } from '@/shared/schemas/club';

/** Admins first, then by name. */
export const byRoleThenName = (a: Member, b: Member) =>
  (a.role === b.role ? 0 : a.role === 'admin' ? -1 : 1) ||
  (a.displayName || a.email).localeCompare(b.displayName || b.email, 'ja');

/** clubs/{clubId}/members, live: who holds which role (a mirror the functions keep in step). */
export function useMembers(clubId: string) {
  return useCollection(`members:${clubId}`, () => collection(db(), 'clubs', clubId, 'members'), memberSchema);
}
