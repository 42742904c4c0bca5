import { fromSnapshot } from '@/lib/firebase/converters';
import { publicReads } from '@/lib/firebase/public-reads';
import { runQuery } from '@/lib/firebase/rest';
import { compeCardSchema, type CompeCard } from '@/shared/schemas/compe';

/** A club's published competitions, newest first (the rules allow only this filtered query publicly). */
export async function getClubCompes(clubId: string): Promise<CompeCard[]> {
  const docs = await runQuery(publicReads.clubCompes(clubId));
  return docs.map((d) => fromSnapshot(compeCardSchema, d));
}
