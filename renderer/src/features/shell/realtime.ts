import type { Socket } from 'socket.io-client';
import { REALTIME_EVENTS, UNAUTHORIZED_SOCKET_ERROR, type RealtimeEvent } from '@ops/shared/realtime/events';
import { can } from '@ops/shared/rules/permissions/can';
import { CodeSubscriptions, FOLLOW_CODE_MESSAGE } from '@ops/shared/realtime/codeSubscriptions';
import type { PerCodePayload, RealtimeMessage, RealtimePayload } from '@ops/shared/realtime/contract';
import type { PerCodeTopic } from '@ops/shared/realtime/topics';
import { isRealtimeEvent, readWirePayload } from '@ops/shared/realtime/wire';
import { reconnectAfterServerCut } from '../../lib/reconnectAfterServerCut';
import { createSocket, TopicSubscriptions, type SocketAuth } from '../../lib/socket';
import type { AppDispatch } from '../../app/store';
import type { SessionRole } from '../auth/sessionUser';
import { EventHandlers } from './eventHandlers';
import { counterDecremented, counterIncremented, type CounterName } from './countersSlice';
import { liveToggled, socketStatusChanged } from './connectionSlice';
import { COUNTER_GATES } from './counterGates';
import { resyncAfterAbsence } from './resync';

export { COUNTER_GATES };

/**
 * The one realtime connection of the app. Events flow socket -> store: counters move
 * here; later features listen with `onRealtime` (and update RTK Query caches from
 * `onCacheEntryAdded`, STYLE item 11).
 */

/**
 * The handler table holds each handler as the wire calls it. Payloads are typed where a
 * handler is added (onRealtime<E> and its siblings), by the realtime contract
 * (shared/realtime/contract.ts), which the server's bus and Outbox are typed by too; what
 * reaches the table has passed readWirePayload (deliverFromWire), so these casts only
 * restate, per handler, the type the wire was read as.
 */
type WireHandler = (payload: unknown) => void;

let socket: Socket | null = null;
const rooms = new TopicSubscriptions();
const codeRooms = new CodeSubscriptions();
const handlers = new EventHandlers<RealtimeEvent, unknown>();

export interface RealtimeStart {
  url: string;
  auth: SocketAuth;
  role: SessionRole | null;
  dispatch: AppDispatch;
  /** The server refused the token: the session is over. */
  onUnauthorized: () => void;
}

/** Which counter each event moves (03 §2.3); COUNTER_GATES says who sees it. */
const COUNTER_EVENTS: ReadonlyArray<{ event: RealtimeEvent; counter: CounterName; delta: 1 | -1 }> = [
  { event: REALTIME_EVENTS.NEW_PENDING_VERIFICATION, counter: 'pendingVerifications', delta: 1 },
  { event: REALTIME_EVENTS.REMOVE_PENDING_VERIFICATION, counter: 'pendingVerifications', delta: -1 },
  { event: REALTIME_EVENTS.NEW_STOLEN_ALERT, counter: 'stolenAlerts', delta: 1 },
  { event: REALTIME_EVENTS.REMOVE_STOLEN_ALERT, counter: 'stolenAlerts', delta: -1 },
];

const counterUnsubscribers: Array<() => void> = [];
let stopServerCutReconnect: (() => void) | null = null;

export function startRealtime({ url, auth, role, dispatch, onUnauthorized }: RealtimeStart): void {
  stopRealtime();
  const next = createSocket(url, auth);
  socket = next;
  stopServerCutReconnect = reconnectAfterServerCut(next);

  let connectedBefore = false;
  next.on('connect', () => {
    dispatch(socketStatusChanged(true));
    // Back after a cut (sleep, network, server restart): events were missed, so every open list
    // and the top bar's counters read again.
    if (connectedBefore) resyncAfterAbsence(role, dispatch);
    connectedBefore = true;
    for (const message of rooms.resubscribeMessages()) next.emit(message);
    for (const payload of codeRooms.resubscribePayloads()) next.emit(FOLLOW_CODE_MESSAGE, payload);
  });
  next.on('disconnect', () => dispatch(socketStatusChanged(false)));
  next.on('connect_error', (error: Error) => {
    dispatch(socketStatusChanged(false));
    if (error.message === UNAUTHORIZED_SOCKET_ERROR) onUnauthorized();
  });
  next.onAny(deliverFromWire);

  for (const { event, counter, delta } of COUNTER_EVENTS) {
    if (!can(role, COUNTER_GATES[counter])) continue;
    counterUnsubscribers.push(
      onRealtime(event, () =>
        dispatch(delta > 0 ? counterIncremented(counter) : counterDecremented(counter)),
      ),
    );
  }

  dispatch(liveToggled(true));
  next.connect();
}

let dropped = 0;

/** How many payloads the wire refused since start-up: a sender out of step shows here, not as a broken page. */
export const droppedWirePayloads = (): number => dropped;

/**
 * Hands one frame off the socket to the handlers of its event: an event outside the contract
 * and a payload its schema refuses are dropped here (shared/realtime/wire.ts, a schema for every
 * event), so a handler only ever hears its event's payload, read once.
 */
export function deliverFromWire(event: string, raw: unknown): void {
  if (!isRealtimeEvent(event)) return;
  const read = readWirePayload(event, raw);
  if (read.ok) {
    handlers.emit(event, read.payload);
    return;
  }
  dropped += 1;
  console.warn(`realtime: a malformed ${event} payload was dropped`);
}

export function stopRealtime(): void {
  stopServerCutReconnect?.();
  stopServerCutReconnect = null;
  counterUnsubscribers.splice(0).forEach((unsubscribe) => unsubscribe());
  socket?.removeAllListeners();
  socket?.offAny();
  socket?.disconnect();
  socket = null;
  rooms.clear();
  codeRooms.clear();
  handlers.clear();
}

/** The top-bar toggle: disconnect or reconnect without signing out (03 §4). */
export function setLiveEnabled(enabled: boolean, dispatch: AppDispatch): void {
  dispatch(liveToggled(enabled));
  if (!socket) return;
  if (enabled) socket.connect();
  else socket.disconnect();
}

/**
 * Listens to one event and joins its room; returns the unsubscribe that removes this
 * very handler and leaves the room when nobody else listens (STYLE item 4).
 */
export function onRealtime<E extends RealtimeEvent>(
  event: E,
  handler: (payload: RealtimePayload<E>) => void,
): () => void {
  const removeHandler = handlers.add(event, handler as WireHandler);
  const join = rooms.add(event);
  if (join && socket?.connected) socket.emit(join);
  return () => {
    removeHandler();
    const leave = rooms.remove(event);
    if (leave && socket?.connected) socket.emit(leave);
  };
}

/**
 * Listens to an event the server sends to this user's own sockets (no room to join);
 * returns the unsubscribe that removes this very handler.
 */
export function onDirect<E extends RealtimeEvent>(
  event: E,
  handler: (payload: RealtimePayload<E>) => void,
): () => void {
  return handlers.add(event, handler as WireHandler);
}

/**
 * onRealtime for several events with one handler, which hears each as `{ event, payload }`:
 * switching on `event` narrows the payload. Returns one unsubscribe for them all.
 */
export function onRealtimeEach<E extends RealtimeEvent>(
  events: readonly E[],
  handler: (message: RealtimeMessage<E>) => void,
): () => void {
  const offs = events.map((event) =>
    onRealtime(event, (payload) => handler({ event, payload } as RealtimeMessage<E>)),
  );
  return () => offs.forEach((off) => off());
}

/**
 * Follows one vehicle on a per-code topic (SUBSCRIBE_TO_LOGS { topic, code }: its position
 * or its logs); returns the unsubscribe that removes this handler and leaves the vehicle's
 * room when nobody else follows it. The handler hears the topic for every followed code.
 */
export function onVehicleCode<T extends PerCodeTopic>(
  topic: T,
  code: string,
  handler: (payload: PerCodePayload<T>) => void,
): () => void {
  const removeHandler = handlers.add(topic, handler as WireHandler);
  const join = codeRooms.add(topic, code);
  if (join && socket?.connected) socket.emit(FOLLOW_CODE_MESSAGE, join);
  return () => {
    removeHandler();
    const leave = codeRooms.remove(topic, code);
    if (leave && socket?.connected) socket.emit(FOLLOW_CODE_MESSAGE, leave);
  };
}
