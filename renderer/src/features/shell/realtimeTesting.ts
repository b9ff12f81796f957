import type { RealtimePayload } from '@ops/shared/realtime/contract';
import type { RealtimeEvent } from '@ops/shared/realtime/events';
import { deliverFromWire, onRealtime } from './realtime';

/**
 * For tests: hands raw frames of one event to deliverFromWire, as the socket does, and
 * answers what a handler added with onRealtime heard (a malformed frame is heard by none).
 */
export function heardFromWire<E extends RealtimeEvent>(
  event: E,
  frames: readonly unknown[],
): RealtimePayload<E>[] {
  const heard: RealtimePayload<E>[] = [];
  const off = onRealtime(event, (payload) => heard.push(payload));
  try {
    for (const frame of frames) deliverFromWire(event, frame);
  } finally {
    off();
  }
  return heard;
}
