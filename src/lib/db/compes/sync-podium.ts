import type { Compe } from '@/shared/schemas/compe';
import type { Stage } from '@/shared/schemas/stage';
import { podiumChange } from '@/shared/play/view/podium';
import { setPodium } from './set-podium';

/**
 * Keeps the competition's podium (compe.podium, shown on the club page) in step with the stage that
 * decides it: called by 対戦 with the stages as they are after a result or a stage's status was
 * saved. Writes only when the podium changed (podiumChange, shared with reportResult). Returns
 * whether it wrote.
 */
export async function syncPodium(
  compe: Pick<Compe, 'id' | 'clubId' | 'podium'>,
  stages: readonly Stage[],
): Promise<boolean> {
  const podium = podiumChange(compe.podium, stages);
  if (podium === null) return false;
  await setPodium(compe.clubId, compe.id, podium);
  return true;
}
