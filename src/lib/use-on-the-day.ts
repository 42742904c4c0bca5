import { useEffect, useState } from 'react';
import { onTheDay, untilNextJstDay } from '@/shared/date-time';

/**
 * Whether today (Japan time) is the competition's day, `eventedAt`'s (false while it is unknown):
 * what decides whether a public page follows the day live or reads once. A page left open across
 * midnight is told when the day begins (and when it ends).
 */
export function useOnTheDay(eventedAt: Date | null | undefined): boolean {
  const time = eventedAt?.getTime() ?? null;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (time === null) return;
    // A second past midnight, when the day has surely turned.
    const timer = setTimeout(() => setNow(Date.now()), untilNextJstDay(new Date()) + 1000);
    return () => clearTimeout(timer);
  }, [time, now]);
  return time !== null && onTheDay(new Date(time), new Date(now));
}
