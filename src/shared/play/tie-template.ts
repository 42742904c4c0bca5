/**
 * 団体戦 (docs/play.md "Team ties"): a tie (対戦) between two teams is a set of rubbers (個々の試合),
 * each a singles or a doubles, played from the orders (オーダー) the two captains submit. The
 * template says which rubbers a tie holds and the rules an order and a tie follow. Plain data
 * without zod: the schemas (schemas/tie.ts) build on it, and the public pages name rubbers with it.
 * The checks and the tie's score are in tie.ts.
 */

/** The presets staff start a 団体 部門 from (tie-presets.ts), each editable afterwards. */
export const TIE_PRESETS = [
  'tt4s1d',
  'tt5s',
  'bd2d1s',
  'bd3d2s',
  'board3',
  'board5',
  'board7',
  'kendo5',
] as const;
export type TiePreset = (typeof TIE_PRESETS)[number];

/**
 * How rubbers are named: number 「1番」… · badminton 「第1ダブルス」「第1シングルス」 · board 「主将」
 * 「副将」「三将」… · kendo 「先鋒」「次鋒」「中堅」「副将」「大将」.
 */
export const RUBBER_LABEL_STYLES = ['number', 'badminton', 'board', 'kendo'] as const;
export type RubberLabelStyle = (typeof RUBBER_LABEL_STYLES)[number];

/**
 * Where a short-handed team leaves its places empty (欠員), each empty rubber lost by `forfeit`:
 * first — the first rubbers (the 1番 counted 0-3); last — the last ones (the lowest boards);
 * any — wherever the captain leaves them.
 */
export const TIE_VACANCIES = ['first', 'last', 'any'] as const;
export type TieVacancy = (typeof TIE_VACANCIES)[number];

/** The layout's letters: S a singles, D a doubles, in play order (4単1複 = SSDSS). */
export const TIE_LAYOUT = /^[SD]{1,9}$/;
/** Rubbers of one tie at most (the layout's length). */
export const TIE_RUBBERS_MAX = 9;

export interface TieTemplate {
  preset: TiePreset;
  /** The rubbers in play order: S a singles, D a doubles (TIE_LAYOUT). */
  layout: string;
  labels: RubberLabelStyle;
  /** 打ち切り: once a side has won more than half the rubbers, the rest are not played. */
  stopWhenDecided: boolean;
  /** Rubbers of one tie on tables at once at most (将棋 3面: 3, all boards together; 卓球: 2). */
  parallel: number;
  /** Singles one player may play in one tie (卓球 4単1複: 1, 「2単はできない」). */
  singlesPerPlayer: number;
  /** Doubles one player may play in one tie. */
  doublesPerPlayer: number;
  /** Rubbers (singles and doubles together) one player may play in one tie. */
  rubbersPerPlayer: number;
  /** 4単1複: the doubles may not be the pair of the 1番 and 2番 singles players. */
  noPairOfFirstTwo: boolean;
  /** 将棋・囲碁: the member marked 主将 in the roster plays the first board. */
  leadFirst: boolean;
  /** 剣道: equal wins are decided by 本数 (the rubbers' points) before anything else. */
  byPoints: boolean;
  /** 剣道: a tie still level in a knockout plays a 代表戦, one player each chosen then. */
  decider: boolean;
  vacancy: TieVacancy;
  /** What an empty place (欠員) loses its rubber by: games and points to the other side. */
  forfeit: { games: number; points: number };
}

/**
 * A roster member's id in an entry (entry.members): m1, m2 … given when staff or the captain add
 * them and never reused within the entry, so an order that names m3 names one person for good.
 */
export const MEMBER_ID = /^m\d{1,2}$/;
