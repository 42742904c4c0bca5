import { describe, expect, it } from 'vitest';
import { DEFAULT_ROSTER, rosterLimitsOf } from '../roster-limits';
import { presetTeamSettings } from '../team-settings';
import { TIE_PRESET_TEMPLATES } from '../play/tie-presets';

// docs/play.md "Team ties": the registration form reads a 団体 部門's roster without the presets.
describe('rosterLimitsOf', () => {
  it('is the default preset’s roster for a 部門 without settings, as staff pages see it', () => {
    const staff = presetTeamSettings();
    expect(DEFAULT_ROSTER).toEqual({ min: staff.min, max: staff.max, leadFirst: staff.tie.leadFirst });
    expect(rosterLimitsOf({})).toEqual(DEFAULT_ROSTER);
    expect(rosterLimitsOf({ team: { min: 5, max: 3, tie: TIE_PRESET_TEMPLATES.board3 } })).toEqual(
      DEFAULT_ROSTER,
    );
  });

  it('reads the 部門’s own limits and whether a 主将 is named', () => {
    expect(rosterLimitsOf({ team: { min: 3, max: 5, tie: TIE_PRESET_TEMPLATES.board3 } })).toEqual({
      min: 3,
      max: 5,
      leadFirst: true,
    });
  });
});
