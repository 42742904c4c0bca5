/**
 * 出番のお知らせ (docs/play.md "Telling participants they are up"): what a 参加票's participant may choose,
 * and when their next match is close enough to tell them. Pure, and free of zod so the ticket page
 * can use it after first paint; the server (functions/src/reminder) decides with the same function.
 */

/** What the participant chose on their ticket; `off` (or nothing stored) = never told. */
export const REMINDERS = ['15m', '30m', '2matches', 'off'] as const;
export type Reminder = (typeof REMINDERS)[number];

export const REMINDER_LABELS: Record<Reminder, string> = {
  '15m': '15分前',
  '30m': '30分前',
  '2matches': '2試合前',
  off: '知らせない',
};

/** The lead times in minutes, before the match's estimated start. */
export const REMINDER_LEAD_MINUTES = { '15m': 15, '30m': 30 } as const;

/** 2試合前: told once at most this many ready matches of the stage wait to be called before theirs. */
export const REMINDER_MATCHES_AHEAD = 2;

/** Where the participant's next match stands, as the ticket's engine sees it (features/ticket/participant-match.ts). */
export interface UpNext {
  /** Called to a table (呼び出し中 or 試合中). */
  called: boolean;
  /** Its estimated start (shared/play/simulate.ts matchStarts and the run sheet), if known. */
  start: Date | null;
  /** How many ready matches of its stage are to be called before it; null when not in the queue's first few. */
  ahead: number | null;
}

/**
 * Whether the participant is to be told now: always once the match is called to a table; else, for a lead
 * time, when its estimated start is at most that many minutes away (or already past); for 2試合前,
 * when at most two matches are to be called before it.
 */
export function reminderDue(choice: Reminder | undefined, next: UpNext, now: Date): boolean {
  if (!choice || choice === 'off') return false;
  if (next.called) return true;
  if (choice === '2matches') return next.ahead !== null && next.ahead <= REMINDER_MATCHES_AHEAD;
  if (!next.start) return false;
  return next.start.getTime() - now.getTime() <= REMINDER_LEAD_MINUTES[choice] * 60_000;
}

/** The words of 出番のお知らせ on the ticket and in the functions' answers. */
export const REMINDER_MESSAGES = {
  heading: '出番が近づいたらメールで知らせる',
  saved: 'お知らせの設定を保存しました',
  notAccepted: '参加が確定した申し込みだけが、出番のお知らせを設定できます',
  compeOver: 'この大会は終了または中止されたため、出番のお知らせは設定できません',
  allowNotifications: '通知を許可',
  notificationsOn: 'このページを開いている間、出番が近づくと通知します',
  notificationsDenied: '通知がブロックされています。ブラウザの設定から許可してください',
  upNow: 'まもなく出番です',
  addToCalendar: 'カレンダーに追加',
  calendarFailed: 'カレンダー用のファイルを作れませんでした。もう一度お試しください',
} as const;
