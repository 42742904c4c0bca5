import { serverTimestamp } from 'firebase/firestore';
import { updateDoc } from '@/lib/firebase/writes';
import { db } from '@/lib/firebase/firestore';
import { clearLoaderCache } from '@/lib/use-loader';
import type { ClubForm } from '@/shared/schemas/club';
import { clubRef } from './refs';

/** Some of a club's fields; `order` only from a super-user (the rules say so). */
export type ClubChanges = Partial<ClubForm & { order: number }>;

/** Saves the changed fields of clubs/{clubId}; updatedAt is the server's time (the rules check it). */
export async function updateClub(clubId: string, changes: ClubChanges): Promise<void> {
  await updateDoc(clubRef(db(), clubId), { ...changes, updatedAt: serverTimestamp() });
  // The public pages' one-shot reads of this club are cached per page load: show the new values.
  clearLoaderCache(`club:${clubId}`);
  clearLoaderCache('clubs');
}

/** Sets the club's logo (a Storage path, the file already uploaded); updatedAt as updateClub's. */
export async function setClubLogo(clubId: string, logoPath: string): Promise<void> {
  await updateDoc(clubRef(db(), clubId), { logoPath, updatedAt: serverTimestamp() });
}
