/**
 * Every Japanese text the spec names, and every text used in more than one place. Tests import the
 * exact strings from here (SPEC.md §5, §8; PRODUCT.md §2).
 */
export const MESSAGES = {
  required: '必須項目',
  emailInvalid: 'アドレスの形式が違います',
  signInRequired: 'ログインしてから再実行してください',
  ticketNotFound: '認証チケットIDに誤りがあります',
  noSuchClub: 'No such clubId',
  tooManyRequests: '短時間に操作が集中しました。しばらく待ってから再度お試しください',
  signLinkSent: 'ログインリンクを送信しました。メールを確認してください',
  signOutConfirm: 'ログアウトしますか？',
  signLinkInvalid: 'このログインリンクは無効か、期限が切れています',
  signEmailMismatch: 'このリンクを送ったメールアドレスと一致しません',
  preparing: '準備中',
  loadFailed: '読み込みに失敗しました',
  internal: 'サーバーでエラーが発生しました。時間をおいて再度お試しください',
} as const;

/** `/confirm/{code}` messages (PRODUCT.md §2); any other code gets `fallback`. */
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
} as const;
