import { onSnapshot, type Unsubscribe } from 'firebase/firestore';
import { stagesRef } from '@/lib/db/stages/refs';
import { db } from '../firebase/firestore';
import { withDates } from '../firebase/timestamps';
import { byOrder, toLiveStage, type LiveStage } from './live-stage';

export interface StagesSnapshot {
  stages: LiveStage[];
  /** True when the SDK answered from its cache because it is not (or no longer) connected. */
  fromCache: boolean;
}

/**
 * A viewer's listener on compes/{compeId}/stages, with the full SDK, loaded only by a dynamic import
 * (stages-source) once the page's first content is on screen. A change to one stage reads that one
 * document (Firestore sends the changed documents of a listened query, not the whole collection), and
 * only it is decoded again: the others keep their decoded object, so the views of unchanged stages
 * are not recomputed.
 */
export function watchStages(
  compeId: string,
  onStages: (snapshot: StagesSnapshot) => void,
  onError: (error: { code?: string }) => void,
): Unsubscribe {
  const decoded = new Map<string, LiveStage>();
  return onSnapshot(
    stagesRef(db(), compeId),
    { includeMetadataChanges: true },
    (snapshot) => {
      for (const change of snapshot.docChanges()) {
        const id = change.doc.id;
        if (change.type === 'removed') {
          decoded.delete(id);
          continue;
        }
        // A staff device sees its own write before the server has set a result's time.
        const stage = toLiveStage(id, withDates(change.doc.data({ serverTimestamps: 'estimate' })));
        if (stage) decoded.set(id, stage);
        else decoded.delete(id);
      }
      onStages({ stages: byOrder([...decoded.values()]), fromCache: snapshot.metadata.fromCache });
    },
    onError,
  );
}
