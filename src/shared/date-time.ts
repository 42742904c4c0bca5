const dateTime = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * 2026年12月1日(火) 10:00 — always Japan time, whatever the zone of the device or the server. What
 * mail and the functions' messages say (the ticket mail, `{eventedAt}`, registration windows).
 */
export const formatDateTime = (date: Date) => dateTime.format(date);
