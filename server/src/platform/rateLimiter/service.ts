import { desc, eq, gte } from 'drizzle-orm';
import { IP_BLOCK_MESSAGES, normalizeIp } from '@ops/shared/rules/ipBlock';
import type { Deps } from '../deps';
import { SIGN_IN_LIMITS } from './attempts';
import type { SessionInfo } from '../session/sessionTypes';
import { authAttempts } from './tables';
import { UserError } from '../errors';
import { requireLength } from '../graphql/limits';
import { users } from '../session/tables';
import { ipBlockStore } from './blockStore';
import { blockedIps } from './tables';

type LimitName = keyof typeof SIGN_IN_LIMITS;

/** Which limit counts a bucket: 'login:phone:…' is loginPerPhone; a password change counts like a sign-in per phone. */
const LIMIT_OF: Record<string, LimitName> = {
  'login:phone': 'loginPerPhone',
  'login:ip': 'loginPerIp',
  'send:phone': 'sendPerPhone',
  'send:ip': 'sendPerIp',
  'verify:phone': 'verifyPerPhone',
  'verify:ip': 'verifyPerIp',
  'password:user': 'loginPerPhone',
};

const LONGEST_WINDOW_S = Math.max(...Object.values(SIGN_IN_LIMITS).map((limit) => limit.windowSeconds));

export interface RateLimitCounterView {
  kind: string;
  value: string;
  action: string;
  attempts: number;
  max: number;
  windowStart: string;
  windowEnd: string;
  limited: boolean;
}

/** The sign-in limiter's counters whose window is still running, busiest first. */
export async function currentCounters(deps: Deps): Promise<RateLimitCounterView[]> {
  const now = deps.clock.now();
  const rows = await deps.db
    .select()
    .from(authAttempts)
    .where(gte(authAttempts.windowStart, new Date(now.getTime() - LONGEST_WINDOW_S * 1000)));
  const views: RateLimitCounterView[] = [];
  for (const row of rows) {
    const [action = '', kind = '', ...rest] = row.bucket.split(':');
    const limitName = LIMIT_OF[`${action}:${kind}`];
    if (!limitName) continue;
    const limit = SIGN_IN_LIMITS[limitName];
    const windowEnd = new Date(row.windowStart.getTime() + limit.windowSeconds * 1000);
    if (windowEnd.getTime() <= now.getTime()) continue;
    views.push({
      kind,
      value: rest.join(':'),
      action,
      attempts: row.attempts,
      max: limit.max,
      windowStart: row.windowStart.toISOString(),
      windowEnd: windowEnd.toISOString(),
      limited: row.attempts > limit.max,
    });
  }
  return views.sort((a, b) => b.attempts / b.max - a.attempts / a.max || a.value.localeCompare(b.value));
}

export async function getRateLimits(deps: Deps) {
  const [counters, blocked] = await Promise.all([
    currentCounters(deps),
    deps.db
      .select({ row: blockedIps, name: users.name, phoneNumber: users.phoneNumber })
      .from(blockedIps)
      .leftJoin(users, eq(users.id, blockedIps.blockedBy))
      .orderBy(desc(blockedIps.blockedAt)),
  ]);
  return {
    counters,
    blockedIps: blocked.map(({ row, name, phoneNumber }) => blockedView(row, name, phoneNumber)),
    blockStore: ipBlockStore(deps)?.kind ?? 'database',
  };
}

function blockedView(row: typeof blockedIps.$inferSelect, name: string | null, phoneNumber: string | null) {
  return {
    ip: row.ip,
    reason: row.reason,
    blockedBy: row.blockedBy
      ? { _id: row.blockedBy, name: name ?? '', phoneNumber: phoneNumber ?? '' }
      : null,
    blockedAt: row.blockedAt.toISOString(),
  };
}

/** blockIp (rateLimiter.BLOCK_IP): refused for the caller's own address, so nobody locks themselves out. */
export async function blockIp(
  deps: Deps,
  session: SessionInfo,
  input: { ip: string; reason?: string | null },
  callerIp: string,
) {
  const ip = normalizeIp(input.ip);
  if (!ip) throw new UserError(IP_BLOCK_MESSAGES.invalid);
  if (ip === normalizeIp(callerIp)) throw new UserError(IP_BLOCK_MESSAGES.own);
  const reason = input.reason?.trim() || null;
  requireLength('reason', reason);
  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(blockedIps)
    .values({ ip, reason, blockedBy: session.user._id, blockedAt: now })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new UserError(IP_BLOCK_MESSAGES.already);
  await ipBlockStore(deps)?.added(ip);
  // Its live connections end too: socket.io answers /ws before the HTTP hook could refuse them.
  deps.events.disconnectAddress(ip);
  return blockedView(row, session.user.name, session.user.phoneNumber);
}

export async function unblockIp(deps: Deps, input: { ip: string }) {
  const ip = normalizeIp(input.ip);
  if (!ip) throw new UserError(IP_BLOCK_MESSAGES.invalid);
  const removed = await deps.db.delete(blockedIps).where(eq(blockedIps.ip, ip)).returning();
  if (removed.length === 0) throw new UserError(IP_BLOCK_MESSAGES.notBlocked);
  await ipBlockStore(deps)?.removed(ip);
  return { success: true, message: `${ip} is unblocked` };
}
