import type { TiePreset } from '@/shared/play/tie-template';
import type { StoredOrder } from '@/shared/play/tie-places';
import { TIE_PRESET_STAGES, TIE_PRESET_TEMPLATES } from '@/shared/play/tie-presets';
import type { Stage, StageResult } from '@/shared/schemas/stage';
import { NOW } from '@/testing/stage-timing-fixtures';
import { drawnStageOf } from '@/testing/stages';

/**
 * 団体戦 stages as staff would have stored them (docs/play.md "Team ties"): `count` teams t1…tN
 * (チーム1…) of `members` members m1…mN named 「チーム1の選手1」, playing `preset`, drawn in seed
 * order; lineups and rubber results added with withLineup and rubberResult.
 */
export function teamStageOf(
  format: Stage['format'],
  count: number,
  preset: TiePreset = 'tt4s1d',
  patch: Partial<Stage> = {},
  members = 6,
): Stage {
  const { scoring, bestOf, tiebreaks } = TIE_PRESET_STAGES[preset];
  return drawnStageOf(format, count, {
    id: 'team',
    name: '団体戦',
    scoring,
    bestOf,
    tiebreaks: [...tiebreaks],
    seeds: count,
    tie: TIE_PRESET_TEMPLATES[preset],
    entrants: Array.from({ length: count }, (_, t) => ({
      id: `t${t + 1}`,
      name: `チーム${t + 1}`,
      affiliation: '',
      persons: [`captain${t + 1}`],
      members: Array.from({ length: members }, (_, m) => ({
        id: `m${m + 1}`,
        name: `チーム${t + 1}の選手${m + 1}`,
      })),
    })),
    ...patch,
  });
}

const indexOf = (stage: Stage, id: string) => stage.entrants.findIndex((entrant) => entrant.id === id);

/** The stage with both orders of the tie between teams `a` and `b` open. */
export const withLineup = (
  stage: Stage,
  tieId: string,
  [a, b]: readonly [string, string],
  orders: { a: StoredOrder; b: StoredOrder },
): Stage => ({
  ...stage,
  lineups: {
    ...stage.lineups,
    [tieId]: { a: [...orders.a], b: [...orders.b], sides: [indexOf(stage, a), indexOf(stage, b)], at: NOW },
  },
});

/** The stage with a rubber's result stored: `n` 1-based, `games` for a and b. */
export function rubberResult(
  stage: Stage,
  tieId: string,
  n: number,
  [a, b]: readonly [string, string],
  games: readonly [number, number],
  at: Date = NOW,
): Stage {
  const result: StageResult = {
    outcome: games[0] > games[1] ? 'a' : games[0] < games[1] ? 'b' : 'draw',
    how: 'played',
    games: [...games],
    sides: [indexOf(stage, a), indexOf(stage, b)],
    confirmed: true,
    at,
  };
  return { ...stage, results: { ...stage.results, [`${tieId}r${n}`]: result } };
}

/** 4単1複's usual order: 1番 m1, 2番 m2, 3番 m3+m4, 4番 m5, 5番 m6. */
export const ORDER_4S1D: StoredOrder = ['m1', 'm2', 'm3+m4', 'm5', 'm6'];
