import { deleteField, serverTimestamp } from 'firebase/firestore';
import { updateDoc, writeBatch } from '@/lib/firebase/writes';
import { db } from '@/lib/firebase/firestore';
import { clearLoaderCache } from '@/lib/use-loader';
import type { ClubForm } from '@/shared/schemas/club';
import { clubContactRef, clubRef } from './refs';

/** Some of a club's fields; `order` only from a super-user (the rules say so). */
export type ClubChanges = Partial<ClubForm & { order: number }>;

/**
 * Saves the changed fields of clubs/{clubId}, and the addresses to clubs/{clubId}/private/contact, in
 * one batch; updatedAt is the server's time (the rules check it). A club saved before the addresses
 * moved loses its public `emails` field with this save (the rules allow only its removal).
 */
export async function updateClub(clubId: string, changes: ClubChanges): Promise<void> {
  const { emails, ...fields } = changes;
  const batch = writeBatch(db());
  batch.update(clubRef(db(), clubId), { ...fields, emails: deleteField(), updatedAt: serverTimestamp() });
  if (emails) batch.set(clubContactRef(db(), clubId), { emails, updatedAt: serverTimestamp() });
  await batch.commit();
  // The public pages' one-shot reads of this club are cached per page load: show the new values.
  clearLoaderCache(`club:${clubId}`);
  clearLoaderCache('clubs');
}

/** Sets the club's logo (a Storage path, the file already uploaded); updatedAt as updateClub's. */
export async function setClubLogo(clubId: string, logoPath: string): Promise<void> {
  await updateDoc(clubRef(db(), clubId), { logoPath, updatedAt: serverTimestamp() });
}
