/**
 * Dates as Japanese organisers write them, always in Japan time whatever the zone of the device or
 * the server. Japan keeps UTC+9 all year (no daylight saving since 1951), so the fields are read
 * in UTC from the instant moved by nine hours. Not Intl.DateTimeFormat: creating one loads ICU's
 * Japanese and time-zone data, ~30 ms of main thread on a desktop and four times that on a phone,
 * before a public page can show its first date. The tests hold the output to Intl's, character
 * for character.
 */
const JAPAN_OFFSET_MS = 9 * 60 * 60 * 1000;
const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'] as const;

const inJapan = (date: Date): Date => {
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

/** yyyy-mm-dd + hh:mm as typed in a form, in Japan time → the instant. */
export function jstDate(date: string, time = '09:00'): Date {
  return new Date(`${date}T${time}:00+09:00`);
}

/** The instant → [yyyy-mm-dd, hh:mm] in Japan time, as a form's date and time fields hold it. */
export function jstParts(instant: Date): [string, string] {
  const iso = inJapan(instant).toISOString();
  return [iso.slice(0, 10), iso.slice(11, 16)];
}

/*
 * Staff tables and exports use Intl's wording. Each formatter is made on first use, so a public
 * page, which never calls them, never loads ICU's data (see the top of this file).
 */
const TIME_ZONE = 'Asia/Tokyo';
const lazyFormat = (locale: string, options: Intl.DateTimeFormatOptions) => {
  let format: Intl.DateTimeFormat | undefined;
  return (date: Date) =>
    (format ??= new Intl.DateTimeFormat(locale, { timeZone: TIME_ZONE, ...options })).format(date);
};
/** 11/22 10:05: compact enough for a table cell. */
export const formatShortDateTime = lazyFormat('ja-JP', {
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
/** 2026/11/22 10:05: what spreadsheets read as a date and time. */
export const formatFullDateTime = lazyFormat('ja-JP', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
const isoDay = lazyFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });
/** 20261122, for file names. */
export const formatDayStamp = (date: Date) => isoDay(date).replaceAll('-', '');
