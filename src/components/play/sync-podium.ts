import { samePodium, setPodium } from '@/lib/db/compes/set-podium';
import { PODIUM_ROWS, type Compe } from '@/shared/schemas/compe';
import type { Stage } from '@/shared/schemas/stage';
import { competitionPodium } from '@/shared/play/view/play-view';

/**
 * Keeps the competition's podium (compe.podium, shown on the club page) in step with the stage that
 * decides it: called by 対戦 with the stages as they are after a result or a stage's status was
 * saved. Writes only when the podium changed — set when the deciding stage is finished, removed when
 * a result taken back reopens it. Returns whether it wrote.
 */
export async function syncPodium(
  compe: Pick<Compe, 'id' | 'clubId' | 'podium'>,
  stages: readonly Stage[],
): Promise<boolean> {
  const podium = competitionPodium(stages).slice(0, PODIUM_ROWS);
  if (samePodium(compe.podium, podium)) return false;
  await setPodium(compe.clubId, compe.id, podium);
  return true;
}
