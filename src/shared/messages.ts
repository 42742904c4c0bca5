/**
 * Every Japanese text the docs name (docs/product.md "How messages read"), and every text used in more than one place. Tests import the
 * exact strings from here (docs/product.md §8).
 */
export const MESSAGES = {
  required: '必須項目',
  emailInvalid: 'アドレスの形式が違います',
  signInRequired: 'ログインしてから再実行してください',
  ticketNotFound: '認証チケットIDに誤りがあります',
  noSuchClub: 'No such clubId',
  tooManyRequests: '短時間に操作が集中しました。しばらく待ってから再度お試しください',
  /** A function's throttle refused the call: {wait} is when its window ends, 「10分」 or 「1時間」 (lib/throttle.ts). */
  tooManyRequestsWait:
    '短時間に操作が集中しました。しばらく時間をおいて（約{wait}後に）もう一度お試しください',
  signLinkSent: 'ログインリンクを送信しました。メールを確認してください',
  signOutConfirm: 'ログアウトしますか？',
  signLinkInvalid: 'このログインリンクは無効か、期限が切れています',
  signEmailMismatch: 'このリンクを送ったメールアドレスと一致しません',
  loadFailed: '読み込みに失敗しました',
  internal: 'サーバーでエラーが発生しました。時間をおいて再度お試しください',
  invitationEmailMismatch:
    'この招待は別のメールアドレス宛てです。招待されたメールアドレスでログインしてください',
  emailNotVerified: 'メールアドレスの確認が済んでいないため、この操作はできません',
  invitationClosed: 'この招待は取り消されたか使用済みのため、無効になっています',
  permissionDenied: 'この操作を行う権限がありません',
  selfDemotion: '自分自身の管理者権限は変更できません。ほかの管理者に依頼してください',
  userNotFound: 'ユーザーが見つかりません',
  originNotAllowed: '招待リンクのアドレスがこのサイトのものではありません',
  indieHasNoRoles: 'インディーズ大会にはクラブの役割を設定できません',
  /** The sender's name of an indie competition's mail when its host has no display name. */
  indieHostFallback: 'インディーズ大会の主催者',
  // 基本設定, 神ページ and invitations (docs/product.md "Invitations (staff and admins)")
  saved: '保存しました',
  saveFailed: '保存できませんでした。入力内容はそのまま残っています。もう一度お試しください',
  offline: 'サーバーに接続できません。ネットワークを確認してください',
  storageUnreachable: 'ファイルの保存先に接続できません',
  storageEmulatorHint: '（ローカル環境では Storage エミュレータが必要です）',
  uploadNotImage: '画像ファイル（PNG・JPEG・GIF・WebP）を選んでください',
  uploadTooLarge: 'ファイルサイズは5MB以下にしてください',
  clubExists: 'このIDのクラブはすでに存在します',
  // 参加申し込み, participant tickets and the waitlist (docs/product.md "Registration, tickets and check-in"). `{…}` are filled in by the caller.
  registUnknownField: 'この大会にない項目が含まれています。ページを再読み込みしてからお申し込みください',
  compeNotFound: '大会が見つかりません',
  registNotYetOpen: '受付開始前です。受付は{opensAt}から始まります',
  registClosed: '受付は{closesAt}に締め切りました',
  /** The registration page once the competition has started, and submitRegist then (docs/product.md "Public pages"). */
  registOutsideWindow: '受付期間外です',
  registFull: '満席のため受け付けできません',
  /** Above the form when every seat is taken and the waitlist is on. */
  registWaitlistOpen: '満席です。キャンセル待ちとして申し込めます',
  registDuplicate:
    'このメールアドレスではすでにこの大会に申し込まれています。申し込み時のメールにある参加票をご確認ください',
  registTicketNotFound: '参加票が見つかりません。URLをご確認ください',
  registRejectedCannotCancel: 'この申し込みは不承認となっているため、キャンセルできません',
  registSettingsInvalid: 'この大会の受付設定に誤りがあるため、申し込みを受け付けできません',
  registLinkNotAllowed: '参加票のリンクのアドレスがこのサイトのものではありません',
  registNotFound: '申し込みが見つかりません。一覧を再読み込みしてください',
  // 出場する部門 and ペア (docs/product.md "Registration, tickets and check-in").
  registDivisionRequired: '出場する部門を選んでください',
  registDivisionTooMany: '出場できる部門は{limit}つまでです',
  registDivisionUnknown: 'この大会にない部門が含まれています。ページを再読み込みしてからお申し込みください',
  // A team for a 団体 部門 (docs/product.md "Registration, tickets and check-in"; schemas/regist.ts teamIssues).
  registTeamTooFew: '登録選手は{min}人以上にしてください',
  registTeamTooMany: '登録選手は{max}人までです',
  registTeamLeadOne: '主将は1人だけ選んでください',
  registTeamNotTeam: 'チームを登録できるのは団体の部門だけです。ページを再読み込みしてからお申し込みください',
  registTeamCaptain: '申込者がチームの代表者（キャプテン）になります',
  registDivisionFull: '{division}は定員に達しました',
  registPartnerSelf: 'ご自身のメールアドレスは指定できません',
  // A ペア申し込み answered from the partner's 参加票, or a pair staff make (docs/product.md "Registration, tickets and check-in").
  pairRequestGone:
    'このペアの申し込みは取り消されたか、すでに答えが出ています。ページを再読み込みしてください',
  pairAlreadyMade: '{division}のペアはすでに成立しています',
  pairNotMade: '{division}のペアは成立していません',
  pairRegistEnded: '{name}さんの申し込みは「{status}」のため、ペアを組めません',
  pairDivisionNotPair: 'ペアの部門ではありません',
  pairClosed: '大会が始まったため、ペアの申し込みに答えられません',
  pairAccepted: 'ペアが成立しました',
  pairDeclined: 'ペアの申し込みを辞退しました',
  // 大会の中止 (docs/product.md "Cancelling and deleting a competition"): the club page, live page, registration page and every ticket say so.
  compeCancelled: 'この大会は中止になりました',
  registActionNotAllowed: 'この申し込みは「{status}」のため、この操作はできません',
  registNoFreeSeat:
    '定員に達しているため繰り上げできません。大会設定で定員を増やすか、ほかの申し込みをキャンセルしてから繰り上げてください',
  // 参加票 (docs/product.md "Registration, tickets and check-in")
  ticketQrLabel: '参加票のQRコード',
  ticketQrHint: '受付でこのQRコードをご提示ください',
  ticketCancelConfirm: '参加をキャンセルしますか？',
  ticketCancelNote: 'キャンセルすると元に戻せません。もう一度参加するには、改めてお申し込みください。',
  ticketCancelled: '参加をキャンセルしました',
  // 進行表 (docs/run-sheet-and-live.md)
  runSheetAllDone: 'すべての項目が終了しました',
  runSheetNotStarted: 'まだ始まっていません',
  // ライブ (docs/run-sheet-and-live.md "The live pages")
  liveConnecting: '接続中…',
  liveConnected: 'リアルタイム更新中',
  liveReconnecting: '接続が切れています',
  /** While disconnected: when what is on screen was last the server's (board-state.ts syncedAt). */
  liveDisconnectedSince: '接続が切れています（最終更新 {time}）',
  liveBoardNotPublished: '進行表はまだ公開されていません',
  liveUnavailable: 'この大会は見つからないか、公開されていません',
  liveLoadFailed: '進行表を読み込めませんでした。接続を再試行しています…',
  liveBackToClub: 'クラブのページへ',
  liveStandby: 'スタンバイ',
  // 結果 and the club page's record (docs/play.md "The record (結果)").
  resultUnavailable: 'この大会の結果は見つからないか、公開されていません',
  resultNoStages: 'この大会には対戦の記録がありません',
  resultLoadFailed: '対戦の記録を読み込めませんでした。接続を再試行しています…',
  resultLink: '結果',
} as const;

/** `/confirm/{code}` messages (docs/product.md); any other code gets `fallback`. */
export const CONFIRM_MESSAGES = {
  router_reject: 'このページを表示する権限がありません',
  unknown_club: '指定されたクラブは見つかりません',
  sign_unqualified: 'このメールアドレスは登録されていません',
  sign_reject: 'ログインリンクを送信できませんでした',
  sign_sent: 'ログインリンクを送信しました',
  regist_closed: '受付期間外です',
  fallback: 'ご確認ください',
} as const;
export type ConfirmCode = Exclude<keyof typeof CONFIRM_MESSAGES, 'fallback'>;

export const LABELS = {
  home: 'ホーム',
  login: 'ログイン',
  logout: 'ログアウト',
  contact: 'CONTACT',
  cancel: 'キャンセル',
  send: '送信',
  email: 'メールアドレス',
  secretRef: '参照コード',
  // 基本設定, 神ページ and invitations (docs/product.md "Invitations (staff and admins)")
  admin: '管理者',
  staff: 'スタッフ',
  save: '保存',
  close: '閉じる',
  copy: 'コピー',
  invite: '招待する',
  revoke: '取り消す',
  remove: '外す',
  // 参加票 (docs/product.md "Registration, tickets and check-in")
  print: '印刷',
  cancelRegist: 'キャンセルする',
  // 進行表 (docs/run-sheet-and-live.md)
  unitWaiting: '待機',
  unitRunning: '進行中',
  unitDone: '終了',
  unitSkipped: 'スキップ',
} as const;
