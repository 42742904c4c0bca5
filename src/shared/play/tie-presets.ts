import type { TiePreset, TieTemplate } from './tie-template';

/**
 * The 団体戦 presets (docs/play.md "Team ties"): each one's name, template and what it sets on its
 * stage. Apart from tie-template.ts: only staff pages, the registration form and the functions
 * start from a preset, and the public pages that read a tie load none of this.
 */

export const TIE_PRESET_LABELS: Record<TiePreset, string> = {
  tt4s1d: '卓球 4単1複',
  tt5s: '卓球 5単',
  bd2d1s: 'バドミントン 2複1単',
  bd3d2s: 'バドミントン 3複2単',
  board3: '将棋・囲碁 3面',
  board5: '将棋・囲碁 5面',
  board7: '将棋・囲碁 7面',
  kendo5: '剣道 5人制',
};

/** What a preset also sets on the stage playing it (rubbers are scored as the stage scores a match). */
export interface TiePresetStage {
  scoring: 'outcome' | 'games' | 'points';
  bestOf: number;
  /** 順位の決め方 (standings.ts TIEBREAKS): a tie's games are its rubbers, its points their games. */
  tiebreaks: readonly ('wins' | 'points' | 'gameDiff' | 'pointDiff' | 'pointsFor' | 'headToHead')[];
  /** A team's roster (登録選手) fewest and most. */
  roster: { min: number; max: number };
}

const base = {
  stopWhenDecided: true,
  singlesPerPlayer: 1,
  doublesPerPlayer: 1,
  rubbersPerPlayer: 2,
  noPairOfFirstTwo: false,
  leadFirst: false,
  byPoints: false,
  decider: false,
  vacancy: 'any',
} as const;

const board = (preset: TiePreset, n: number): TieTemplate => ({
  ...base,
  preset,
  layout: 'S'.repeat(n),
  labels: 'board',
  stopWhenDecided: false,
  parallel: n,
  rubbersPerPlayer: 1,
  leadFirst: true,
  vacancy: 'last',
  forfeit: { games: 1, points: 0 },
});

/** Each preset's template as staff first see it. */
export const TIE_PRESET_TEMPLATES: Record<TiePreset, TieTemplate> = {
  tt4s1d: {
    ...base,
    preset: 'tt4s1d',
    layout: 'SSDSS',
    labels: 'number',
    parallel: 2,
    noPairOfFirstTwo: true,
    vacancy: 'first',
    forfeit: { games: 3, points: 33 },
  },
  tt5s: {
    ...base,
    preset: 'tt5s',
    layout: 'SSSSS',
    labels: 'number',
    parallel: 2,
    rubbersPerPlayer: 1,
    vacancy: 'first',
    forfeit: { games: 3, points: 33 },
  },
  bd2d1s: {
    ...base,
    preset: 'bd2d1s',
    layout: 'DSD',
    labels: 'badminton',
    parallel: 3,
    vacancy: 'any',
    forfeit: { games: 2, points: 42 },
  },
  bd3d2s: {
    ...base,
    preset: 'bd3d2s',
    layout: 'DSDSD',
    labels: 'badminton',
    parallel: 3,
    vacancy: 'any',
    forfeit: { games: 2, points: 42 },
  },
  board3: board('board3', 3),
  board5: board('board5', 5),
  board7: board('board7', 7),
  kendo5: {
    ...base,
    preset: 'kendo5',
    layout: 'SSSSS',
    labels: 'kendo',
    stopWhenDecided: false,
    parallel: 1,
    rubbersPerPlayer: 1,
    byPoints: true,
    decider: true,
    vacancy: 'any',
    forfeit: { games: 1, points: 2 },
  },
};

/** What each preset sets on its stage. */
export const TIE_PRESET_STAGES: Record<TiePreset, TiePresetStage> = {
  tt4s1d: {
    scoring: 'games',
    bestOf: 5,
    tiebreaks: ['wins', 'gameDiff', 'pointDiff'],
    roster: { min: 4, max: 8 },
  },
  tt5s: {
    scoring: 'games',
    bestOf: 5,
    tiebreaks: ['wins', 'gameDiff', 'pointDiff'],
    roster: { min: 5, max: 8 },
  },
  bd2d1s: {
    scoring: 'games',
    bestOf: 3,
    tiebreaks: ['wins', 'gameDiff', 'pointDiff'],
    roster: { min: 4, max: 8 },
  },
  bd3d2s: {
    scoring: 'games',
    bestOf: 3,
    tiebreaks: ['wins', 'gameDiff', 'pointDiff'],
    roster: { min: 6, max: 10 },
  },
  board3: { scoring: 'outcome', bestOf: 1, tiebreaks: ['wins', 'gameDiff'], roster: { min: 3, max: 5 } },
  board5: { scoring: 'outcome', bestOf: 1, tiebreaks: ['wins', 'gameDiff'], roster: { min: 5, max: 7 } },
  board7: { scoring: 'outcome', bestOf: 1, tiebreaks: ['wins', 'gameDiff'], roster: { min: 7, max: 9 } },
  kendo5: {
    scoring: 'points',
    bestOf: 1,
    tiebreaks: ['points', 'gameDiff', 'pointsFor'],
    roster: { min: 5, max: 7 },
  },
};
