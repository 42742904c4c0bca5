import { collection } from 'firebase/firestore';
import * as z from 'zod/mini';
import { db } from '@/lib/firebase/firestore';
import { useCollection } from '@/lib/firebase/hooks';
import { clubSchema } from '@/shared/schemas/club';

/** A club just created or reordered reads its serverTimestamp() updatedAt as null until confirmed. */
const listedClubSchema = z.extend(clubSchema, { updatedAt: z.nullable(z.date()) });
export type ListedClub = z.infer<typeof listedClubSchema> & { id: string };

/** By `order`, then by name (docs/product.md). */
export const byOrderThenName = (a: ListedClub, b: ListedClub) =>
  a.order - b.order || a.clubName.localeCompare(b.clubName, 'ja');

/** Every club, live (sort with byOrderThenName). */
export function useAllClubs() {
  return useCollection('god:clubs', () => collection(db(), 'clubs'), listedClubSchema);
}
