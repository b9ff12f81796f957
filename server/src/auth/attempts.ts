import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { TooManyAttemptsError } from '../graphql/errors';

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
 */
export async function countAttempt(db: Db, now: Date, limits: AttemptLimit[]): Promise<void> {
  // The longest wait of the buckets that are over: trying again earlier is refused again.
  let waitMs = 0;
  for (const limit of limits) {
    const windowMs = limit.windowSeconds * 1000;
    const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
    const rows = await queryRows<{ attempts: number }>(db, sql`
      INSERT INTO auth_attempts (bucket, window_start, attempts) VALUES (${limit.bucket}, ${windowStart.toISOString()}, 1)
      ON CONFLICT (bucket, window_start) DO UPDATE SET attempts = auth_attempts.attempts + 1
      RETURNING attempts`);
    const attempts = Number(rows[0]?.attempts ?? 0);
    // Fixed windows: the count starts again when this window ends.
    if (attempts > limit.max) waitMs = Math.max(waitMs, windowStart.getTime() + windowMs - now.getTime());
  }
  if (waitMs > 0) throw new TooManyAttemptsError(waitMs / 1000);
}

/** Old windows are useless; dropping them keeps the table small. */
export async function pruneAttempts(db: Db, olderThan: Date): Promise<void> {
  await db.execute(sql`DELETE FROM auth_attempts WHERE window_start < ${olderThan.toISOString()}`);
}
