import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { createClient } from 'redis';
import {
  isPerCodeTopic,
  mayJoinTopic,
  roomOfCode,
  roomOfSession,
  roomOfTopic,
  roomOfUser,
  TOPIC_GATES,
} from '@ops/shared/realtime/topics';
import { REALTIME_EVENTS, type RealtimeEvent } from '@ops/shared/realtime/events';
import type { ServerToClientEvents } from '@ops/shared/realtime/contract';
import type { Deps } from '../deps';
import { authenticate } from '../session/sessions';
import type { SessionInfo } from '../session/sessionTypes';
import {
  concernsSession,
  leaveForbiddenRooms,
  mayFollow,
  type AccessTarget,
  type HeldVehicleCode,
} from './access';
import { isAllowedOrigin, listedOrigins } from '../http/origins';
import { clientAddressOf } from '../http/clientAddress';
import { ipBlockStore } from '../rateLimiter/blockStore';
import { IP_BLOCK_MESSAGES, normalizeIp } from '@ops/shared/rules/ipBlock';
import type { EventBus } from './eventBus';
import { redisNamespace } from './redisNamespace';
import { NEWEST_WINS, newestWinsEmitter } from './newestWins';
import { bearerToken } from '../session/bearerToken';

export const SOCKET_PATH = '/ws';
export const UNAUTHORIZED = 'UNAUTHORIZED';
const REVOKED = 'ops:session-revoked';
const ACCESS_CHANGED = 'ops:access-changed';

interface SocketData {
  session: SessionInfo;
  /** The client's address (normalised), read once at the handshake. */
  address: string | null;
}

/** Every socket of one client address, so blocking the address can end them on every node. */
const roomOfAddress = (ip: string) => `address:${ip}`;

/** What clients send (SUB_<EVENT>, UNSUB_<EVENT>, SUBSCRIBE_TO_…): read by onAny, whatever its name. */
type ClientToServerEvents = Record<string, (...args: unknown[]) => void>;
/** What the API nodes tell each other through the Redis adapter. */
interface InterServerEvents {
  [REVOKED]: (message: { sessionId?: string; userId?: string }) => void;
  [ACCESS_CHANGED]: (target: AccessTarget) => void;
}
/** What the server sends is the realtime contract (shared/realtime/contract.ts). */
type OpsServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
type OpsSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

export function maySubscribe(session: SessionInfo, topic: string): boolean {
  return mayJoinTopic(session.role, topic);
}

function tokenOf(socket: OpsSocket): string | null {
  const auth = socket.handshake.auth as { token?: unknown };
  if (typeof auth.token === 'string') return auth.token;
  return bearerToken(socket.handshake.headers.authorization);
}

function subscription(socket: OpsSocket, topic: string, subscribe: boolean): boolean {
  if (!subscribe) {
    // Leaving is always allowed, also after the permission is gone.
    void socket.leave(roomOfTopic(topic));
    return Object.hasOwn(TOPIC_GATES, topic);
  }
  if (!maySubscribe(socket.data.session, topic)) return false;
  void socket.join(roomOfTopic(topic));
  return true;
}

/** SUBSCRIBE_TO_LOGS { topic, code, subscribe }: one vehicle's logs or position. */
async function followCode(
  deps: MessageDeps,
  socket: OpsSocket,
  payload: { subscribe?: unknown; topic?: unknown; code?: unknown },
): Promise<boolean> {
  const topic = String(payload.topic ?? '');
  const code = String(payload.code ?? '');
  if (!isPerCodeTopic(topic) || code.length === 0) return false;
  const room = roomOfCode(topic, code);
  if (payload.subscribe === false) {
    void socket.leave(room);
    return true;
  }
  if (!(await mayFollow(deps.db, deps.heldVehicleCode, socket, topic, code))) return false;
  void socket.join(room);
  return true;
}

/** What a socket's messages are answered with: the database and the held-task lookup. */
type MessageDeps = Pick<Deps, 'db'> & { heldVehicleCode: HeldVehicleCode };

async function handleMessage(
  deps: MessageDeps,
  socket: OpsSocket,
  event: string,
  args: unknown[],
): Promise<void> {
  const payload = (args[0] ?? {}) as { subscribe?: unknown; topic?: unknown; code?: unknown };
  const ack =
    typeof args[args.length - 1] === 'function' ? (args[args.length - 1] as (r: unknown) => void) : null;
  let ok = false;
  if (event.startsWith('SUB_')) ok = subscription(socket, event.slice(4), true);
  else if (event.startsWith('UNSUB_')) ok = subscription(socket, event.slice(6), false);
  else if (event === 'SUBSCRIBE_TO_LOGS') ok = await followCode(deps, socket, payload);
  else if (event.startsWith('SUBSCRIBE_TO_')) {
    ok = subscription(socket, event.slice('SUBSCRIBE_TO_'.length), payload.subscribe !== false);
  }
  ack?.({ ok });
}

export interface RealtimeServer {
  io: OpsServer;
  events: EventBus;
  close(): Promise<void>;
}

/** `access.heldVehicleCode`: whose held task lets an agent follow its vehicle (the tasks domain's, passed in: platform names no domain). */
export async function createRealtimeServer(
  httpServer: HttpServer,
  deps: Omit<Deps, 'events'>,
  access: { heldVehicleCode: HeldVehicleCode },
): Promise<RealtimeServer> {
  const listed = listedOrigins(deps.config);
  const io: OpsServer = new Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>(
    httpServer,
    {
      path: SOCKET_PATH,
      // The same origins as HTTP (http/origins.ts). A browser does not apply CORS to WebSockets,
      // so every handshake, polling or WebSocket, is checked here; clients that send no Origin
      // (the desktop main process, services) are not browsers and pass.
      cors: {
        origin: (origin, callback) => callback(null, origin !== undefined && listed.has(origin)),
        credentials: true,
      },
      allowRequest: (request, callback) => {
        const origin = request.headers.origin;
        callback(null, origin === undefined || isAllowedOrigin(origin, request.headers.host, listed));
      },
      transports: ['websocket', 'polling'],
      // Middlewares run again on recovery, so a revoked token cannot ride a recovered connection.
      connectionStateRecovery: { maxDisconnectionDuration: 2 * 60 * 1000, skipMiddlewares: false },
    },
  );
  let redis: ReturnType<typeof createClient> | null = null;
  if (deps.config.redisUrl) {
    redis = createClient({ url: deps.config.redisUrl });
    await redis.connect();
    io.adapter(
      createAdapter(redis, {
        streamName: `${await redisNamespace(deps.db, deps.config.redisPrefix)}:socket.io`,
      }),
    );
  }
  // A blocked address is refused here as Fastify's hook refuses its requests (rateLimiter/ipBlockHook.ts).
  const addressOf = clientAddressOf(deps.config.trustProxy);
  io.use((socket, next) => {
    const ops = socket as unknown as OpsSocket;
    const ip = normalizeIp(addressOf(socket.request) ?? '');
    ops.data.address = ip;
    next(ip && ipBlockStore(deps)?.isBlocked(ip) ? new Error(IP_BLOCK_MESSAGES.blocked) : undefined);
  });
  io.use((socket, next) => {
    const ops = socket as unknown as OpsSocket;
    authenticate({ ...deps, events: nullBus }, tokenOf(ops))
      .then((session) => {
        if (!session) return next(new Error(UNAUTHORIZED));
        ops.data.session = session;
        next();
      })
      .catch((error: unknown) => {
        deps.log.error({ err: error }, 'socket authentication failed');
        next(new Error(UNAUTHORIZED));
      });
  });
  // Only with the Redis adapter are there other nodes (the in-memory adapter has no serverSideEmit).
  // Other API nodes forget a revoked session at once instead of when their cache entry ages out.
  io.on(REVOKED, (message: { sessionId?: string; userId?: string }) => {
    if (message.sessionId) deps.sessionCache.evictSession(message.sessionId);
    if (message.userId) deps.sessionCache.evictUser(message.userId);
  });

  /**
   * Permissions changed (a role edited, a user's role changed): on this node, forget the
   * cached sessions concerned and make each of their sockets read its session again, then
   * leave the rooms it may no longer be in. A session that no longer authenticates ends.
   */
  const refreshLocal = async (target: AccessTarget): Promise<void> => {
    if ('roleId' in target) deps.sessionCache.evictRole(target.roleId);
    else deps.sessionCache.evictUser(target.userId);
    const concerned = [...io.of('/').sockets.values()]
      .map((raw) => raw as unknown as OpsSocket)
      .filter((socket) => concernsSession(target, socket.data.session));
    await Promise.all(
      concerned.map(async (socket) => {
        try {
          const session = await authenticate({ ...deps, events: nullBus }, tokenOf(socket));
          if (!session) {
            socket.disconnect(true);
            return;
          }
          socket.data.session = session;
          await leaveForbiddenRooms(deps.db, access.heldVehicleCode, socket);
          // After the rooms: the client's new gates then never ask for more than the socket now has.
          socket.emit(REALTIME_EVENTS.ACCESS_CHANGED, { roleId: session.role?._id ?? null });
        } catch (error) {
          // Failing closed: a socket whose rights cannot be read again is ended; the client reconnects.
          deps.log.error({ err: error }, 'socket permission refresh failed');
          socket.disconnect(true);
        }
      }),
    );
  };
  io.on(ACCESS_CHANGED, (target: AccessTarget) => void refreshLocal(target));

  io.on('connection', (raw) => {
    const socket = raw as unknown as OpsSocket;
    const { session } = socket.data;
    void socket.join([
      roomOfUser(session.user._id),
      roomOfSession(session.sessionId),
      ...(socket.data.address ? [roomOfAddress(socket.data.address)] : []),
    ]);
    socket.onAny((event: string, ...args: unknown[]) => {
      handleMessage({ db: deps.db, heldVehicleCode: access.heldVehicleCode }, socket, event, args).catch(
        (error: unknown) => deps.log.error({ err: error, event }, 'socket message failed'),
      );
    });
  });
  /**
   * One event to one room. socket.io's typed emit cannot follow a generic event name to its
   * payload (it re-maps the event map for acknowledgements), so the pair, which the EventBus
   * signatures below have checked against the contract, is handed over untyped here.
   */
  const sendTo = (room: string, event: RealtimeEvent, payload: unknown): void => {
    void (io.to(room) as unknown as { emit(event: string, payload: unknown): boolean }).emit(event, payload);
  };
  const newestWins = newestWinsEmitter(io, redis !== null);
  const events: EventBus = {
    toUser: (userId, event, payload) => sendTo(roomOfUser(userId), event, payload),
    toTopic: (topic, event, payload) => sendTo(roomOfTopic(topic), event, payload),
    toCode: (topic, code, payload) =>
      NEWEST_WINS.has(topic)
        ? newestWins.emit(topic, code, payload)
        : sendTo(roomOfCode(topic, code), topic, payload),
    disconnectSession: (sessionId) => {
      io.in(roomOfSession(sessionId)).disconnectSockets(true);
      if (redis) io.serverSideEmit(REVOKED, { sessionId });
    },
    disconnectUser: (userId) => {
      io.in(roomOfUser(userId)).disconnectSockets(true);
      if (redis) io.serverSideEmit(REVOKED, { userId });
    },
    // A room operation: with the Redis adapter it reaches the address's sockets on every node.
    disconnectAddress: (ip) => void io.in(roomOfAddress(ip)).disconnectSockets(true),
    refreshAccess: (target) => {
      void refreshLocal(target);
      // The same path as the revocation above: every other node refreshes its own sockets.
      if (redis) io.serverSideEmit(ACCESS_CHANGED, target);
    },
  };
  return {
    io,
    events,
    close: async () => {
      newestWins.close();
      await new Promise<void>((resolve) => io.close(() => resolve()));
      if (redis) await redis.quit().catch(() => undefined);
    },
  };
}

// Authentication reads the database only; it never emits, so it needs no bus.
const nullBus: EventBus = {
  toUser() {},
  toTopic() {},
  toCode() {},
  disconnectSession() {},
  disconnectUser() {},
  disconnectAddress() {},
  refreshAccess() {},
};
