import type { Division } from '@/shared/schemas/compe';
import type { Stage } from '@/shared/schemas/stage';
import { TIE_PRESET_STAGES } from '@/shared/play/tie-presets';
import { teamSettingsOf } from '@/shared/team-settings';

/** What a stage of a 団体 部門 takes from it: the tie template and how its rubbers are scored. */
export type TeamStageFields = Pick<Stage, 'tie' | 'scoring' | 'bestOf' | 'tiebreaks'>;

/**
 * A new stage of a 団体 部門 (docs/play.md "Team ties"): its ties follow the 部門's template
 * (team.tie), and its scoring, 何ゲームマッチ and 順位の決め方 are the template's preset's
 * (TIE_PRESET_STAGES), whatever the dialog said for a match of individuals. Nothing for a stage of
 * another 部門, or of none.
 */
export function teamStageFields(
  divisions: readonly Division[] | undefined,
  divisionId: string | null | undefined,
): TeamStageFields | null {
  const division = divisions?.find((d) => d.id === divisionId);
  if (division?.kind !== 'team') return null;
  const { tie } = teamSettingsOf(division);
  const { scoring, bestOf, tiebreaks } = TIE_PRESET_STAGES[tie.preset];
  return { tie, scoring, bestOf, tiebreaks: [...tiebreaks] };
}
