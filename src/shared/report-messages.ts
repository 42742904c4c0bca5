/**
 * 結果報告 from the floor (docs/play.md "Reporting results from the floor"): the report page and the
 * reportResult / reportKeys functions. Apart from messages.ts, which every page loads with the shell,
 * so they reach a browser only with the report page.
 */
export const REPORT_MESSAGES = {
  /** A wrong key, a ticket not in this match, no such match: one answer, no hint which. */
  notFound: 'この報告用リンクは使えません。試合票のQRコードか参加票のリンクを開き直してください',
  notOn: 'この試合はまだ報告できません（対戦相手が決まっていないか、まだ呼び出されていません）',
  noMatch: 'この試合は行われません',
  closed: 'この試合の結果は確定しています。訂正はスタッフにお申し出ください',
  registCancelled: 'キャンセルされた申し込みの参加票では報告できません',
  compeCancelled: 'この大会は中止されました',
  full: 'この試合の報告が上限に達しました。スタッフにお申し出ください',
  pending: '報告しました。相手の報告を待っています',
  accepted: '結果を受け付けました（速報）',
  confirmed: '結果を受け付けました（確定）',
  conflict: '報告が食い違っています。スタッフが確認します',
} as const;
