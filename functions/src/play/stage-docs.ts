import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { matchDoc } from '../lib/read-doc';
import {
  HALL_CALLS_ID,
  hallCallsByStage,
  withHallCalls,
  type HallCallsByStage,
} from '@/shared/play/hall-calls';
import { hallCallsSchema, stageSchema, type Stage } from '@/shared/schemas/stage';

/**
 * compes/{compeId}/stages as read at once: the stages (each checked with its schema; one that does
 * not match is left out, as the pages leave it out) with their calls: their own and those the hall's
 * document holds, merged (docs/play.md "The hall's calls", shared/play/hall-calls.ts).
 * `stored` are the stages as their own documents hold them and `hall` the hall's calls, for a writer
 * that must know where each call is.
 */
export function stageDocs(docs: readonly QueryDocumentSnapshot[]): {
  stages: Stage[];
  stored: Stage[];
  hall: HallCallsByStage;
} {
  let hall: HallCallsByStage = new Map();
  const stored: Stage[] = [];
  for (const doc of docs) {
    if (doc.id === HALL_CALLS_ID) {
      hall = hallCallsByStage(matchDoc(doc, hallCallsSchema)?.calls);
      continue;
    }
    const stage = matchDoc(doc, stageSchema);
    if (stage) stored.push({ ...stage, id: doc.id });
  }
  return { stages: withHallCalls(stored, hall), stored, hall };
}
