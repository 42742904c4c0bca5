import { db } from '@/lib/firebase/firestore';
import { useCollection } from '@/lib/firebase/hooks';
import { unitSchema } from '@/shared/schemas/unit';
import { unitsRef } from './refs';

/**
 * compes/{compeId}/units, live, as stored (sort with sortByOrder, shared/run-sheet/timeline.ts, for the
 * run-sheet order). 進行表 edits them; エントリー only reads which items list an entry.
 */
export function useUnits(compeId: string) {
  return useCollection(`units:${compeId}`, () => unitsRef(db(), compeId), unitSchema);
}
