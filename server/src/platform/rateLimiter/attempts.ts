import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { TooManyAttemptsError } from '../errors';

/** Attempt limits per phone and per IP; each resolver call counts once. */
export const SIGN_IN_LIMITS = {
  loginPerPhone: { max: 10, windowSeconds: 15 * 60 },
  loginPerIp: { max: 60, windowSeconds: 15 * 60 },
  sendPerPhone: { max: 6, windowSeconds: 60 * 60 },
  sendPerIp: { max: 60, windowSeconds: 60 * 60 },
  verifyPerPhone: { max: 10, windowSeconds: 15 * 60 },
  verifyPerIp: { max: 60, windowSeconds: 15 * 60 },
} as const;

export interface AttemptLimit {
  /** e.g. 'verify:phone:+201001234567' */
  bucket: string;
  max: number;
  windowSeconds: number;
}

/**
 * Counts one attempt in each bucket and refuses when any is over its limit. Called
 * once per resolver call, so aliases and batched operations each count: a document
 * cannot multiply its tries. The counter lives in the database so every API process
 * shares it.
 *
 * Sliding windows (the previous window's count weighted by how much of it still overlaps the
 * last `windowSeconds`, plus this window's): with fixed windows ten tries just before a
 * boundary and ten just after all went through, and a person's eleventh try was let in only
 * because the clock passed a quarter hour.
 */
export async function countAttempt(db: Db, now: Date, limits: AttemptLimit[]): Promise<void> {
  // The longest wait of the buckets that are over: trying again earlier is refused again.
  let waitMs = 0;
  for (const limit of limits) {
    const windowMs = limit.windowSeconds * 1000;
    const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
    const previousStart = new Date(windowStart.getTime() - windowMs);
    const rows = await queryRows<{ attempts: number; previous: number | null }>(
      db,
      sql`
      WITH counted AS (
        INSERT INTO auth_attempts (bucket, window_start, attempts) VALUES (${limit.bucket}, ${windowStart.toISOString()}, 1)
        ON CONFLICT (bucket, window_start) DO UPDATE SET attempts = auth_attempts.attempts + 1
        RETURNING attempts)
      SELECT counted.attempts,
        (SELECT attempts FROM auth_attempts WHERE bucket = ${limit.bucket} AND window_start = ${previousStart.toISOString()}) AS previous
      FROM counted`,
    );
    const current = Number(rows[0]?.attempts ?? 0);
    const previous = Number(rows[0]?.previous ?? 0);
    const wait = slidingWait({
      current,
      previous,
      max: limit.max,
      windowMs,
      intoWindowMs: now.getTime() - windowStart.getTime(),
    });
    waitMs = Math.max(waitMs, wait);
  }
  if (waitMs > 0) throw new TooManyAttemptsError(waitMs / 1000);
}

export interface SlidingCount {
  /** Attempts in the window running now, this one included. */
  current: number;
  /** Attempts in the window before it. */
  previous: number;
  max: number;
  windowMs: number;
  /** How far into the running window this attempt is. */
  intoWindowMs: number;
}

/**
 * 0 when the attempt is within the limit; otherwise how long until a next attempt would be:
 * the estimate at time t is previous × (share of the previous window still in the last
 * window) + current, and the next attempt adds one.
 */
export function slidingWait({ current, previous, max, windowMs, intoWindowMs }: SlidingCount): number {
  const estimate = previous * (1 - intoWindowMs / windowMs) + current;
  if (estimate <= max) return 0;
  // Still in this window, once enough of the previous one has slid out.
  if (current + 1 <= max && previous > 0)
    return Math.max(0, windowMs * (1 - (max - current - 1) / previous) - intoWindowMs);
  // In the next window, once enough of this one has slid out.
  return windowMs - intoWindowMs + Math.max(0, windowMs * (1 - (max - 1) / current));
}

/** Takes back one attempt counted at `now` (a try that failed on our side must not cost the user one). */
export async function refundAttempt(db: Db, now: Date, limits: AttemptLimit[]): Promise<void> {
  for (const limit of limits) {
    const windowMs = limit.windowSeconds * 1000;
    const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
    await db.execute(sql`
      UPDATE auth_attempts SET attempts = GREATEST(attempts - 1, 0)
      WHERE bucket = ${limit.bucket} AND window_start = ${windowStart.toISOString()}`);
  }
}

/** Old windows are useless; dropping them keeps the table small. */
export async function pruneAttempts(db: Db, olderThan: Date): Promise<void> {
  await db.execute(sql`DELETE FROM auth_attempts WHERE window_start < ${olderThan.toISOString()}`);
}
