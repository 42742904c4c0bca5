import { db } from '@/lib/firebase/firestore';
import { useCollection } from '@/lib/firebase/hooks';
import { awardSchema } from '@/shared/schemas/compe';
import { awardsInOrder } from './refs';

/**
 * compes/{compeId}/awards, live, in order (表彰). A document the schema refuses is left out
 * (useCollection), so a malformed award hides itself, not the page.
 */
export function useAwards(compeId: string) {
  return useCollection(`awards:${compeId}`, () => awardsInOrder(db(), compeId), awardSchema);
}
