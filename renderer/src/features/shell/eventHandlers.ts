/**
 * The live event handlers by event, counted: the same function may be added by several
 * subscriptions (the map's one position handler for each of a thousand followed vehicles), and
 * each unsubscribe must take back only its own addition. A plain Set would drop the handler for
 * all of them the first time any one left.
 */
export class EventHandlers<Event extends string, Payload> {
  private readonly byEvent = new Map<Event, Map<(payload: Payload) => void, number>>();
  /** Bumped by clear(): an unsubscribe from before it must not take back a later addition. */
  private generation = 0;

  /** Adds one use of `handler` for `event`; the answer takes back exactly that use, once. */
  add(event: Event, handler: (payload: Payload) => void): () => void {
    let counts = this.byEvent.get(event);
    if (!counts) this.byEvent.set(event, (counts = new Map()));
    counts.set(handler, (counts.get(handler) ?? 0) + 1);
    const generation = this.generation;
    let removed = false;
    return () => {
      if (removed || generation !== this.generation) return;
      removed = true;
      const current = this.byEvent.get(event);
      const count = current?.get(handler);
      if (!current || count === undefined) return;
      if (count > 1) current.set(handler, count - 1);
      else current.delete(handler);
      if (current.size === 0) this.byEvent.delete(event);
    };
  }

  /** Calls each distinct handler of `event` once. */
  emit(event: Event, payload: Payload): void {
    const counts = this.byEvent.get(event);
    if (!counts) return;
    for (const handler of [...counts.keys()]) handler(payload);
  }

  clear(): void {
    this.generation += 1;
    this.byEvent.clear();
  }
}
