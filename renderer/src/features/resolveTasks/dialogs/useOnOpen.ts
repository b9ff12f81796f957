import { useEffect, useRef } from 'react';

/**
 * Runs `reset` each time a dialog opens. Only the open flag is a dependency: mutation
 * `reset` functions are not stable across renders, and depending on them cleared the
 * fields on every keystroke.
 */
export function useOnOpen(open: boolean, reset: () => void): void {
  const latest = useRef(reset);
  useEffect(() => {
    latest.current = reset;
  });
  useEffect(() => {
    if (open) latest.current();
  }, [open]);
}
