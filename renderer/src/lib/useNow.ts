import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs`: 1 s for the workspace's counters, 60 s
 * for a ride's price, 30 s (the default) for shift and break clocks on a page left open all day.
 */
export function useNow(intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
