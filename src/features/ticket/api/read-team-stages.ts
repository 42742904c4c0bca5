import { withDates } from '@/lib/firebase/timestamps';
import { publicReads } from '@/lib/firebase/public-reads';
import { runQuery } from '@/lib/firebase/rest';
import { HALL_CALLS_ID } from '@/shared/play/hall-calls';
import { stageSchema, type Stage } from '@/shared/schemas/stage';

/**
 * The competition's 団体戦 stages for the captain's オーダー card (docs/play.md "Team ties"): one
 * read over REST, each stage through its schema, keeping those with a tie template. The public
 * pages' stages (lib/live-stages) are checked by hand and carry neither the template, the lineups
 * nor the teams' members; this card, loaded only for a captain, may carry the schema instead.
 * A stage of another shape is left out, as the live pages leave it out.
 */
export async function readTeamStages(compeId: string): Promise<Stage[]> {
  const documents = await runQuery(publicReads.stages(compeId));
  const stages: Stage[] = [];
  for (const document of documents) {
    if (document.id === HALL_CALLS_ID) continue;
    const parsed = stageSchema.safeParse(withDates(document.data()));
    if (parsed.success && parsed.data.tie) stages.push({ ...parsed.data, id: document.id });
    else if (!parsed.success) console.warn('team stages: a stage of unknown shape is left out', document.id);
  }
  return stages.sort((x, y) => x.order - y.order || (x.id < y.id ? -1 : 1));
}
