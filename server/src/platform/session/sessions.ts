import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Deps } from '../deps';
import type { Db, Tx } from '../db/client';
import { newId } from '../lib/ids';
import { roles } from './tables';
import { users } from './tables';
import type { SessionInfo, SessionRole } from './sessionTypes';
import { sessions } from './tables';
import { hashToken, newSessionToken } from './tokens';

/** A session ends at the latest after a long shift, and sooner when left idle. */
export const SESSION_ABSOLUTE_SECONDS = 16 * 60 * 60;
export const SESSION_IDLE_SECONDS = 3 * 60 * 60;
// Writing last_seen on every request would make each read a write; once a minute is enough.
const TOUCH_EVERY_MS = 60_000;

export interface NewSession {
  token: string;
  sessionId: string;
  wsId: string;
  expiresAt: Date;
}

export async function createSession(
  deps: Deps,
  input: { userId: string; deviceId: string | null; ip: string; userAgent: string | null },
): Promise<NewSession> {
  const now = deps.clock.now();
  const token = newSessionToken();
  const session = {
    id: newId(),
    userId: input.userId,
    tokenHash: hashToken(token),
    wsId: newId(),
    deviceId: input.deviceId,
    ip: input.ip,
    userAgent: input.userAgent,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_SECONDS * 1000),
  };
  await deps.db.insert(sessions).values(session);
  return { token, sessionId: session.id, wsId: session.wsId, expiresAt: session.expiresAt };
}

/** The session behind a bearer token, or null when it is unknown, revoked, expired or idle too long. */
export async function authenticate(
  deps: Deps,
  token: string | null | undefined,
): Promise<SessionInfo | null> {
  if (!token) return null;
  const now = deps.clock.now();
  const tokenHash = hashToken(token);
  const cached = deps.sessionCache.get(tokenHash, now.getTime());
  if (cached) {
    if (cached.info.expiresAt <= now || now.getTime() - cached.lastSeenAt > SESSION_IDLE_SECONDS * 1000)
      return null;
    if (now.getTime() - cached.lastSeenAt > TOUCH_EVERY_MS) {
      deps.sessionCache.touch(tokenHash, now.getTime());
      await deps.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, cached.info.sessionId));
    }
    return cached.info;
  }
  const [row] = await deps.db
    .select({ session: sessions, user: users, role: roles })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
    .limit(1);
  if (!row) return null;
  const { session, user, role } = row;
  if (session.expiresAt <= now) return null;
  if (now.getTime() - session.lastSeenAt.getTime() > SESSION_IDLE_SECONDS * 1000) return null;
  if (!user.active || !role) return null;
  let lastSeenAt = session.lastSeenAt.getTime();
  if (now.getTime() - lastSeenAt > TOUCH_EVERY_MS) {
    await deps.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, session.id));
    lastSeenAt = now.getTime();
  }
  const info: SessionInfo = {
    sessionId: session.id,
    wsId: session.wsId,
    expiresAt: session.expiresAt,
    user: {
      _id: user.id,
      name: user.name,
      phoneNumber: user.phoneNumber,
      email: user.email,
      mustChangePassword: user.mustChangePassword,
    },
    role: toSessionRole(role),
  };
  deps.sessionCache.set(tokenHash, info, lastSeenAt, now.getTime());
  return info;
}

export function toSessionRole(role: typeof roles.$inferSelect): SessionRole {
  return {
    _id: role.id,
    name: role.name,
    level: role.level,
    department: role.department,
    permissions: role.permissions,
  };
}

export async function revokeSession(deps: Deps, sessionId: string, reason: string): Promise<void> {
  await deps.db
    .update(sessions)
    .set({ revokedAt: deps.clock.now(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  deps.sessionCache.evictSession(sessionId);
  deps.events.disconnectSession(sessionId);
}

export async function revokeAllSessions(deps: Deps, userId: string, reason: string): Promise<void> {
  await markAllSessionsRevoked(deps.db, userId, reason, deps.clock.now());
  deps.sessionCache.evictUser(userId);
  deps.events.disconnectUser(userId);
}

/**
 * Revokes every open session row of a user inside the caller's transaction (deactivation
 * commits with it). The caller then evicts the cache and ends the sockets once committed.
 */
export async function markAllSessionsRevoked(
  db: Db | Tx,
  userId: string,
  reason: string,
  at: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export async function pruneExpiredSessions(deps: Deps): Promise<void> {
  const cutoff = new Date(deps.clock.now().getTime() - 30 * 24 * 60 * 60 * 1000);
  await deps.db.execute(sql`DELETE FROM sessions WHERE expires_at < ${cutoff.toISOString()}`);
}
