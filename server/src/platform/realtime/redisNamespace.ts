import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';

/**
 * The prefix of every Redis key and stream one deployment uses (REDIS_PREFIX, else derived).
 *
 * Several deployments may share one Redis (an office's test and live servers, CI beside a
 * benchmark). Without a prefix they shared the socket.io stream, so one deployment's events
 * reached another's sockets and a stopping server of one ended the live connections of all;
 * they shared the blocked-address set too. The processes of one deployment share a database,
 * so the default is named after it: the cluster's system identifier and the database's name,
 * which every process reads alike whatever host name its DATABASE_URL spells.
 */
export async function redisNamespace(db: Db, configured: string | null): Promise<string> {
  if (configured) return configured;
  const [row] = await queryRows<{ cluster: string; database: string }>(
    db,
    sql`SELECT (pg_control_system()).system_identifier::text AS cluster, current_database() AS database`,
  );
  const identity = `${row?.cluster ?? ''}/${row?.database ?? ''}`;
  return `ops:${createHash('sha256').update(identity).digest('hex').slice(0, 12)}`;
}
