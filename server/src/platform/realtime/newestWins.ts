import type { Server } from 'socket.io';
import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import { roomOfCode } from '@ops/shared/realtime/topics';

/**
 * Per-code events whose newest one replaces the last: vehicle positions, thousands a second
 * from the MQTT gateway (issue 27). A missed one is made good by the next, seconds later.
 */
export const NEWEST_WINS: ReadonlySet<string> = new Set([REALTIME_EVENTS.SCOOTER_COORDINATES]);

/** What one node tells the others: the events of one tick. */
const BETWEEN_NODES = 'ops:newest-wins';

type Item = [topic: string, code: string, payload: unknown];

/**
 * The events of NEWEST_WINS are gathered over one turn of the event loop and then sent only
 * to rooms some socket is in: an emit to an empty room still cost socket.io an encoding and,
 * with connection recovery on, a copy kept for two minutes (profiled under the MQTT
 * benchmark). With the Redis adapter the gathered events go to the other nodes as one
 * pub/sub message, not one stream entry per vehicle that every node must read, and which at
 * 4,000 a second outran the stream's length within seconds. Being kept for recovery is
 * what they give up: a socket back from a blip gets the next position instead.
 */
export function newestWinsEmitter(
  io: Server,
  shared: boolean,
): { emit(topic: string, code: string, payload: unknown): void; close(): void } {
  let pending: Item[] = [];
  let closed = false;
  const emitHere = (items: Item[]) => {
    const rooms = io.of('/').adapter.rooms;
    for (const [topic, code, payload] of items) {
      const room = roomOfCode(topic, code);
      if (rooms.has(room)) io.local.to(room).emit(topic, payload);
    }
  };
  if (shared) io.on(BETWEEN_NODES, (items: Item[]) => emitHere(items));
  const send = () => {
    const items = pending;
    pending = [];
    if (closed) return;
    emitHere(items);
    if (shared) io.serverSideEmit(BETWEEN_NODES, items);
  };
  return {
    emit(topic, code, payload) {
      if (pending.length === 0) setImmediate(send);
      pending.push([topic, code, payload]);
    },
    close() {
      closed = true;
    },
  };
}
