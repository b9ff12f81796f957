import { useCallback, useEffect, useState } from 'react';
import { secondsLeft } from './countdown';

/** Counts down whole seconds from the moment of mounting, and again after `restart`. */
export function useCountdown(totalSeconds: number): { seconds: number; restart: () => void } {
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  const seconds = secondsLeft(startedAt, now, totalSeconds);

  useEffect(() => {
    if (seconds <= 0) return;
    // Ticks from the clock rather than counting intervals, so a throttled background
    // window still shows the right number when it comes back.
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [seconds, startedAt]);

  const restart = useCallback(() => {
    const at = Date.now();
    setStartedAt(at);
    setNow(at);
  }, []);

  return { seconds, restart };
}
