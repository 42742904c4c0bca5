/**
 * オーダー's screens (docs/play.md "Team ties"): the 参加票's オーダー提出 card and 対戦's オーダー
 * dialog. The functions' answers are in order-messages.ts, the order checks' in tie-messages.ts.
 */
export const ORDER_UI = {
  cardTitle: 'オーダー提出',
  vacant: '欠員',
  choose: '選択してください',
  submit: '提出',
  submitting: '送信しています…',
  submitted: '提出済み（相手チームの提出を待っています）',
  change: 'オーダーを変更',
  cancelChange: '変更をやめる',
  opened: 'オーダー公開',
  changeAtDesk: '変更は大会本部へ',
  notSubmitted: '未提出',
  submittedShort: '提出済み',
  bySide: { captain: 'キャプテンが提出', staff: 'スタッフが入力' },
  issuesTitle: 'このオーダーは提出できません',
  /** A place left unchosen: 「1番の選手を選んでください」. */
  unchosen: (rubber: string) => `${rubber}の選手を選んでください`,
  /** A doubles' second select: 「3番（2人目）」. */
  nth: (rubber: string, n: number) => `${rubber}（${n}人目）`,
  versus: (opponent: string) => `対戦相手：${opponent}`,
  staffAction: 'オーダー',
  staffTitle: (match: string) => `オーダー（${match}）`,
  enter: '入力',
  edit: '変更',
  save: '保存',
  open: 'オーダーを公開',
  openTitle: 'オーダーを公開しますか？',
  openBody:
    '両チームのオーダーを公開し、参加票とライブに表示します。公開後はキャプテンはオーダーを変更できず、変更はスタッフだけが行えます（変更は記録されます）。未提出のチームの試合は、スタッフがオーダーを入力するまで始められません。',
  openedAlready: '公開済み',
  sealedNote: '両チームのオーダーが揃うと公開されます。公開までは相手チームには見えません。',
} as const;
