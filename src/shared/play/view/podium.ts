import { PODIUM_ROWS, type Podium } from '@/shared/schemas/compe';
import type { Stage } from '@/shared/schemas/stage';
import { competitionPodium } from './play-view';

/** Whether two podiums say the same (nothing to write). */
const samePodium = (a: Podium | undefined, b: Podium | undefined): boolean =>
  JSON.stringify(a ?? []) === JSON.stringify(b ?? []);

/**
 * The one podium update (staff page and the reportResult function): the competition's podium as the
 * stages now decide it, or null when it is what the competition already shows (nothing to write).
 * An empty array removes the podium (a final result taken back).
 */
export function podiumChange(current: Podium | undefined, stages: readonly Stage[]): Podium | null {
  const podium = competitionPodium(stages).slice(0, PODIUM_ROWS);
  return samePodium(current, podium) ? null : podium;
}
