import { useCallback, useEffect, useState } from 'react';
import { secondsLeft } from './countdown';

/**
 * Counts down whole seconds from the moment of mounting, and again after `restart`
 * (from `seconds` when given: a wait the server named).
 */
export function useCountdown(totalSeconds: number): { seconds: number; restart: (seconds?: number) => void } {
  const [run, setRun] = useState(() => ({ startedAt: Date.now(), total: totalSeconds }));
  const [now, setNow] = useState(() => Date.now());
  const seconds = secondsLeft(run.startedAt, now, run.total);

  useEffect(() => {
    if (seconds <= 0) return;
    // Ticks from the clock rather than counting intervals, so a throttled background
    // window still shows the right number when it comes back.
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [seconds, run]);

  const restart = useCallback(
    (from?: number) => {
      const at = Date.now();
      setRun({ startedAt: at, total: from ?? totalSeconds });
      setNow(at);
    },
    [totalSeconds],
  );

  return { seconds, restart };
}
