/** Dates as Japanese organisers write them, always in Japan time whatever the device's zone. */
const TIME_ZONE = 'Asia/Tokyo';

const dateFormat = new Intl.DateTimeFormat('ja-JP', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  weekday: 'short',
});
const timeFormat = new Intl.DateTimeFormat('ja-JP', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
});

/** 2026年11月22日(日) */
export const formatDate = (date: Date) => dateFormat.format(date);
/** 09:30 */
export const formatTime = (date: Date) => timeFormat.format(date);
