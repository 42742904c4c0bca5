import { formatTime } from '@/shared/date-time';
import { useNow } from '@/lib/use-now';

/** The time in Japan, hh:mm, for the meeting screen; only this ticks every second. */
export function Clock({ className }: { className?: string }) {
  const now = useNow(1000);
  const date = new Date(now);
  return (
    <time className={className} dateTime={date.toISOString()} aria-label={`現在時刻 ${formatTime(date)}`}>
      {formatTime(date)}
    </time>
  );
}
