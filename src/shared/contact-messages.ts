/**
 * お問い合わせ texts (docs/product.md "Mail"): the contact page and the sendContact function. Apart from MESSAGES,
 * which every page loads with the shell, so they reach a browser only with the contact page.
 */
export const CONTACT_MESSAGES = {
  contactClubNotFound: '指定されたクラブは見つかりません',
  contactNotDelivered: 'お問い合わせを送信できませんでした。時間をおいて再度お試しください',
  contactToClub: '{clubName}へのお問い合わせ',
  contactToOperator: 'Compe 運営へのお問い合わせ',
  contactIntro:
    '内容を確認のうえ、担当者からメールでご返信します。送信すると、入力したメールアドレスに確認のメールが届きます。',
  contactOperatorLink: 'Compe 運営へのお問い合わせはこちら',
  contactSent: 'お問い合わせを送信しました。確認のメールをお送りしました',
  contactSentNote:
    '確認のメールが届かないときは、メールアドレスに誤りがないか、迷惑メールのフォルダに入っていないかご確認ください。',
  contactBodyCount: '{count} / {max}文字',
  // The auto-reply goes to whatever address was typed: only our words, nothing the sender wrote.
  contactAutoReplySubject: '【{clubName}】お問い合わせを受け付けました',
  contactAutoReplyText:
    '{clubName} へのお問い合わせを受け付けました。担当者からの返信をお待ちください。\nお心当たりのない場合は、このメールを破棄してください。\nこのメールは自動送信です。\n\n--\nCompe — クラブの大会運営',
} as const;
