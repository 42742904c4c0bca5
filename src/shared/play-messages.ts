/**
 * The words of 対戦 on the public pages (ライブ, ライブZoom, the ticket; docs/play.md "On the public
 * pages"). Apart from messages.ts for bundle size only, like its siblings: they load with the play,
 * after first paint, and not with every page's shell.
 */
export const PLAY_MESSAGES = {
  heading: '対戦',
  loadFailed: '対戦の情報を読み込めませんでした。接続を再試行しています…',
  matches: '対戦表',
  standings: '順位表',
  onTables: 'いま対戦中',
  nextCalls: '次の呼び出し',
  podium: '表彰',
  filter: '選手で絞り込む',
  filterAll: 'すべての選手',
  selected: '選択中の選手',
  tie: '同順位',
  rankingRules: '順位の決め方',
  tableFree: '空き',
  /** A hall table another 部門's match is on (いま対戦中 of a stage sharing the hall). */
  tableUsedBy: '{stage}で使用中',
  /** 部門で絞り込む (components/division): its label and the choice of every 部門. */
  divisionFilter: '部門',
  divisionAll: 'すべて',
  /** ライブ set to a 部門 whose stages are not drawn yet. */
  noDivisionPlay: 'この部門の対戦はまだありません',
  noNextCalls: '呼び出しを待つ試合はありません',
  playing: '試合中',
  calling: '呼び出し中',
  nextMatch: 'あなたの次の試合',
  /** The next match in each other 部門 the participant plays in. */
  otherNextMatches: 'ほかの部門の次の試合',
  yourResults: 'これまでの結果',
  finished: 'あなたの試合はすべて終わりました',
  nextUnknown: '次の試合は決まりしだい、ここに表示されます',
  /** On the ticket while the participant's match is on: opens its report form (paths.report). */
  reportResult: '試合結果を報告する',
  /** On the ticket once every match of the day is played: the competition's 結果 page. */
  seeResults: '大会の結果を見る',
} as const;
