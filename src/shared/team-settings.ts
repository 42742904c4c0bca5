import type { TiePreset } from './play/tie-template';
import { TIE_PRESET_STAGES, TIE_PRESET_TEMPLATES } from './play/tie-presets';
import { teamSettingsSchema, type TeamSettings } from './schemas/tie';

/**
 * A 団体 部門's settings (compe.divisions[i].team, docs/play.md "Team ties") as staff pages use
 * them. compeSchema checks only that `team` is an object (every public page loads it), so the staff
 * pages that act on it read it through here.
 */

/** The preset a new 団体 部門 starts from: 卓球 4単1複. */
export const DEFAULT_TIE_PRESET: TiePreset = 'tt4s1d';

/** A preset's settings as staff first see them: its template and its roster's fewest and most. */
export function presetTeamSettings(preset: TiePreset = DEFAULT_TIE_PRESET): TeamSettings {
  const { roster } = TIE_PRESET_STAGES[preset];
  const template = TIE_PRESET_TEMPLATES[preset];
  return { min: roster.min, max: roster.max, tie: { ...template, forfeit: { ...template.forfeit } } };
}

/**
 * The 部門's team settings, checked; the default preset's when it has none or they are malformed
 * (a 団体 部門 saved before its settings existed).
 */
export function teamSettingsOf(division: { team?: unknown } | undefined): TeamSettings {
  const parsed = teamSettingsSchema.safeParse(division?.team);
  return parsed.success ? parsed.data : presetTeamSettings();
}
