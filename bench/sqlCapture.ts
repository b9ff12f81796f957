import pg from 'pg';
import type { Deps } from '../server/src/app/deps';
import type { SessionInfo } from '../server/src/auth/sessionTypes';
import { createSession } from '../server/src/auth/sessions';
import { newId } from '../server/src/lib/ids';
import { roles } from '../server/src/roles/tables';
import { users } from '../server/src/users/tables';

/** One statement an operation sent, as pg received it. */
export interface Statement {
  text: string;
  values: unknown[];
}

/** The statements `work` sends through any pg.Pool while it runs (the service's, nothing else runs then). */
export async function captureStatements(work: () => Promise<unknown>): Promise<Statement[]> {
  const captured: Statement[] = [];
  const original = pg.Pool.prototype.query;
  // Patched for the one call only; the signature is pg's overloaded one, so it is typed loosely here.
  const watching = function (this: pg.Pool, config: unknown, values?: unknown) {
    if (config && typeof config === 'object' && 'text' in config) {
      captured.push({ text: String((config as { text: unknown }).text), values: Array.isArray(values) ? values : [] });
    } else if (typeof config === 'string') {
      captured.push({ text: config, values: Array.isArray(values) ? values : [] });
    }
    return (original as (...args: unknown[]) => unknown).call(this, config, values);
  };
  pg.Pool.prototype.query = watching as typeof original;
  try {
    await work();
  } finally {
    pg.Pool.prototype.query = original;
  }
  return captured;
}

/** EXPLAIN (ANALYZE, BUFFERS) of a statement; `indexOnly` is false when one of `bigTables` is read whole. */
export async function explain(pool: pg.Pool, statement: Statement, bigTables: readonly string[]): Promise<{ plan: string; indexOnly: boolean }> {
  const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`, statement.values);
  const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
  // A sequential scan of the big tables means an index is missing or unused.
  const seqScan = new RegExp(`Seq Scan on (${bigTables.join('|')})\\b`);
  return { plan, indexOnly: !seqScan.test(plan) };
}

/** A staff member holding `permissions`, with a session the API process accepts and the same session for direct service calls. */
export async function benchStaffSession(
  deps: Deps,
  name: string,
  permissions: Record<string, Record<string, boolean>>,
): Promise<{ token: string; session: SessionInfo }> {
  const roleId = newId();
  await deps.db.insert(roles).values({ id: roleId, name: `${name} ${roleId}`, level: 2, department: 'Operations', permissions });
  const userId = newId();
  const phoneNumber = `+2019${String(Date.now()).slice(-8)}`;
  await deps.db.insert(users).values({ id: userId, name, phoneNumber, roleId, type: 'operations' });
  const created = await createSession(deps, { userId, deviceId: null, ip: '127.0.0.1', userAgent: 'bench' });
  const session: SessionInfo = {
    sessionId: 'bench',
    wsId: 'bench',
    expiresAt: new Date(Date.now() + 3_600_000),
    user: { _id: userId, name, phoneNumber, email: null },
    role: { _id: roleId, name, department: 'Operations', level: 2, permissions },
  };
  return { token: created.token, session };
}
