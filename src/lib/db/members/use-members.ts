import { db } from '@/lib/firebase/firestore';
import { useCollection } from '@/lib/firebase/hooks';
import { memberSchema } from '@/shared/schemas/club';
import { membersRef } from './refs';

/** clubs/{clubId}/members, live: who holds which role (a mirror the functions keep in step). */
export function useMembers(clubId: string) {
  return useCollection(`members:${clubId}`, () => membersRef(db(), clubId), memberSchema);
}
