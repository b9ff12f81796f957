import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgres, type FreshDatabase } from '../../../test/pgDatabase';
import { startTestServer, type TestServer } from '../../../test/testServer';
import type { Deps } from '../../platform/deps';
import { areas } from '../areas/tables';
import { supportAttendance } from '../attendance/tables';
import { newId } from '../../platform/lib/ids';
import { roles } from '../../platform/session/tables';
import { users } from '../../platform/session/tables';
import { vehicles } from '../vehicles/tables';
import { claimNextTask, raiseVehicleCondition } from './engine';

/**
 * The statements `work` itself sends to PostgreSQL: every pool query and transaction statement
 * goes through pg.Client#query. Counted by async context, so the server's own background
 * work at the same moment (the task scheduler's offer rounds, the blocked list's refresh) is
 * not counted as the claim's.
 */
const counting = new AsyncLocalStorage<string[]>();
async function statementsOf<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  const original = pg.Client.prototype.query;
  // An instrument on the real client, for this call only; pg's query is overloaded, so it is passed through loosely.
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [config] = args;
    counting
      .getStore()
      ?.push(typeof config === 'string' ? config : String((config as { text?: unknown }).text ?? ''));
    return (original as (...rest: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    return { result: await counting.run(statements, work), statements };
  } finally {
    pg.Client.prototype.query = original;
  }
}

describe('a claim costs one round trip to PostgreSQL', () => {
  let database: FreshDatabase;
  let server: TestServer;
  let deps: Deps;
  let agentId: string;

  beforeAll(async () => {
    database = await freshPostgres(10);
    server = await startTestServer({ handle: database.handle });
    deps = server.server.deps;
    const roleId = newId();
    await deps.db.insert(roles).values({
      id: roleId,
      name: 'Agents',
      level: 6,
      department: 'Operations',
      permissions: { task: { RESOLVE_TASKS: true } },
    });
    agentId = newId();
    await deps.db
      .insert(users)
      .values({ id: agentId, name: 'Agent RT', phoneNumber: '+201055500011', roleId, type: 'operations' });
    const areaId = newId();
    await deps.db.insert(areas).values({ id: areaId, name: 'Maadi' });
    const vehicleId = newId();
    await deps.db
      .insert(vehicles)
      .values({ id: vehicleId, code: 'RT1', areaId, manufacturer: 'Xiaomi', vehicleType: 'Super S' });
    // Raised while nobody is on shift, so the task waits for the claim below.
    await raiseVehicleCondition(deps, { vehicleId, reason: 'LPM' });
    await deps.db
      .insert(supportAttendance)
      .values({ id: newId(), userId: agentId, status: 'ACTIVE', checkInDate: deps.clock.now() });
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('takes the waiting task, with its history, in one statement; an empty claim in one as well', async () => {
    const taken = await statementsOf(() => claimNextTask(deps, agentId));
    expect(taken.result?.assignedTo).toBe(agentId);
    expect(taken.result?.status).toBe('assigned');
    expect(taken.result?.actionsHistory.map((entry) => entry.action)).toContain('assigned');
    // The claim's own statement is seen (the count is of this call, not of nothing).
    expect(taken.statements.some((text) => text.includes('ops_claim_next_task'))).toBe(true);
    expect(taken.statements.length, taken.statements.join('\n')).toBe(1);

    const empty = await statementsOf(() => claimNextTask(deps, agentId));
    expect(empty.result).toBeNull();
    expect(empty.statements.some((text) => text.includes('ops_claim_next_task'))).toBe(true);
    expect(empty.statements.length, empty.statements.join('\n')).toBe(1);
  });
});
