import * as z from 'zod/mini';
import { db } from '@/lib/firebase/firestore';
import { useDocument } from '@/lib/firebase/hooks';
import type { Live } from '@/lib/firebase/hooks';
import { clubContactSchema, clubSchema } from '@/shared/schemas/club';
import { clubContactRef, clubRef } from './refs';

/**
 * Right after a save, updatedAt (serverTimestamp()) reads as null until the server confirms it.
 * `emails`: where a club saved before the addresses moved to private/contact still has them.
 */
const editedClubSchema = z.extend(clubSchema, {
  updatedAt: z.nullable(z.date()),
  emails: z.optional(z.array(z.string())),
});
const editedContactSchema = z.extend(clubContactSchema, { updatedAt: z.nullable(z.date()) });
export type EditedClub = Omit<z.infer<typeof editedClubSchema>, 'emails'> & {
  id: string;
  emails: string[];
  /** The addresses are still on the public document: the next save moves them (update-club.ts). */
  emailsToMove: boolean;
};

/**
 * clubs/{clubId} with its addresses (clubs/{clubId}/private/contact), live: the 基本設定 page shows
 * what is stored now, logo included. A club without the contact document has no addresses yet.
 */
export function useClubDocument(clubId: string): Live<EditedClub | null> {
  const club = useDocument(`club-settings:${clubId}`, () => clubRef(db(), clubId), editedClubSchema);
  const contact = useDocument(
    `club-contact:${clubId}`,
    () => clubContactRef(db(), clubId),
    editedContactSchema,
  );
  if (club.status !== 'ready') return club;
  if (contact.status !== 'ready') return contact;
  if (club.data === null) return club as Live<null>;
  const legacy = club.data.emails;
  const emails = contact.data?.emails ?? legacy ?? [];
  return { status: 'ready', data: { ...club.data, emails: [...emails], emailsToMove: legacy !== undefined } };
}
