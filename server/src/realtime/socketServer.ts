import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { createClient } from 'redis';
import { can } from '@ops/shared/rules/permissions/can';
import { PER_CODE_TOPICS, roomOfCode, roomOfSession, roomOfTopic, roomOfUser, TOPIC_GATES } from '@ops/shared/realtime/topics';
import type { Deps } from '../app/deps';
import { authenticate } from '../auth/sessions';
import type { SessionInfo } from '../auth/sessionTypes';
import type { EventBus } from './eventBus';

export const SOCKET_PATH = '/ws';
export const UNAUTHORIZED = 'UNAUTHORIZED';
const REVOKED = 'ops:session-revoked';

interface SocketData {
  session: SessionInfo;
}

type OpsSocket = Socket<Record<string, (...args: unknown[]) => void>, Record<string, (...args: unknown[]) => void>, Record<string, never>, SocketData>;

export function maySubscribe(session: SessionInfo, topic: string): boolean {
  const gate = TOPIC_GATES[topic];
  if (!gate) return false;
  return gate === 'signedIn' ? true : can(session.role, gate);
}

function tokenOf(socket: OpsSocket): string | null {
  const auth = socket.handshake.auth as { token?: unknown };
  if (typeof auth.token === 'string') return auth.token;
  const header = socket.handshake.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7) : null;
}

function subscription(socket: OpsSocket, topic: string, subscribe: boolean): boolean {
  if (!maySubscribe(socket.data.session, topic)) return false;
  if (subscribe) void socket.join(roomOfTopic(topic));
  else void socket.leave(roomOfTopic(topic));
  return true;
}

function handleMessage(socket: OpsSocket, event: string, args: unknown[]): void {
  const payload = (args[0] ?? {}) as { subscribe?: unknown; topic?: unknown; code?: unknown };
  const ack = typeof args[args.length - 1] === 'function' ? (args[args.length - 1] as (r: unknown) => void) : null;
  let ok = false;
  if (event.startsWith('SUB_')) ok = subscription(socket, event.slice(4), true);
  else if (event.startsWith('UNSUB_')) ok = subscription(socket, event.slice(6), false);
  else if (event === 'SUBSCRIBE_TO_LOGS') {
    const topic = String(payload.topic ?? '');
    const code = String(payload.code ?? '');
    ok = (PER_CODE_TOPICS as readonly string[]).includes(topic) && code.length > 0;
    if (ok) {
      const room = roomOfCode(topic, code);
      if (payload.subscribe === false) void socket.leave(room);
      else void socket.join(room);
    }
  } else if (event.startsWith('SUBSCRIBE_TO_')) {
    ok = subscription(socket, event.slice('SUBSCRIBE_TO_'.length), payload.subscribe !== false);
  }
  ack?.({ ok });
}

export interface RealtimeServer {
  io: Server;
  events: EventBus;
  close(): Promise<void>;
}

export async function createRealtimeServer(httpServer: HttpServer, deps: Omit<Deps, 'events'>): Promise<RealtimeServer> {
  const io = new Server(httpServer, {
    path: SOCKET_PATH,
    cors: { origin: true },
    transports: ['websocket', 'polling'],
    // Middlewares run again on recovery, so a revoked token cannot ride a recovered connection.
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60 * 1000, skipMiddlewares: false },
  });
  let redis: ReturnType<typeof createClient> | null = null;
  if (deps.config.redisUrl) {
    redis = createClient({ url: deps.config.redisUrl });
    await redis.connect();
    io.adapter(createAdapter(redis));
  }
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
  io.on('connection', (raw) => {
    const socket = raw as unknown as OpsSocket;
    const { session } = socket.data;
    void socket.join([roomOfUser(session.user._id), roomOfSession(session.sessionId)]);
    socket.onAny((event: string, ...args: unknown[]) => handleMessage(socket, event, args));
  });
  const events: EventBus = {
    toUser: (userId, event, payload) => void io.to(roomOfUser(userId)).emit(event, payload),
    toTopic: (topic, event, payload) => void io.to(roomOfTopic(topic)).emit(event, payload),
    toCode: (topic, code, payload) => void io.to(roomOfCode(topic, code)).emit(topic, payload),
    disconnectSession: (sessionId) => {
      io.in(roomOfSession(sessionId)).disconnectSockets(true);
      if (redis) io.serverSideEmit(REVOKED, { sessionId });
    },
    disconnectUser: (userId) => {
      io.in(roomOfUser(userId)).disconnectSockets(true);
      if (redis) io.serverSideEmit(REVOKED, { userId });
    },
  };
  return {
    io,
    events,
    close: async () => {
      await new Promise<void>((resolve) => io.close(() => resolve()));
      if (redis) await redis.quit().catch(() => undefined);
    },
  };
}

// Authentication reads the database only; it never emits, so it needs no bus.
const nullBus: EventBus = { toUser() {}, toTopic() {}, toCode() {}, disconnectSession() {}, disconnectUser() {} };
