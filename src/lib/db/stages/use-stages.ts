import { db } from '@/lib/firebase/firestore';
import { useCollection } from '@/lib/firebase/hooks';
import { stageSchema } from '@/shared/schemas/stage';
import { stagesRef } from './refs';

/** compes/{compeId}/stages, live, as stored (sort by `order` for the page). */
export function useStages(compeId: string) {
  return useCollection(`stages:${compeId}`, () => stagesRef(db(), compeId), stageSchema);
}
