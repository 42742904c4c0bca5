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

/**
 * スイス式: how the next round is paired, said under the stage's 順位表 (docs/play.md "Swiss
 * pairing"). pairSwiss ranks by 勝点 then seed, not by the 順位の決め方 the table shows (SOS …),
 * so the bye often goes to someone the table does not show last.
 */
export const SWISS_PAIRING_NOTE =
  '次のラウンドの組み合わせは、勝点の高い順（同じ勝点ならシード順）に並べて作ります。不戦勝もこの並びの下から、まだ不戦勝のない人に回るため、順位表の最下位の人とは限りません。';
