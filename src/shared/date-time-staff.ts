/**
 * Japan time for staff pages: a form's date and time fields to and from an instant, and the short
 * formats of tables and exports. Beside date-time.ts (the public pages' formats), apart from it only
 * so that the public pages' first load does not carry these.
 */
import { inJapan } from './date-time';

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
export const formatShortDateTime = /* @__PURE__ */ lazyFormat('ja-JP', {
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
/** 2026/11/22 10:05: what spreadsheets read as a date and time. */
export const formatFullDateTime = /* @__PURE__ */ lazyFormat('ja-JP', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
const isoDay = /* @__PURE__ */ lazyFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });
/** 20261122, for file names. */
export const formatDayStamp = (date: Date) => isoDay(date).replaceAll('-', '');
