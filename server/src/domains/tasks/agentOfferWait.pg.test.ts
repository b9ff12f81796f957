import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { freshPostgres, type FreshDatabase } from '../../../test/pgDatabase';
import { createStaff, signIn, type StaffFixture } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { supportAttendance } from '../attendance/tables';
import { areas } from '../areas/tables';
import { newId } from '../../platform/lib/ids';
import { vehicles } from '../vehicles/tables';
import { claimNextTask, raiseVehicleCondition } from './engine';
import { tasks } from './tables';

const SET_PENDING = `mutation($taskId: ID!) { setTaskToPending(taskId: $taskId, comment: "Waiting for the field team") { _id status } }`;

// An agent's own action answers once its change is committed: the offer round it starts (which
// walks every idle agent, one claim transaction each) may take seconds on a loaded server, and
// the agent's next task reaches them by socket when it is assigned.
describe('an agent’s answer does not wait for a slow task-offer round (PostgreSQL)', () => {
  let database: FreshDatabase;
  let server: TestServer;
  let agent: StaffFixture;

  beforeAll(async () => {
    database = await freshPostgres(10);
    server = await startTestServer({ handle: database.handle, config: { agentOfferWaitMs: 200 } });
    agent = await createStaff(database.handle.db, {
      level: 6,
      permissions: { task: { RESOLVE_TASKS: true } },
    });
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('Set Pending answers while the round is held up, and the round still assigns the next task after', async () => {
    const { deps } = server.server;
    const areaId = newId();
    await deps.db.insert(areas).values({ id: areaId, name: 'Maadi' });
    const vehicleIds = [newId(), newId()];
    await deps.db.insert(vehicles).values(
      vehicleIds.map((id, i) => ({
        id,
        code: `OW${i}`,
        areaId,
        manufacturer: 'Xiaomi' as const,
        vehicleType: 'Super S' as const,
      })),
    );
    for (const vehicleId of vehicleIds) await raiseVehicleCondition(deps, { vehicleId, reason: 'LPM' });
    await deps.db
      .insert(supportAttendance)
      .values({ id: newId(), userId: agent.userId, status: 'ACTIVE', checkInDate: deps.clock.now() });
    const held = await claimNextTask(deps, agent.userId);
    expect(held).not.toBeNull();
    const token = await signIn(server, agent);

    // The round starts by listing idle agents: an exclusive lock on attendance holds it there.
    const blocker = new pg.Client({ connectionString: database.url });
    await blocker.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('LOCK TABLE support_attendance IN ACCESS EXCLUSIVE MODE');
      // Released after 3 s whatever happens, so an answer that waits for the round comes late, not never.
      const released = new Promise<void>((resolve) => setTimeout(resolve, 3000)).then(() =>
        blocker.query('COMMIT'),
      );
      const startedAt = Date.now();
      const answer = await server.gql(SET_PENDING, { taskId: held!._id }, token);
      const answeredIn = Date.now() - startedAt;
      expect(answer.errors).toBeUndefined();
      expect(answeredIn).toBeLessThan(1500);
      const [other] = await deps.db.select().from(tasks).where(eq(tasks.status, 'unassigned'));
      expect(other).toBeDefined();
      await released;
      // Released, the same round goes on and gives the now idle agent the other task.
      await expect
        .poll(
          async () => (await deps.db.select().from(tasks).where(eq(tasks.id, other!.id)))[0]?.assignedTo,
          { timeout: 5000 },
        )
        .toBe(agent.userId);
    } finally {
      await blocker.query('ROLLBACK').catch(() => undefined);
      await blocker.end();
    }
  });
});
