import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { freshPostgres, type FreshDatabase } from '../../../test/pgDatabase';
import { startTestServer, type TestServer } from '../../../test/testServer';
import type { Deps } from '../../platform/deps';
import { supportAttendance } from '../attendance/tables';
import { queryRows } from '../../platform/db/client';
import { newId } from '../../platform/lib/ids';
import { roles } from '../../platform/session/tables';
import { users } from '../../platform/session/tables';
import { vehicles } from '../vehicles/tables';
import { areas } from '../areas/tables';
import { claimNextTask, raiseVehicleCondition, resolveTaskByDecision } from './engine';
import { tasks } from './tables';

const AGENTS = 50;

// pg 8 queues a query sent on a client that is still running one, with a one-time deprecation
// warning; pg 9 will refuse it. A transaction is one client, so queries in it go one by one.
const queuedQueryWarnings: string[] = [];
process.on('warning', (warning) => {
  if (warning.message.includes('already executing a query'))
    queuedQueryWarnings.push(warning.stack ?? warning.message);
});
const TASKS = 200;

let database: FreshDatabase;
let server: TestServer;
let deps: Deps;
let agentIds: string[];

beforeAll(async () => {
  database = await freshPostgres(AGENTS + 10);
  // The real server on this database: the same deps, events and scheduler production runs.
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
  agentIds = Array.from({ length: AGENTS }, () => newId());
  await deps.db.insert(users).values(
    agentIds.map((id, i) => ({
      id,
      name: `Agent ${i}`,
      phoneNumber: `+2010${String(10_000_000 + i)}`,
      roleId,
      type: 'operations' as const,
    })),
  );
  const areaId = newId();
  await deps.db.insert(areas).values({ id: areaId, name: 'Heliopolis' });
  const vehicleIds = Array.from({ length: TASKS }, () => newId());
  await deps.db.insert(vehicles).values(
    vehicleIds.map((id, i) => ({
      id,
      code: `PG${i}`,
      areaId,
      manufacturer: 'Xiaomi' as const,
      vehicleType: 'Super S' as const,
    })),
  );
  // Tasks first, agents on shift after: raising offers nothing yet, so the race below is the whole queue.
  for (const vehicleId of vehicleIds) await raiseVehicleCondition(deps, { vehicleId, reason: 'LPM' });
  const now = deps.clock.now();
  await deps.db
    .insert(supportAttendance)
    .values(agentIds.map((userId) => ({ id: newId(), userId, status: 'ACTIVE' as const, checkInDate: now })));
});

afterAll(async () => {
  await server?.close();
  await database?.drop();
});

describe('claiming on real PostgreSQL', () => {
  it(`${AGENTS} agents claiming from ${TASKS} tasks at once: no task held twice, no agent with two, none lost`, async () => {
    // Every agent fires three claims at once: the second and third must find the agent busy.
    // (The server's scheduler tick may join the race too: the database state is what counts.)
    await Promise.all(
      agentIds.flatMap((id) => [claimNextTask(deps, id), claimNextTask(deps, id), claimNextTask(deps, id)]),
    );
    const claimedRows = await deps.db
      .select()
      .from(tasks)
      .where(sql`${tasks.status} = 'assigned'`);
    expect(claimedRows).toHaveLength(AGENTS);
    expect(new Set(claimedRows.map((row) => row.id)).size).toBe(AGENTS);
    expect(new Set(claimedRows.map((row) => row.assignedTo)).size).toBe(AGENTS);
    const claimed = claimedRows.map((row) => ({ _id: row.id, assignedTo: row.assignedTo! }));

    // Resolve and re-claim until the queue is empty, every agent racing the others each round.
    const resolvedIds: string[] = [];
    let holding = claimed;
    for (let round = 0; holding.length > 0 && round < TASKS; round += 1) {
      await Promise.all(
        holding.map(async (task) => {
          await resolveTaskByDecision(deps, { taskId: task._id, userId: task.assignedTo, action: 'done' });
          resolvedIds.push(task._id);
        }),
      );
      // resolveTaskByDecision already offered tasks to idle agents; collect who holds what now.
      const held = await deps.db
        .select()
        .from(tasks)
        .where(sql`${tasks.status} = 'assigned'`);
      const again = await Promise.all(agentIds.map((id) => claimNextTask(deps, id)));
      expect(again.filter((task) => task !== null)).toHaveLength(0);
      expect(new Set(held.map((row) => row.assignedTo)).size).toBe(held.length);
      holding = held.map((row) => ({ _id: row.id, assignedTo: row.assignedTo! }));
    }
    expect(resolvedIds).toHaveLength(TASKS);
    expect(new Set(resolvedIds).size).toBe(TASKS);
    const [counts] = await queryRows<{ resolved: number; open: number; resolved_entries: number }>(
      deps.db,
      sql`SELECT
            (SELECT count(*)::int FROM tasks WHERE status = 'resolved') AS resolved,
            (SELECT count(*)::int FROM tasks WHERE status <> 'resolved') AS open,
            (SELECT count(*)::int FROM task_history WHERE action = 'resolved') AS resolved_entries`,
    );
    expect(counts).toEqual({ resolved: TASKS, open: 0, resolved_entries: TASKS });
  });

  it('two conditions for one vehicle at once make one task with two cases', async () => {
    const areaId = newId();
    await deps.db.insert(areas).values({ id: areaId, name: 'Nasr City' });
    const vehicleId = newId();
    await deps.db
      .insert(vehicles)
      .values({ id: vehicleId, code: 'RACE1', areaId, manufacturer: 'Kuickwheel', vehicleType: 'Super C' });
    const raised = await Promise.all(
      ['LPM', 'IOT_OFF', 'NOT_UPDATING', 'OUT_OF_FENCE'].map((reason) =>
        raiseVehicleCondition(deps, { vehicleId, reason }),
      ),
    );
    expect(new Set(raised.map((task) => task._id)).size).toBe(1);
    const rows = await deps.db
      .select()
      .from(tasks)
      .where(sql`${tasks.vehicleId} = ${vehicleId}`);
    expect(rows).toHaveLength(1);
    expect(Object.values(rows[0]!.cases).filter(Boolean)).toHaveLength(4);
  });

  it('sends no query on a transaction while another of its queries runs (pg 9 refuses that)', () => {
    expect(queuedQueryWarnings).toEqual([]);
  });
});
