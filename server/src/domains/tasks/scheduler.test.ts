import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { TestClock } from '../../../test/testClock';
import { openDatabase, queryRows, type DatabaseHandle } from '../../platform/db/client';
import { migrate } from '../../platform/db/migrate';
import { vehicleCommands } from '../../platform/integrations/vehicleGateway/commandsTable';
import { SimulatedVehicleGateway } from '../vehicles/gateway/simulatedVehicleGateway';
import { newId } from '../../platform/lib/ids';
import { RecordingEventBus } from '../../platform/realtime/eventBus';
import { createRider, createVehicle, depsOver } from '../wallet/testFixtures';
import { runTaskSchedulerTick } from './scheduler';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
  await migrate(handle);
});
afterAll(async () => {
  await handle.close();
});

const DAY = 24 * 60 * 60 * 1000;

describe('the scheduler tick keeps the auth tables small', () => {
  it('removes sessions expired over 30 days ago and attempt windows over a day old; keeps the rest', async () => {
    const clock = new TestClock();
    const deps = depsOver(handle, clock);
    const now = clock.now().getTime();
    const userId = await createRider(handle.db);
    const session = async (expiresAt: number) => {
      const id = newId();
      await handle.db.execute(
        sql`INSERT INTO sessions (id, user_id, token_hash, ws_id, expires_at) VALUES (${id}, ${userId}, ${newId()}, ${newId()}, ${new Date(expiresAt).toISOString()})`,
      );
      return id;
    };
    const longExpired = await session(now - 31 * DAY);
    const recentlyExpired = await session(now - DAY);
    const live = await session(now + DAY);
    await handle.db.execute(sql`INSERT INTO auth_attempts (bucket, window_start, attempts) VALUES
      ('login:phone:old', ${new Date(now - 2 * DAY).toISOString()}, 3),
      ('login:phone:current', ${new Date(now - 60_000).toISOString()}, 1)`);

    await runTaskSchedulerTick(deps);

    const sessions = await queryRows<{ id: string }>(
      handle.db,
      sql`SELECT id FROM sessions WHERE user_id = ${userId}`,
    );
    expect(sessions.map((row) => row.id).sort()).toEqual([recentlyExpired, live].sort());
    expect(sessions.map((row) => row.id)).not.toContain(longExpired);
    const buckets = await queryRows<{ bucket: string }>(handle.db, sql`SELECT bucket FROM auth_attempts`);
    expect(buckets.map((row) => row.bucket)).toEqual(['login:phone:current']);
  });
});

describe('vehicle command acknowledgement deadlines survive a restart', () => {
  it("a command left 'sent' by a process that stopped is timed out by a later process's tick", async () => {
    const before = depsOver(handle, new TestClock());
    const vehicle = await createVehicle(handle.db, { iotStatus: 'off' });
    const sent = await before.vehicleGateway.unlock({
      vehicleId: vehicle.id,
      code: vehicle.code,
      sentById: null,
    });
    expect(sent.status).toBe('sent');
    // The process stops before the device answers: its in-memory timers go with it.
    await before.vehicleGateway.close();
    const status = async () =>
      (await handle.db.select().from(vehicleCommands).where(eq(vehicleCommands.id, sent.commandId)))[0]!;
    expect((await status()).status).toBe('sent');
    // depsOver's gateway: the device answers within 1 ms, then 5 ms of waiting.
    expect((await status()).ackDeadline.getTime()).toBe((await status()).createdAt.getTime() + 6);

    const laterClock = new TestClock();
    laterClock.advance(10 * 60_000);
    const after = depsOver(handle, laterClock);
    await runTaskSchedulerTick(after);
    expect(await status()).toMatchObject({ status: 'timed_out', error: 'No answer from the vehicle' });
    await after.vehicleGateway.close();
  });

  it('a command still within its deadline stays sent', async () => {
    const clock = new TestClock();
    const gateway = new SimulatedVehicleGateway({
      db: handle.db,
      events: new RecordingEventBus(),
      clock,
      log: pino({ level: 'silent' }),
      delayMs: 1,
      ackTimeoutMs: 60_000,
    });
    const vehicle = await createVehicle(handle.db, { iotStatus: 'off' });
    const sent = await gateway.unlock({ vehicleId: vehicle.id, code: vehicle.code, sentById: null });
    await gateway.close();
    await runTaskSchedulerTick(depsOver(handle, clock));
    const [row] = await handle.db
      .select()
      .from(vehicleCommands)
      .where(eq(vehicleCommands.id, sent.commandId));
    expect(row!.status).toBe('sent');
    expect(row!.ackDeadline.getTime()).toBe(row!.createdAt.getTime() + 60_001);
  });
});
