import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { freshPostgres, type FreshDatabase } from '../../../test/pgDatabase';
import { createStaff } from '../../../test/staff';
import { createVehicle, depsOver, sessionFor } from '../wallet/testFixtures';
import { createOpsTask, startOpsTask } from './service';
import { opsTaskHistory, opsTasks } from './tables';

const TECH = {
  level: 8,
  department: 'Operations',
  permissions: { opsTask: { VIEW_PAGE: true, RESOLVE: true } },
};
const MANAGER = {
  level: 2,
  department: 'Operations',
  permissions: { opsTask: { MANAGE: true, RESOLVE: true, START_FOR_OTHERS: true } },
};
const AT_VEHICLE = { lat: 30.0501, lng: 31.23 };

let database: FreshDatabase;

beforeAll(async () => {
  database = await freshPostgres(20);
});
afterAll(async () => {
  await database.drop();
});

describe('starting ops tasks at once (real PostgreSQL)', () => {
  it('two technicians starting the same task at once: exactly one wins, the other is told in words', async () => {
    const db = database.handle.db;
    const deps = depsOver(database.handle);
    const manager = (await createStaff(db, MANAGER)).userId;
    for (let round = 0; round < 5; round++) {
      const [a, b] = await Promise.all([createStaff(db, TECH), createStaff(db, TECH)]);
      const vehicle = await createVehicle(db, { lat: 30.05, long: 31.23 });
      const task = await createOpsTask(deps, sessionFor(manager, MANAGER), {
        type: 'BATTERY_SWAP',
        vehicleCode: vehicle.code,
      });
      const results = await Promise.allSettled([
        startOpsTask(deps, sessionFor(a.userId, TECH), { _id: task._id, ...AT_VEHICLE }),
        startOpsTask(deps, sessionFor(b.userId, TECH), { _id: task._id, ...AT_VEHICLE }),
      ]);
      const won = results.filter((r) => r.status === 'fulfilled');
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect((lost[0]!.reason as Error).message).toBe('This ops task is already in progress');
      const [row] = await db.select().from(opsTasks).where(eq(opsTasks.id, task._id));
      const winner = (won[0] as PromiseFulfilledResult<{ holder: { _id: string } | null }>).value.holder!._id;
      expect(row!.holderId).toBe(winner);
      const starts = (
        await db.select().from(opsTaskHistory).where(eq(opsTaskHistory.taskId, task._id))
      ).filter((h) => h.action === 'started');
      expect(starts).toHaveLength(1);
    }
    await deps.vehicleGateway.close();
  });

  it('one technician started on two tasks at once holds exactly one of them', async () => {
    const db = database.handle.db;
    const deps = depsOver(database.handle);
    const manager = (await createStaff(db, MANAGER)).userId;
    const tech = (await createStaff(db, TECH)).userId;
    const vehicle = await createVehicle(db, { lat: 30.05, long: 31.23 });
    const [first, second] = await Promise.all([
      createOpsTask(deps, sessionFor(manager, MANAGER), { type: 'REPAIR', vehicleCode: vehicle.code }),
      createOpsTask(deps, sessionFor(manager, MANAGER), { type: 'PICKUP', vehicleCode: vehicle.code }),
    ]);
    const results = await Promise.allSettled([
      startOpsTask(deps, sessionFor(tech, TECH), { _id: first._id, ...AT_VEHICLE }),
      startOpsTask(deps, sessionFor(tech, TECH), { _id: second._id, ...AT_VEHICLE }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const lost = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')!;
    expect((lost.reason as Error).message).toBe('This technician already has an ops task in progress');
    expect(await db.select().from(opsTasks).where(eq(opsTasks.holderId, tech))).toHaveLength(1);
    await deps.vehicleGateway.close();
  });
});
