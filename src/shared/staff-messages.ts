/**
 * Texts of the staff pages (参加申込リスト, エントリー, 進行表, 受付). They live apart from messages.ts
 * because the app shell imports that module, so every text in it is in every public page's first
 * load; these only load with staff code. Tests import the exact strings from here.
 */
export const STAFF_MESSAGES = {
  // 大会を中止 / 大会を削除 on 大会設定 (docs/product.md "Cancelling and deleting a competition"). `{…}` are filled in by the caller.
  compeCancelTitle: '「{title}」を中止しますか？',
  compeCancelNotice:
    '申し込み済みの {count} 人に中止のお知らせをメールで送ります。クラブのページ・ライブページ・参加票に「中止」と表示されます。中止は取り消せません。',
  compeCancelNoOne:
    'お知らせを送る申し込みはありません。クラブのページ・ライブページに「中止」と表示されます。中止は取り消せません。',
  compeCancelNoteLabel: '参加者へのお知らせ（任意・メールに入ります）',
  compeCancelDone: '大会を中止しました。{count} 人にお知らせしました',
  compeCancelDoneFailed:
    '大会を中止しました。{count} 人中 {failed} 人へのメールが届きませんでした。送信結果を確認してください',
  compeCancelled: 'この大会は中止されています（{at}）。記録は残っています。',
  compeAlreadyCancelled: 'この大会はすでに中止されています',
  compeHasRegists: '申し込みがある大会は削除できません。「大会を中止」を使ってください',
  compeDeleteTitle: '「{title}」を削除しますか？',
  compeDeleteNotice: '進行表・エントリーも削除され、元に戻せません。この大会のIDは今後使われません。',
  compeDeleteOnlyEmpty:
    '申し込みのある大会は削除できません。中止すると記録を残したまま参加者にお知らせできます。',
  // The competition menu's pages (staff-compe-gate.tsx)
  compeMissing: 'この大会は見つかりません。削除されたか、URL が違います。',
  indieNotOwner: 'この大会を管理する権限がありません（個人主催の大会は主催者だけが管理できます）。',
  // 受付 (check-in), on 参加申込リスト and on the ticket page for staff (docs/product.md "Registration, tickets and check-in")
  checkInDone: '受付しました',
  checkInUndone: '受付を取り消しました',
  checkInUndoConfirm: '受付を取り消しますか？',
  checkInNotAccepted: '承認前のため受付できません。参加申込リストで承認してください',
  checkInWaitlisted: 'キャンセル待ちのため受付できません',
  checkInRejected: '不承認のため受付できません',
  checkInCancelled: 'キャンセル済みのため受付できません',
  checkInRegistMissing: 'この参加票の申し込みが見つかりません',
  // 受付 offline (docs/venue-mode.md): another device's earlier check-in stands; `{…}` filled in.
  checkInEarlierElsewhere: '{name}さんは別の端末で {time} に受付済みでした。受付時刻は {time} のままです',
  checkInNotSaved: '{name}さんの受付を保存できませんでした。{reason}',
  // 参加申込リスト (docs/product.md "Registration, tickets and check-in"). `{…}` are filled in by the caller.
  registListEmpty: 'まだ申し込みはありません',
  registApproveConfirm: '{name}さんを承認します。本人にメールでお知らせします。',
  registRejectConfirm: '{name}さんを不承認にします。本人にメールでお知らせします。',
  registCancelConfirm: '{name}さんの申し込みをキャンセルします。本人にメールでお知らせします。',
  registPromoteConfirm: '{name}さんをキャンセル待ちから繰り上げます。本人にメールでお知らせします。',
  checkInAlready: '受付済みです（{time}）',
  checkInNotThisCompe: 'この大会の参加票ではありません',
  checkInNotTicket: '参加票のQRコードではありません',
  checkInNoNumber: '受付番号 {number} の申し込みはありません',
  checkInInputInvalid: '受付番号か参加票のURLを入力してください',
  cameraInsecure: 'カメラは https のページでのみ使えます。受付番号か参加票のURLを入力して受付してください',
  cameraNotFound: 'カメラが見つかりません。受付番号か参加票のURLを入力して受付してください',
  cameraDenied:
    'カメラの使用が許可されていません。ブラウザの設定でこのサイトにカメラを許可するか、受付番号か参加票のURLを入力して受付してください',
  cameraFailed:
    'カメラを起動できませんでした。ほかのアプリがカメラを使っていないか確認するか、受付番号か参加票のURLを入力して受付してください',
  // エントリー (docs/product.md "Staff pages"). `{…}` are filled in by the caller.
  entryNumberInteger: '整数で入力してください',
  entryNumberMin: '1以上で入力してください',
  entryNumberTaken: 'ゼッケン番号 {number} はすでに「{name}」さんが使っています。別の番号にしてください',
  entryNumbersDuplicated: 'ゼッケン番号 {numbers} が重複しています。編集して番号を直してください',
  entryNoFreeNumber: '空いているゼッケン番号がありません',
  // A team entry's roster (団体 部門, the エントリー dialog): the 部門's fewest and most members.
  rosterTooFew: '選手は{min}人以上登録してください（{min}〜{max}人）',
  rosterTooMany: '選手は{max}人までです（{min}〜{max}人）',
  entryEmpty: 'エントリーはまだありません',
  entryNoMatch: '検索条件に一致するエントリーはありません',
  entryConflict: 'ほかのスタッフが同時にエントリーを変更しました。一覧の最新の内容でもう一度お試しください',
  entryCsvEmpty: 'ファイルにデータがありません',
  entryCsvNotText: 'ファイルを読み取れませんでした。CSV ファイル（UTF-8 または Shift_JIS）を選んでください',
  /** What the CSV import reads (csv-import.ts decodeCsvBytes): Excel in Japan writes Shift_JIS. */
  entryCsvEncodings: '文字コードは UTF-8 と Shift_JIS（Excel の CSV）のどちらも読み込めます。',
  entryCsvNoNameColumn: '1行目: 見出し行に「氏名」の列がありません',
  entryCsvDuplicateColumn: '1行目: 「{label}」の列が2つ以上あります',
  entryCsvTooManyCells:
    '{line}行目: 列の数が見出し行より多くなっています（カンマを含む値は " で囲んでください）',
  entryCsvQuotes: '{line}行目: " の対応が取れていません',
  entryCsvDuplicateInFile: '{line}行目: ゼッケン番号 {number} がファイル内で重複しています（{lines}行目）',
  entryCsvNumberExists: '{line}行目: ゼッケン番号 {number} はすでに「{name}」さんが使っています',
  entryCsvNoFreeNumber: '{line}行目: 割り当てられるゼッケン番号がありません',
  entryCsvUnknownDivision: '{line}行目: 部門「{name}」はこの大会にありません（{names}）',
  // 進行表 (docs/run-sheet-and-live.md)
  runSheetEmpty: '進行表にはまだ項目がありません',
  runSheetEmptyHint:
    '「追加」で種目・決勝・休憩・表彰などを行う順に登録してください。大会の開始時刻と各項目の時間から、開始予定が自動で計算されます。',
  runSheetFull: '進行表の項目は300件までです',
  runSheetMinutesInteger: '0以上の整数で入力してください',
  runSheetMinutesMax: '1440分以内で入力してください',
  runSheetRoundsTo: 'どのラウンドまでかを選んでください',
  runSheetRoundsOrder: '「から」のラウンドと同じか、それより後のラウンドを選んでください',
  runSheetStageTwice: 'このステージはすでに選ばれています',
  runSheetRestartNote: '終了した記録を消し、今の時刻から開始し直します。',
  runSheetDeleteNote: 'この操作は元に戻せません。ライブページからも消えます。',
  runSheetResetConfirm: '進行をリセットしますか？',
  runSheetResetNote:
    'すべての項目を待機に戻し、開始・終了の記録を消します。ライブページも開始前の表示に戻ります。リハーサルのあとなどに使います。',
  runSheetConflict: 'ほかのスタッフが同時に進行表を変更しました。最新の内容でもう一度お試しください',
  // Two phones at once (docs/venue-mode.md): what the resolver corrected; `{…}` filled in.
  runSheetResolved: '複数の端末の操作が重なったため、{items}終了にしました',
  runSheetResolvedItemAt: '「{title}」を {time} に',
  runSheetResolvedItem: '「{title}」を',
  runSheetNoticeSaved: 'お知らせを更新しました',
  runSheetBoardStale:
    'ライブページの表示が最新の進行表と違います（大会設定やエントリーの変更がまだ反映されていません）。次の操作で反映されますが、今すぐ反映することもできます。',
  // メール送信・メール結果 (docs/product.md "Mail"). `{…}` are filled in by the caller.
  mailNoCompe: 'メールを送る大会を選んでください',
  mailNoCompes: 'まだ大会がありません。大会リストで大会を作成すると、その参加者にメールを送れます',
  mailRecipients: '宛先 {count}人',
  mailNobody: 'この条件に合う人はいません。宛先の条件を変えてください',
  mailConfirm: '{count}人にメールを送信しますか？',
  mailConfirmNote:
    '送信すると取り消せません。宛先ごとの結果はこのあと表示される「メール結果」で確認できます。',
  mailSent: '{total}人に送信しました',
  mailSentWithErrors: '{total}人中 {sent}人に送信しました。{failed}件がエラーです',
  mailSentBefore: 'このメールはすでに送信済みです（二重送信は行いませんでした）',
  mailSending: '送信中…（{count}人）',
  mailboxEmpty: 'まだ送信したメールはありません',
  mailCardMissing: 'このメールは見つからないか、このクラブのものではありません',
  mailResent: '{sent}件を再送しました',
  mailResentWithErrors: '{sent}件を再送しました。{failed}件はまたエラーになりました',
  mailResendConfirm: 'エラーになった{count}件を再送しますか？',
  mailResendNote: '送信済みの人には送りません。宛先の誤りは、各カードの「宛先を直す」で直せます。',
  mailPreviewNone: '宛先がいないため、プレビューはありません',
  // 未達・再送 (docs/product.md "Mail"): the last mail of each row of 参加申込リスト and エントリー. `{…}` are filled in by the caller.
  deliverySent: '送信済み',
  deliveryError: 'エラー',
  deliveryPending: '送信待ち',
  deliveryNone: '未送信',
  deliveryColumn: '送信結果',
  deliveryUnreachedOnly: '未達のみ',
  deliveryUnreachedHint: '未達：最後のメールがエラーになった人と、まだ一度もメールを送っていない人',
  deliveryNoRegist: '申込者と結び付いていないエントリーには、メールの送信結果はありません',
  deliveryLoadFailed: 'メールの送信結果を読み込めませんでした。送信結果の列と「未達のみ」は使えません',
  deliveryResend: '再送',
  deliveryResent: '{name}さんにメールを再送しました',
  deliveryResendFailed: '{name}さんへの再送もエラーになりました。メールアドレスを確認してください',
  deliveryFix: '宛先を直す',
  deliveryFixTitle: '宛先を直して再送',
  deliveryFixNote: '直したアドレスは申し込みにも保存され、次からのメールもそのアドレスに届きます。',
  deliveryResendBusy: 'このメールはほかの操作で再送中です。結果は一覧に表示されます',
  // Why a message failed (shared/delivery-error.ts); the server's own words stay behind 詳細.
  deliveryBadAddress: '宛先の形式が正しくありません',
  deliveryRejected: '受信側で拒否されました',
  deliveryTemporary: '一時的なエラーです。時間をおいて再送してください',
  deliveryFailedOther: '送信できませんでした',
  deliveryErrorDetails: '詳細',
  // sendMail / resendMail answers (docs/product.md "Mail"), said by the functions and shown on staff pages
  mailNoRecipients: '条件に合う宛先がありません。宛先の条件を変えてください',
  mailLinkNotAllowed: '参加票のリンクのアドレスがこのサイトのものではありません',
  mailNotFound: 'メールが見つかりません',
  mailNothingToResend: '再送が必要なメール（エラー）はありません',
  mailNotResendable: 'このメールは本文が記録されていないため再送できません',
  mailAddressTaken: 'このメールアドレスは、この大会のほかの申し込みで使われています',
  // 対戦 (docs/play.md)
  matchWinnerRequired: '勝者を選んでください',
  matchNoDraw: 'このステージでは引き分けにできません',
  matchNoDrawOddBestOf: '{bestOf}ゲームマッチは引き分けになりません。勝った方を選んでください',
  matchScoreRequired: '両方の{what}を入力してください',
  matchScoreDigits: '{what}は0以上の整数で入力してください',
  matchGamesToWin: '勝者のゲーム数は{need}、敗者は{need}未満にしてください（{bestOf}ゲームマッチ）',
  matchScoreDisagrees: '勝者と{what}が合いません',
  matchNoEntrants: '出場者が2人以上必要です。エントリーを登録してください',
  matchLeagueUnfinished: '「{name}」に結果の入っていない試合があります',
  matchTies:
    '{groups}に順位の決まらない同順位があります。エントリー順で進めました。順位の決め方を確認してください',
  matchSwissExhausted: '再戦を避ける組み合わせがもうありません。ステージを終了してください',
  matchSwissUnfinished: '前のラウンドに結果の入っていない試合があります',
  matchLeagueTooLarge:
    '1組の人数が多く、試合数が{count}になります（上限{max}）。組の数を増やしたステージを作り直してください',
  matchCorrectionNotice: 'この訂正で、次の試合の結果が無効になります: {matches}',
  // 対戦: 設定を変更 and 出場者・シード順 (docs/play.md "Editing a stage and seeding")
  stageTiebreakTwice: '同じ決め方を2回は選べません',
  stageTiebreakRequired: '順位の決め方を1つ以上選んでください',
  stageStructureLocked:
    '組み合わせ作成後は変更できません。変更するには「組み合わせを取り消す」で作成前に戻してください（結果の入力前のみ）',
  stageTablesInUse:
    '{tables}で試合中です（{matches}）。台を移動するか呼び出しを取り消してから、台の数を減らしてください',
  stageTablesInUseRange:
    '{tables}で試合中です（{matches}）。台を移動するか呼び出しを取り消してから、使う台を変えてください',
  stageDivisionRequired: '部門を選んでください',
  stageTableLastBeforeFirst: '最後の台は、最初の台と同じか後の台を選んでください',
  stageTableOutsideHall: '会場の{label}は{last}までです。その中から選んでください',
  stageDrawnMeanwhile:
    '保存する前に組み合わせが作成されました。形式などは変更されていません。もう一度開いて確認してください',
  stageEntrantsUnchanged: '出場者はエントリーと同じです（変更なし）',
  stageHasResults: '結果が入力されたため、組み合わせを取り消せませんでした',
} as const;

export const STAFF_LABELS = {
  checkIn: '受付する',
  checkedIn: '受付済み',
  undoCheckIn: '受付を取り消す',
  // 進行表 (docs/run-sheet-and-live.md)
  runSheetNext: '次へ',
  runSheetStart: '開始',
  runSheetFinish: '終了',
  runSheetSkip: 'スキップ',
  runSheetAdd: '追加',
  runSheetUpdate: '更新',
} as const;

/**
 * Venue mode: the offline bar of the staff pages, the ledger's labels and sign-out with unsent
 * writes (docs/venue-mode.md). `{n}` and `{labels}` are filled in by the caller.
 */
export const STAFF_SYNC = {
  offline: 'オフライン — 変更は端末に保存され、接続が戻ると送信されます',
  offlineNotKept:
    'オフライン — この画面では変更が端末に保存されません。再読み込みせず、接続が戻るまでこの画面のままお待ちください',
  unsent: '未送信 {n}件',
  sending: '送信中… 未送信 {n}件',
  allSent: 'すべて送信しました',
  refused: '次の変更は保存されませんでした（{reason}）: {labels}。画面は保存されている内容に戻っています',
  refusedDismiss: '閉じる',
  /** A write queued before a reload that the server's copy does not show (docs/venue-mode.md). */
  unseen:
    '再読み込みの前に端末に保存した次の変更が、サーバーの内容と違います（保存が拒否されたか、ほかの端末が同じところを変更しました）: {labels}。画面はサーバーの内容です',
  needsNetwork: 'この操作には接続が必要です。接続が戻ってからもう一度お試しください',
  /** An action done offline: {done} is its own message (「速報を保存しました」). */
  savedOnDevice: '{done}（端末に保存しました。接続が戻ると送信されます）',
  signOutUnsent:
    'この端末に、まだ送信されていない変更が {n}件あります。いまログアウトすると送信されずに消えます。接続が戻り「すべて送信しました」と表示されてからログアウトしてください。',
  signOutDropUnsent: '送信せずにログアウト',
  writeRunSheet: '進行表',
  writeCheckIn: '受付',
  writeEntry: 'エントリー',
  writeStage: '対戦',
  writeCompe: '大会設定',
  writeClub: 'クラブの設定',
  writeOther: '変更',
} as const;

/** 表彰 (src/features/awards, docs/play.md "Awards (表彰状)"). */
export const STAFF_AWARDS = {
  invalid: '賞の名前と名前を入力してください（賞の名前は20文字、名前と所属は40文字まで）。',
  saveFailed: '賞を保存できませんでした。通信状況を確かめて、もう一度お試しください。',
  saved: '賞を保存しました。',
  notSettled: 'すべての試合の結果が確定すると印刷できます。',
  noneChosen: '印刷する表彰状を選んでください。',
  noStages: 'まだステージがありません。対戦でステージを追加してください。',
  divisionNoStages: 'この部門のステージはまだありません。',
} as const;

/**
 * 印刷 on the print pages (対戦の印刷, 表彰): what is still being readied and what could not be had
 * (components/print/print-controls.tsx, docs/play.md "Fonts on paper"). `{what}` is filled in.
 */
export const STAFF_PRINT = {
  preparing: '印刷の準備をしています（{what}を読み込み中）。終わると「印刷」を押せます。',
  fonts: '印刷用の文字',
  reportQrs: '結果報告用のQRコード',
  fontsFailed:
    '印刷用の文字（フォント）を読み込めませんでした。このまま印刷すると、この端末の文字で印刷され、書体が変わったり一部の漢字が欠けたりすることがあります。通信を確かめて「再試行」を押してください。',
  reportQrsFailed:
    '結果報告用のQRコードを用意できませんでした。このまま印刷すると、試合票にQRコードが入りません。通信を確かめて「再試行」を押してください。',
  retry: '再試行',
  printWithoutQr: 'QRコードなしで印刷',
  printAnyway: 'このまま印刷',
} as const;

/** A new version of the app is installed and waits for staff (src/app/pwa, docs/venue-mode.md). */
export const STAFF_APP_UPDATE = {
  newVersion: '新しいバージョンがあります',
  update: '更新',
} as const;
