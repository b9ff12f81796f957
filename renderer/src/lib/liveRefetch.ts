import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import type { RealtimeEvent } from '@ops/shared/realtime/events';
import { onRealtime } from '../features/shell/realtime';
import { liveFromAdded, type CacheLifecycle } from './liveCacheEntry';
import { throttled } from './throttled';

/** A list reads again at most this often while its events keep coming (a raise storm of the fleet). */
export const LIVE_REFETCH_MS = 1000;

/**
 * Keeps a list query live (STYLE item 11): while its cache entry lives, each of `events`
 * invalidates it (throttled), so rows raised elsewhere show without a reload. Use as the
 * endpoint's onCacheEntryAdded. The rooms are joined when the entry is added, before its first
 * answer: joined only after it, a row raised between the answer and the join was never shown
 * (a backlog missing a new task until something else moved). A change heard during the first
 * load reads the list again once that load is in.
 */
export function refetchOn(
  events: readonly RealtimeEvent[],
  invalidate: () => void,
  everyMs: number = LIVE_REFETCH_MS,
) {
  return (_arg: unknown, api: CacheLifecycle): Promise<void> => {
    const refetch = throttled(invalidate, everyMs);
    return liveFromAdded(
      api,
      (hold) => events.map((event) => onRealtime(event, hold(refetch.call))),
      { kind: 'refetch', refetch: refetch.call },
      refetch.cancel,
    );
  };
}

export const TASK_LIST_EVENTS: readonly RealtimeEvent[] = [REALTIME_EVENTS.TASKS];
/** The supervisors' Tasks table: the same changes, in the room of those who see the table (issue 23 item 3). */
export const TASKS_TABLE_EVENTS: readonly RealtimeEvent[] = [REALTIME_EVENTS.TASKS_TABLE];
/**
 * Fleet alert lists (Urgent vehicles, Out Of Fence): the rows change in place from each event at
 * once; the whole list reads again at most this often, so counts, order and rows that left the
 * list without an event of their own (a vehicle back inside its fence) stay true.
 */
export const FLEET_LIST_REFETCH_MS = 5000;
