import { publicReads } from '../firebase/public-reads';
import { runQuery } from '../firebase/rest';
import { toLiveStages, type LiveStage } from './live-stage';

/** The stages of a competition, or the rules' refusal (unpublished or unknown): an answer, not an error. */
export type StagesRead = { kind: 'stages'; stages: LiveStage[] } | { kind: 'denied' };

/**
 * One read of compes/{compeId}/stages over REST (lib/firebase/rest; the boot script may have sent it
 * already): what a page shows before, or instead of, the stages' listener (stages-source). Other
 * failures throw.
 */
export async function getStages(compeId: string): Promise<StagesRead> {
  try {
    const documents = await runQuery(publicReads.stages(compeId));
    const stages = toLiveStages(documents.map((document) => ({ id: document.id, data: document.data() })));
    return { kind: 'stages', stages };
  } catch (error) {
    if ((error as { code?: unknown }).code === 'permission-denied') return { kind: 'denied' };
    throw error;
  }
}
