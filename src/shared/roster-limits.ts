import type { TeamSettings } from './schemas/tie';

/**
 * What the 参加申し込み form and submitRegist need of a 団体 部門's settings (docs/play.md "Team
 * ties"): the roster's fewest and most, and whether a 主将 is named. Read without the presets or the
 * template's schema (team-settings.ts, staff pages): the registration page loads neither.
 */
export interface RosterLimits {
  min: number;
  max: number;
  leadFirst: boolean;
}

/**
 * The default preset's roster (卓球 4単1複, team-settings.ts DEFAULT_TIE_PRESET), for a 団体 部門
 * saved before its settings existed: a test keeps the two the same.
 */
export const DEFAULT_ROSTER: RosterLimits = { min: 4, max: 8, leadFirst: false };

const count = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 1;

/** The 部門's roster limits; the default preset's when it has no settings, or malformed ones. */
export function rosterLimitsOf(division: { team?: unknown } | undefined): RosterLimits {
  const team = division?.team as Partial<TeamSettings> | undefined;
  if (!team || !count(team.min) || !count(team.max) || team.min > team.max) return DEFAULT_ROSTER;
  return { min: team.min, max: team.max, leadFirst: team.tie?.leadFirst === true };
}
