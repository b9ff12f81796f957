import type { PerCodeTopic } from './topics';

/** The message that joins or leaves one vehicle's per-code room (03 §7). */
export const FOLLOW_CODE_MESSAGE = 'SUBSCRIBE_TO_LOGS';

export interface FollowCodePayload {
  topic: PerCodeTopic;
  code: string;
  subscribe: boolean;
}

/**
 * Per-vehicle room membership with reference counts, as TopicSubscriptions does for topic
 * rooms: several cards may follow one vehicle, the server hears the join once for the
 * first and the leave once for the last, and every followed code is joined again after a
 * reconnection (a new connection starts in no room).
 */
export class CodeSubscriptions {
  private readonly counts = new Map<string, { topic: PerCodeTopic; code: string; count: number }>();

  private static key(topic: PerCodeTopic, code: string): string {
    return `${topic}\u0000${code}`;
  }

  /** Returns the payload to send, or null when the room is already joined. */
  add(topic: PerCodeTopic, code: string): FollowCodePayload | null {
    const key = CodeSubscriptions.key(topic, code);
    const entry = this.counts.get(key);
    if (entry) {
      entry.count += 1;
      return null;
    }
    this.counts.set(key, { topic, code, count: 1 });
    return { topic, code, subscribe: true };
  }

  /** Returns the payload to send, or null while others still follow (or nobody did). */
  remove(topic: PerCodeTopic, code: string): FollowCodePayload | null {
    const key = CodeSubscriptions.key(topic, code);
    const entry = this.counts.get(key);
    if (!entry) return null;
    entry.count -= 1;
    if (entry.count > 0) return null;
    this.counts.delete(key);
    return { topic, code, subscribe: false };
  }

  resubscribePayloads(): FollowCodePayload[] {
    return [...this.counts.values()].map(({ topic, code }) => ({ topic, code, subscribe: true }));
  }

  clear(): void {
    this.counts.clear();
  }
}
