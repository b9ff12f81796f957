import type { AttendanceStatusValue } from '@ops/shared/realtime/taskEvents';
import type { StatusEventLike } from './attendance';

const STATUSES: readonly AttendanceStatusValue[] = ['ACTIVE', 'IN_BREAK', 'ENDED'];

/** Socket payloads are untrusted JSON: only a well-formed status event patches a cache. */
export function isStatusEvent(payload: unknown): payload is StatusEventLike {
  if (typeof payload !== 'object' || payload === null) return false;
  const { userId, status } = payload as { userId?: unknown; status?: unknown };
  return (
    typeof userId === 'string' &&
    typeof status === 'string' &&
    (STATUSES as readonly string[]).includes(status)
  );
}

/** Calls `run` once after a burst of calls settles (a check-out emits two events at once). */
export function debounced(run: () => void, waitMs: number): { call: () => void; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | null = null;
  return {
    call() {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        run();
      }, waitMs);
    },
    cancel() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
