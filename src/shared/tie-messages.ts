/**
 * The order checks' words (団体戦's オーダー, docs/play.md "Team ties"): shown on the 参加票's order
 * form, in 対戦's オーダー dialog and in the submitOrder function's refusal. `{rubber}` is the
 * rubber's name (rubberLabel: 「1番」「第1ダブルス」「主将」「先鋒」); filled with shared/fill.ts.
 */
export const TIE_MESSAGES = {
  /** The order has another number of places than the template's rubbers. */
  count: 'オーダーは{count}試合分を入力してください',
  /** Every place is empty (欠員 everywhere): there is nobody to play. */
  allEmpty: '出場する選手を1人以上入力してください',
  singlesPlayers: '{rubber}：シングルスは1人で出場します',
  doublesPlayers: '{rubber}：ダブルスは2人で組んでください',
  /** A member id that is not (or no longer) on the team's roster. */
  unknown: '{rubber}：登録選手にいない選手です',
  /** One member named twice in one place (a doubles of one person). */
  twice: '{rubber}：同じ選手が2人分に入っています',
  singlesPerPlayer: '{rubber}：同じ選手がシングルスに{count}回出場しています（1人{limit}回まで）',
  doublesPerPlayer: '{rubber}：同じ選手がダブルスに{count}回出場しています（1人{limit}回まで）',
  rubbersPerPlayer: '{rubber}：同じ選手が{count}試合に出場しています（1人{limit}試合まで）',
  /** 4単1複: the doubles is not the pair of the 1番 and 2番 singles players. */
  pairOfFirstTwo: '{rubber}：ダブルスは{first}・{second}の選手だけで組めません',
  /** leadFirst with board labels (将棋・囲碁): the roster's 主将 plays the first board. */
  leadBoard: '主将は主将の盤（1将）に出場します',
  /** leadFirst with other labels. */
  lead: '主将は{rubber}に出場します',
  /** vacancy 'first': the empty places are the first rubbers. */
  vacancyFirst: '欠員は{rubber}から順に空けてください',
  /** vacancy 'last': the empty places are the last rubbers (the lowest boards). */
  vacancyLast: '欠員は{rubber}から順に空けてください',
  /** A 代表戦 order is one member of the roster. */
  deciderOne: '代表戦には選手を1人選んでください',
  /** The template plays no 代表戦. */
  noDecider: 'この団体戦に代表戦はありません',
} as const;
