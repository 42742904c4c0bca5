import { fromSnapshot } from '@/lib/firebase/converters';
import { publicReads } from '@/lib/firebase/public-reads';
import { getDocument, runQuery } from '@/lib/firebase/rest';
import { clubSchema, type Club } from '@/shared/schemas/club';

/** clubs/{clubId}, or null when there is no such club. */
export async function getClub(clubId: string): Promise<Club | null> {
  const snapshot = await getDocument(publicReads.club(clubId));
  return snapshot ? fromSnapshot(clubSchema, snapshot) : null;
}

/** Every club, by `order` then name (docs/product.md, ホーム). */
export async function getClubs(): Promise<Club[]> {
  const docs = await runQuery(publicReads.clubs());
  return docs
    .map((d) => fromSnapshot(clubSchema, d))
    .sort((a, b) => a.order - b.order || a.clubName.localeCompare(b.clubName, 'ja'));
}
