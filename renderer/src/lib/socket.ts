import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import {
  SOCKET_PATH,
  subscribeMessage,
  unsubscribeMessage,
  type RealtimeEvent,
} from '@ops/shared/realtime/events';

export interface SocketAuth {
  token: string;
  wsId: string | null;
  userId: string | null;
}

/** 03 §7: path /ws, token auth, automatic reconnection, websocket first, then polling. */
export function socketOptions(auth: SocketAuth): Partial<ManagerOptions & SocketOptions> {
  return {
    path: SOCKET_PATH,
    transports: ['websocket', 'polling'],
    auth: { ...auth },
    reconnection: true,
    // Connected explicitly, after the handlers are in place, so no early event is lost.
    autoConnect: false,
  };
}

export function createSocket(url: string, auth: SocketAuth): Socket {
  return io(url, socketOptions(auth));
}

/**
 * Room membership with reference counts: several screens may want the same event,
 * the server hears SUB_ once for the first and UNSUB_ once for the last.
 */
export class TopicSubscriptions {
  private readonly counts = new Map<RealtimeEvent, number>();

  /** Returns the message to send, or null when the room is already joined. */
  add(event: RealtimeEvent): string | null {
    const count = this.counts.get(event) ?? 0;
    this.counts.set(event, count + 1);
    return count === 0 ? subscribeMessage(event) : null;
  }

  /** Returns the message to send, or null while other screens still listen. */
  remove(event: RealtimeEvent): string | null {
    const count = this.counts.get(event) ?? 0;
    if (count <= 1) {
      if (count === 0) return null;
      this.counts.delete(event);
      return unsubscribeMessage(event);
    }
    this.counts.set(event, count - 1);
    return null;
  }

  /** The rooms to rejoin after a reconnection (a new connection starts in no room). */
  resubscribeMessages(): string[] {
    return [...this.counts.keys()].map(subscribeMessage);
  }

  clear(): void {
    this.counts.clear();
  }
}
