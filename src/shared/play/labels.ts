/**
 * A stage's formats and scorings, and their words. Plain constants without zod: the stage schema
 * (schemas/stage.ts) builds its enums from them, and the public pages name a stage's format with
 * them without loading the schema (docs/play.md).
 */

/** トーナメント / ダブルイリミネーション / リーグ / スイス式 */
export const STAGE_FORMATS = ['single', 'double', 'league', 'swiss'] as const;
export const STAGE_FORMAT_LABELS: Record<(typeof STAGE_FORMATS)[number], string> = {
  single: 'トーナメント',
  double: 'ダブルイリミネーション',
  league: 'リーグ',
  swiss: 'スイス式',
};
/** 勝敗 (win / loss / draw) · ゲーム (best of N) · 得点 (a score each) */
export const STAGE_SCORINGS = ['outcome', 'games', 'points'] as const;
export const STAGE_SCORING_LABELS: Record<(typeof STAGE_SCORINGS)[number], string> = {
  outcome: '勝敗',
  games: 'ゲーム',
  points: '得点',
};
