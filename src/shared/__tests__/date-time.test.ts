import { describe, expect, it } from 'vitest';
import { formatClock, formatDate, formatDateTime, formatTime } from '../date-time';

// The wording the app used to get from Intl, kept as the reference.
const intlDate = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  weekday: 'short',
});
const intlTime = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  hour: '2-digit',
  minute: '2-digit',
});
const intlClock = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
const intlDateTime = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

describe('Japan-time dates', () => {
  it('reads a date in Japan time whatever the zone: 15:00 UTC is the next day in Japan', () => {
    const instant = new Date('2026-11-22T15:00:00Z');
    expect(formatDate(instant)).toBe('2026年11月23日(月)');
    expect(formatTime(instant)).toBe('00:00');
    expect(formatDateTime(new Date('2026-12-01T01:00:00Z'))).toBe('2026年12月1日(火) 10:00');
  });

  it('says exactly what Intl says, over two years at uneven steps (midnights, month and year ends)', () => {
    const start = Date.UTC(2025, 11, 30, 14, 0);
    for (let t = start; t < start + 2 * 366 * 86_400_000; t += 7_919_123) {
      const instant = new Date(t);
      expect(formatDate(instant)).toBe(intlDate.format(instant));
      expect(formatTime(instant)).toBe(intlTime.format(instant));
      expect(formatDateTime(instant)).toBe(intlDateTime.format(instant));
      expect(formatClock(instant)).toBe(intlClock.format(instant));
    }
  });

  it('refuses an invalid date, as Intl does', () => {
    expect(() => formatDate(new Date('nope'))).toThrow(RangeError);
    expect(() => formatTime(new Date(Number.NaN))).toThrow(RangeError);
  });
});
