import type { RealtimeEvent } from '@ops/shared/realtime/events';
import type { PerCodePayload, RealtimePayload } from '@ops/shared/realtime/contract';
import type { PerCodeTopic } from '@ops/shared/realtime/topics';
import type { AccessTarget } from './access';

/**
 * Where events leave for the sockets; the socket layer decides who receives them. Typed by
 * the realtime contract (shared/realtime/contract.ts): an event name outside it, or a payload
 * that is not its payload, fails typecheck. Services do not call it: they emit through an
 * Outbox (platform/db/outbox.ts), which sends once their transaction has committed.
 * (NoInfer: the event name alone picks the payload type, so a wrong payload cannot widen it.)
 */
export interface EventBus {
  /** Every connected socket of one staff member. */
  toUser<E extends RealtimeEvent>(userId: string, event: E, payload: NoInfer<RealtimePayload<E>>): void;
  /** Sockets subscribed to a topic room (joined with SUB_<EVENT> after a permission check). */
  toTopic<E extends RealtimeEvent>(topic: string, event: E, payload: NoInfer<RealtimePayload<E>>): void;
  /** Sockets following one vehicle code on a per-code topic (SUBSCRIBE_TO_LOGS: VEHICLE_LOGS, SCOOTER_COORDINATES). */
  toCode<T extends PerCodeTopic>(topic: T, code: string, payload: NoInfer<PerCodePayload<T>>): void;
  /** Ends the sockets of one session (sign-out) or of every session of a user (password change). */
  disconnectSession(sessionId: string): void;
  disconnectUser(userId: string): void;
  /** Ends every socket from one client address (the address was just blocked). */
  disconnectAddress(ip: string): void;
  /**
   * Permissions changed for every holder of a role, or for one user: their sockets on
   * every node read their session again and leave the rooms they may no longer be in.
   */
  refreshAccess(target: AccessTarget): void;
}

export interface RecordedEvent {
  target: string;
  event: string;
  payload: unknown;
}

/** Keeps events in memory: for services running without a socket server (seed, scripts, unit tests). */
export class RecordingEventBus implements EventBus {
  readonly events: RecordedEvent[] = [];
  toUser<E extends RealtimeEvent>(userId: string, event: E, payload: RealtimePayload<E>): void {
    this.events.push({ target: `user:${userId}`, event, payload });
  }
  toTopic<E extends RealtimeEvent>(topic: string, event: E, payload: RealtimePayload<E>): void {
    this.events.push({ target: `topic:${topic}`, event, payload });
  }
  toCode<T extends PerCodeTopic>(topic: T, code: string, payload: PerCodePayload<T>): void {
    this.events.push({ target: `code:${topic}:${code}`, event: topic, payload });
  }
  disconnectSession(sessionId: string): void {
    this.events.push({ target: `session:${sessionId}`, event: 'disconnect', payload: null });
  }
  disconnectUser(userId: string): void {
    this.events.push({ target: `user:${userId}`, event: 'disconnect', payload: null });
  }
  disconnectAddress(ip: string): void {
    this.events.push({ target: `address:${ip}`, event: 'disconnect', payload: null });
  }
  refreshAccess(target: AccessTarget): void {
    this.events.push({
      target: 'roleId' in target ? `role:${target.roleId}` : `user:${target.userId}`,
      event: 'refresh-access',
      payload: null,
    });
  }
}
