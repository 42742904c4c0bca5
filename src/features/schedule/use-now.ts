import { useEffect, useState } from 'react';

/**
 * The current time, renewed every `intervalMs`: estimates move on while nothing happens (a waiting
 * item is never estimated before now), so an overrunning item pushes the rest down by itself.
 */
export function useNow(intervalMs = 10_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
