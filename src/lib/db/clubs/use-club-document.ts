import * as z from 'zod/mini';
import { db } from '@/lib/firebase/firestore';
import { useDocument } from '@/lib/firebase/hooks';
import { clubSchema } from '@/shared/schemas/club';
import { clubRef } from './refs';

/** Right after a save, updatedAt (serverTimestamp()) reads as null until the server confirms it. */
const editedClubSchema = z.extend(clubSchema, { updatedAt: z.nullable(z.date()) });
export type EditedClub = z.infer<typeof editedClubSchema> & { id: string };

/** clubs/{clubId}, live: the 基本設定 page shows what is stored now, logo included. */
export function useClubDocument(clubId: string) {
  return useDocument(`club-settings:${clubId}`, () => clubRef(db(), clubId), editedClubSchema);
}
