/**
 * Whether a match of a stage can end in a draw (docs/play.md). Its own module, with no schema code:
 * 結果報告's first paint keeps the form's room by it (pages/report-page.tsx), and the form, 対戦's
 * result dialog and the stage form's checks ask it too (shared/schemas/stage-form.ts re-exports it).
 */
import type { Stage } from '@/shared/schemas/stage';

/**
 * Only in a league or a Swiss stage (a bracket needs a winner), and never in ゲーム scoring with an
 * odd best-of — someone always takes the deciding game (best of 2 or 4, as some team matches are,
 * can end level).
 */
export const drawAllowed = (stage: Pick<Stage, 'format' | 'scoring' | 'bestOf'>): boolean =>
  (stage.format === 'league' || stage.format === 'swiss') &&
  !(stage.scoring === 'games' && stage.bestOf % 2 === 1);
