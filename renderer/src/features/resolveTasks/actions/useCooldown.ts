import { useCallback, useEffect, useRef, useState } from 'react';

/** A button that stays disabled for `ms` after a press (01 §2: Called User, To FT for 2 s). */
export function useCooldown(ms: number): [boolean, () => void] {
  const [cooling, setCooling] = useState(false);
  const timer = useRef<number | null>(null);
  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    },
    [],
  );
  const start = useCallback(() => {
    setCooling(true);
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCooling(false), ms);
  }, [ms]);
  return [cooling, start];
}
