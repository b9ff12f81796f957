import type { RealtimeEvent } from '@ops/shared/realtime/events';
import type { PerCodePayload, RealtimePayload } from '@ops/shared/realtime/contract';
import type { PerCodeTopic } from '@ops/shared/realtime/topics';
import type { EventBus } from '../realtime/eventBus';

type Send = (bus: EventBus) => void;

/**
 * The one way a service emits realtime events. Events wait here until their transaction
 * commits (inTransaction): an agent must never hear 'ASSIGNED TASK' for a claim that was
 * rolled back. Work done outside a transaction sends through `emitNow`, an Outbox flushed
 * at once. Typed by the realtime contract: the event name picks the payload type.
 */
export class Outbox {
  private readonly sends: Send[] = [];

  /** Every socket of one staff member. */
  toUser<E extends RealtimeEvent>(userId: string, event: E, payload: NoInfer<RealtimePayload<E>>): void {
    this.sends.push((bus) => bus.toUser(userId, event, payload));
  }

  /** The event's topic room (named for the event), joined after its permission check. */
  toTopic<E extends RealtimeEvent>(event: E, payload: NoInfer<RealtimePayload<E>>): void {
    this.sends.push((bus) => bus.toTopic(event, event, payload));
  }

  /** Those following one vehicle code on a per-code topic. */
  toCode<T extends PerCodeTopic>(topic: T, code: string, payload: NoInfer<PerCodePayload<T>>): void {
    this.sends.push((bus) => bus.toCode(topic, code, payload));
  }

  /** Sends what waits, in the order it was added, and forgets it. */
  flush(bus: EventBus): void {
    for (const send of this.sends.splice(0)) send(bus);
  }
}

/** Emits outside a transaction (after a plain write, from a feed or a sweep): an Outbox flushed at once. */
export function emitNow(bus: EventBus, fill: (out: Outbox) => void): void {
  const out = new Outbox();
  fill(out);
  out.flush(bus);
}
