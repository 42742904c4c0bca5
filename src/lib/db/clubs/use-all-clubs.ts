import * as z from 'zod/mini';
import { db } from '@/lib/firebase/firestore';
import { useCollection } from '@/lib/firebase/hooks';
import { clubSchema } from '@/shared/schemas/club';
import { clubsRef } from './refs';

/** A club just created or reordered reads its serverTimestamp() updatedAt as null until confirmed. */
const listedClubSchema = z.extend(clubSchema, { updatedAt: z.nullable(z.date()) });
export type ListedClub = z.infer<typeof listedClubSchema> & { id: string };

/** Every club, live, in no particular order (the 神ページ sorts them). */
export function useAllClubs() {
  return useCollection('god:clubs', () => clubsRef(db()), listedClubSchema);
}
