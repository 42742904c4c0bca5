/**
 * オーダー (docs/play.md "Team ties"): the submitOrder and openOrders functions' answers, which the
 * 参加票's オーダー card and 対戦's オーダー dialog show as they are. Apart from messages.ts, which
 * every page loads with the shell. The order checks' own messages are the engine's (tie-messages.ts).
 */
export const ORDER_MESSAGES = {
  /** An unknown stage or tie: one answer, no hint which. */
  notFound: 'この対戦が見つかりません',
  notTeam: 'この試合は団体戦ではありません',
  sidesUnknown: '対戦するチームがまだ決まっていません',
  decided: 'この対戦は終了しています',
  /** A ticket id that names no 参加票 of this competition (or a forged one). */
  ticketNotFound: 'この参加票ではオーダーを提出できません。参加票のリンクを開き直してください',
  registCancelled: 'キャンセルされた申し込みの参加票ではオーダーを提出できません',
  compeCancelled: 'この大会は中止されました',
  notYourTie: 'このチームの対戦ではありません',
  opened: 'オーダーは公開済みです。変更は大会本部にお申し出ください',
  sideRequired: 'どちらのチームのオーダーかを選んでください',
  changesFull: 'このオーダーの変更が上限に達しました',
  /** What the caller is told once it went through. */
  submitted: 'オーダーを提出しました。相手チームのオーダーが揃うと公開されます',
  submittedOpened: 'オーダーを提出しました。両チームのオーダーを公開しました',
  openedNow: 'オーダーを公開しました',
} as const;
