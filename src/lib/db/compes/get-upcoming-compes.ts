import { fromSnapshot } from '@/lib/firebase/converters';
import { publicReads, UPCOMING_MAX } from '@/lib/firebase/public-reads';
import { runQuery } from '@/lib/firebase/rest';
import { compeCardSchema, type CompeCard } from '@/shared/schemas/compe';

/** Published competitions from the start of today on, soonest first (home page). */
export async function getUpcomingCompes(max = UPCOMING_MAX, now = new Date()): Promise<CompeCard[]> {
  const docs = await runQuery(publicReads.upcomingCompes(now, max));
  return docs.map((d) => fromSnapshot(compeCardSchema, d));
}
