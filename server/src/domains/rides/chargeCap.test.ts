import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { taskHistory, tasks } from '../tasks/engine';
import { users } from '../../platform/session/tables';
import { createOngoingRide, createRider, createVehicle } from '../wallet/testFixtures';
import { endRunawayRides } from './runaway';
import { rides } from './tables';

/**
 * Issue 22 §8: a ride left running for 28 days was priced 39,820 EGP and charged in full. A
 * ride now charges at most the cap (500 EGP by default) without a person; the rest waits for
 * support in a task on the ride's vehicle, and a ride running past 12 hours is ended by the system.
 */
const END_PAY = `mutation($id: ID!) { endRidePay(id: $id) { ride { status price bill { totalCost actualCost } } walletLogs { type difference } } }`;

let server: TestServer;
let agent: string;
const HOUR = 3_600_000;
const balanceOf = async (id: string) =>
  (await server.handle.db.select({ b: users.balancePiasters }).from(users).where(eq(users.id, id)))[0]!.b;
const openTaskOf = async (vehicleId: string) =>
  (
    await server.handle.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.vehicleId, vehicleId), eq(tasks.status, 'unassigned')))
  )[0];

async function ongoing(ageMs: number) {
  const rider = await createRider(server.handle.db, 5_000_000);
  const vehicle = await createVehicle(server.handle.db);
  const ride = await createOngoingRide(server.handle.db, {
    userId: rider,
    vehicleId: vehicle.id,
    startTime: new Date(server.clock.now().getTime() - ageMs),
  });
  return { rider, vehicle, ride };
}

beforeAll(async () => {
  server = await startTestServer();
  agent = await signIn(
    server,
    await createStaff(server.handle.db, {
      level: 1,
      permissions: { rides: { TAKE_ACTIONS: true }, task: { RESOLVE_TASKS: true } },
    }),
  );
});
afterAll(async () => {
  await server.server.deps.vehicleGateway.idle();
  await server.close();
});

describe('the ride charge cap', () => {
  it('a 28-day ride ended by an agent charges the cap, records its price, and asks support to review the rest', async () => {
    const { rider, vehicle, ride } = await ongoing(28 * 24 * HOUR);
    const answer = await server.gql<{
      endRidePay: {
        ride: { price: number; bill: { totalCost: number; actualCost: number } };
        walletLogs: Array<{ difference: number }>;
      };
    }>(END_PAY, { id: ride }, agent);
    expect(answer.errors).toBeUndefined();
    const ended = answer.data!.endRidePay;
    expect(ended.ride.price).toBeGreaterThan(39_000);
    expect(ended.ride.bill).toMatchObject({ actualCost: 500 });
    expect(ended.ride.bill.totalCost).toBe(ended.ride.price);
    expect(ended.walletLogs).toEqual([expect.objectContaining({ difference: -500 })]);
    expect(await balanceOf(rider)).toBe(5_000_000 - 50_000);
    const task = await openTaskOf(vehicle.id);
    expect(task).toMatchObject({ type: 'Vehicle', mainCase: 'OTHER' });
    const history = await server.handle.db
      .select()
      .from(taskHistory)
      .where(and(eq(taskHistory.taskId, task!.id), eq(taskHistory.action, 'RIDE_END')));
    expect(history.map((entry) => entry.value).join('\n')).toContain(ride);
  });

  it('an ordinary ride charges its whole price and raises nothing', async () => {
    const { rider, vehicle, ride } = await ongoing(15 * 60_000);
    const answer = await server.gql<{
      endRidePay: { ride: { price: number; bill: { actualCost: number } } };
    }>(END_PAY, { id: ride }, agent);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.endRidePay.ride.bill.actualCost).toBe(answer.data!.endRidePay.ride.price);
    expect(await balanceOf(rider)).toBe(5_000_000 - answer.data!.endRidePay.ride.price * 100);
    expect(await openTaskOf(vehicle.id)).toBeUndefined();
  });
});

describe('runaway rides', () => {
  it('a ride running past the limit is ended by the system, charged within the cap, with a support task; a younger one runs on', async () => {
    const runaway = await ongoing(13 * HOUR);
    const young = await ongoing(2 * HOUR);
    expect(await endRunawayRides(server.server.deps)).toBeGreaterThanOrEqual(1);
    const [ended] = await server.handle.db.select().from(rides).where(eq(rides.id, runaway.ride));
    expect(ended).toMatchObject({ status: 'done', endedBy: 'auto end' });
    expect(5_000_000 - (await balanceOf(runaway.rider))).toBeLessThanOrEqual(50_000);
    expect(await openTaskOf(runaway.vehicle.id)).toMatchObject({ mainCase: 'OTHER' });
    const [running] = await server.handle.db.select().from(rides).where(eq(rides.id, young.ride));
    expect(running!.status).toBe('ongoing');
    expect(await openTaskOf(young.vehicle.id)).toBeUndefined();
    expect(await endRunawayRides(server.server.deps)).toBe(0);
  });
});
