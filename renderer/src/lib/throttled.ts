/**
 * Runs `run` at once for the first call, then at most once per `waitMs` while calls keep coming,
 * and once more after the last: a list is never more than `waitMs` behind its events.
 */
export function throttled(run: () => void, waitMs: number): { call: () => void; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending = false;
  const fire = () => {
    if (pending) {
      pending = false;
      run();
      timer = setTimeout(fire, waitMs);
    } else timer = null;
  };
  return {
    call() {
      pending = true;
      if (timer === null) fire();
    },
    cancel() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      pending = false;
    },
  };
}
