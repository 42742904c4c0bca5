/**
 * The words of the call board (呼び出し画面, docs/play.md "The call board") and of the calls on
 * ライブZoom. Apart from messages.ts for bundle size only, like play-messages.ts: they load with the
 * calls, after first paint.
 */
export const CALL_MESSAGES = {
  /** The page's name: the board, its links from ライブ and 対戦, its title. */
  board: '呼び出し画面',
  calls: '呼び出し中',
  next: '次の呼び出し',
  noCalls: 'いま呼び出し中の試合はありません',
  noNext: '呼び出しを待つ試合はありません',
  /** 「10:20 呼び出し」 */
  calledAt: '{time} 呼び出し',
  soundOn: '音声：オン',
  soundOff: '音声：オフ',
  unlock: '画面をタップして音声を有効にする',
  noVoice: 'この端末には日本語の音声がないため、チャイムだけ鳴らします',
  noAudio: 'この端末では音を鳴らせません',
  loadFailed: '対戦の情報を読み込めませんでした。接続を再試行しています…',
  loading: '読み込み中…',
  unavailable: 'この大会は見つからないか、公開されていません',
  backToClub: 'クラブのページへ',
  cancelled: 'この大会は中止になりました',
} as const;
