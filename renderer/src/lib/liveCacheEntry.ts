/** The two moments of an RTK Query cache entry's life that a live endpoint waits on. */
export interface CacheLifecycle {
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
}

/**
 * What becomes of an event heard before the entry's first answer, when there is nothing yet to
 * patch. The server read that answer at some moment during the load, so it may or may not
 * already hold the change:
 * - `replay`: the handlers run after the answer, in the order heard. Right only when each patch
 *   is keyed (by id, code, user) so that applying a change the answer already holds does nothing;
 *   a patch that adds to a count or appends without a key would count it twice.
 * - `refetch`: the entry reads again once, after its first answer. For entries refreshed by
 *   reading again anyway (the events carry no row), and for patches that are not keyed.
 */
export type EarlyEvents = { kind: 'replay' } | { kind: 'refetch'; refetch: () => void };

/** Wraps a handler so that what it hears before the first answer waits (or reads again). */
export type HoldUntilLoaded = <P>(handler: (payload: P) => void) => (payload: P) => void;

/**
 * Keeps a cache entry live from the moment it is added (STYLE item 11). `listen` joins the
 * rooms at once, before the first answer, each handler wrapped in `hold`: joined only after the
 * answer, a change raised between that answer and the join was never shown (issue 26). Returns
 * the endpoint's onCacheEntryAdded body; `leave` runs when the entry goes (timers to cancel).
 */
export async function liveFromAdded(
  lifecycle: CacheLifecycle,
  listen: (hold: HoldUntilLoaded) => ReadonlyArray<() => void>,
  early: EarlyEvents,
  leave: () => void = () => undefined,
): Promise<void> {
  let loaded = false;
  const waiting: Array<() => void> = [];
  const hold: HoldUntilLoaded = (handler) => (payload) => {
    if (loaded) handler(payload);
    else waiting.push(() => handler(payload));
  };
  const offs = listen(hold);
  const stop = () => {
    offs.forEach((off) => off());
    leave();
  };
  try {
    await lifecycle.cacheDataLoaded;
  } catch {
    stop(); // the entry went away before its first answer: nothing to keep live
    return;
  }
  loaded = true;
  const heard = waiting.splice(0);
  if (early.kind === 'replay') heard.forEach((apply) => apply());
  else if (heard.length > 0) early.refetch();
  await lifecycle.cacheEntryRemoved;
  stop();
}
