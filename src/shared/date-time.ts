/**
 * Dates as Japanese organisers write them, always in Japan time whatever the zone of the device or
 * the server. Japan keeps UTC+9 all year (no daylight saving since 1951), so the fields are read
 * in UTC from the instant moved by nine hours. Not Intl.DateTimeFormat: creating one loads ICU's
 * Japanese and time-zone data, ~30 ms of main thread on a desktop and four times that on a phone,
 * before a public page can show its first date. The tests hold the output to Intl's, character
 * for character. What only staff pages use (form fields, Intl's table formats) is in
 * date-time-staff.ts, so it does not ride in the public pages' shared chunk.
 */
const JAPAN_OFFSET_MS = 9 * 60 * 60 * 1000;
const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'] as const;

/** The instant moved by nine hours, so its UTC fields are Japan's wall clock. */
export const inJapan = (date: Date): Date => {
  const time = date.getTime();
  // As Intl does: an invalid date is an error, not "NaN年".
  if (Number.isNaN(time)) throw new RangeError('Invalid time value');
  return new Date(time + JAPAN_OFFSET_MS);
};
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** 2026年11月22日(日) */
export function formatDate(date: Date): string {
  const d = inJapan(date);
  return `${d.getUTCFullYear()}年${d.getUTCMonth() + 1}月${d.getUTCDate()}日(${WEEKDAYS[d.getUTCDay()]})`;
}

/** 09:30 */
export function formatTime(date: Date): string {
  const d = inJapan(date);
  return `${twoDigits(d.getUTCHours())}:${twoDigits(d.getUTCMinutes())}`;
}

/** 14:05:09: the 最終更新 of the live pages. */
export function formatClock(date: Date): string {
  const d = inJapan(date);
  return `${formatTime(date)}:${twoDigits(d.getUTCSeconds())}`;
}

/**
 * 2026年12月1日(火) 10:00 — what mail and the functions' messages say (the ticket mail,
 * `{eventedAt}`, registration windows).
 */
export const formatDateTime = (date: Date) => `${formatDate(date)} ${formatTime(date)}`;

/** The calendar day in Japan, as a number that orders correctly (yyyymmdd). */
export function jstDay(date: Date): number {
  const d = inJapan(date);
  return d.getUTCFullYear() * 10000 + (d.getUTCMonth() + 1) * 100 + d.getUTCDate();
}

/**
 * Whether `now` falls on the competition's day (Japan time): the day its public pages follow live
 * (docs/play.md "On the public pages"); before it and after it they read once.
 */
export const onTheDay = (eventedAt: Date, now: Date): boolean => jstDay(eventedAt) === jstDay(now);

/** Milliseconds from `now` to the next midnight in Japan: when onTheDay can next change. */
export function untilNextJstDay(now: Date): number {
  const d = inJapan(now);
  const sinceMidnight =
    ((d.getUTCHours() * 60 + d.getUTCMinutes()) * 60 + d.getUTCSeconds()) * 1000 + d.getUTCMilliseconds();
  return 24 * 60 * 60 * 1000 - sinceMidnight;
}
