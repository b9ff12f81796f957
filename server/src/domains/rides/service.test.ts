import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { compensatedNotice } from '@ops/shared/rules/endRidePay';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { bills } from '../bills/tables';
import { users } from '../../platform/session/tables';
import { walletLogs } from '../wallet/tables';
import { createOngoingRide, createRider, createVehicle } from '../wallet/testFixtures';
import { RIDE_MESSAGES } from './messages';
import { rides } from './tables';

const END_PAY = `mutation($id: ID!, $rider: ID!, $balance: Float!, $reason: String!) {
  endRidePayWithSelectedAmount(id: $id, riderId: $rider, balance: $balance, additionalReason: $reason) {
    ride { _id status price endedBy compensationAmount bill { totalCost actualCost } }
    walletLogs { type difference prevBalance currBalance }
  }
}`;
const FREE = `mutation($id: ID!) { endRideForFree(id: $id) { ride { status freeRide price bill { totalCost actualCost } } walletLogs { type } } }`;
const COMPENSATE = `mutation($id: ID!, $rider: ID!, $balance: Float!) {
  compensateWithoutEnding(id: $id, riderId: $rider, balance: $balance, additionalReason: "Compensation") { ride { status compensationAmount } walletLogs { difference } }
}`;
const RIDES = `query($filters: String) { rides(filters: $filters) { totalRides totalPages rides { _id status user { _id } scooter { code } } } }`;

let server: TestServer;
let agent: string;
let noActions: string;
const error = (response: { errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }) =>
  response.errors?.[0];
const balanceOf = async (id: string) =>
  (await server.handle.db.select({ b: users.balancePiasters }).from(users).where(eq(users.id, id)))[0]!.b;

beforeAll(async () => {
  server = await startTestServer();
  agent = await signIn(
    server,
    await createStaff(server.handle.db, {
      level: 1,
      permissions: { rides: { TAKE_ACTIONS: true }, task: { RESOLVE_TASKS: true } },
    }),
  );
  noActions = await signIn(
    server,
    await createStaff(server.handle.db, { level: 5, permissions: { task: { RESOLVE_TASKS: true } } }),
  );
});
afterAll(async () => {
  await server.server.deps.vehicleGateway.idle();
  await server.close();
});

/** An ongoing ride of 10 min 20 s: 6 + 11 × 1 = 17.00 EGP. */
async function ongoing(balance = 5000) {
  const rider = await createRider(server.handle.db, balance);
  const vehicle = await createVehicle(server.handle.db);
  const ride = await createOngoingRide(server.handle.db, {
    userId: rider,
    vehicleId: vehicle.id,
    startTime: new Date(server.clock.now().getTime() - 620_000),
  });
  return { rider, vehicle, ride };
}

describe("'End and pay'", () => {
  it('ends the ride, charges its price once and gives back the chosen amount', async () => {
    const { rider, ride } = await ongoing(5000);
    const response = await server.gql<{
      endRidePayWithSelectedAmount: { ride: Record<string, unknown>; walletLogs: unknown[] };
    }>(END_PAY, { id: ride, rider, balance: 3, reason: 'Compensation' }, agent);
    expect(response.errors).toBeUndefined();
    expect(response.data?.endRidePayWithSelectedAmount.ride).toMatchObject({
      status: 'done',
      price: 17,
      endedBy: 'dashboard',
      compensationAmount: 3,
      bill: { totalCost: 17, actualCost: 17 },
    });
    expect(response.data?.endRidePayWithSelectedAmount.walletLogs).toEqual([
      { type: 'UNLOCK_GO', difference: -17, prevBalance: 50, currBalance: 33 },
      { type: 'MANUAL_INPUT', difference: 3, prevBalance: 33, currBalance: 36 },
    ]);
    expect(await balanceOf(rider)).toBe(3600);
    expect(
      error(await server.gql(END_PAY, { id: ride, rider, balance: 0, reason: 'Compensation' }, agent))
        ?.message,
    ).toBe(RIDE_MESSAGES.alreadyEnded);
    expect(await balanceOf(rider)).toBe(3600);
  });

  it('refuses compensation above the ride cost and changes nothing', async () => {
    const { rider, ride } = await ongoing(5000);
    expect(
      error(await server.gql(END_PAY, { id: ride, rider, balance: 17.01, reason: 'Compensation' }, agent))
        ?.message,
    ).toBe(RIDE_MESSAGES.compensationExceedsCost);
    const [row] = await server.handle.db.select().from(rides).where(eq(rides.id, ride));
    expect(row!.status).toBe('ongoing');
    expect(await balanceOf(rider)).toBe(5000);
  });

  it("caps by what was already compensated, with the spec's notice", async () => {
    const { rider, ride } = await ongoing(5000);
    expect(error(await server.gql(COMPENSATE, { id: ride, rider, balance: 10 }, agent))).toBeUndefined();
    expect(
      error(await server.gql(END_PAY, { id: ride, rider, balance: 8, reason: 'Compensation' }, agent))
        ?.message,
    ).toBe(compensatedNotice('10.00'));
    const ok = await server.gql<{ endRidePayWithSelectedAmount: { ride: { compensationAmount: number } } }>(
      END_PAY,
      { id: ride, rider, balance: 7, reason: 'Compensation' },
      agent,
    );
    expect(ok.data?.endRidePayWithSelectedAmount.ride.compensationAmount).toBe(17);
    expect(await balanceOf(rider)).toBe(5000 + 1000 - 1700 + 700);
  });

  it('refuses another rider, bad amounts and a missing reason', async () => {
    const { rider, ride } = await ongoing();
    const other = await createRider(server.handle.db);
    expect(
      error(await server.gql(END_PAY, { id: ride, rider: other, balance: 0, reason: 'Compensation' }, agent))
        ?.message,
    ).toBe(RIDE_MESSAGES.notThisRider);
    expect(
      error(await server.gql(END_PAY, { id: ride, rider, balance: -1, reason: 'Compensation' }, agent))
        ?.message,
    ).toBe('Balance is not valid!');
    expect(
      error(await server.gql(END_PAY, { id: ride, rider, balance: 1001, reason: 'Compensation' }, agent))
        ?.message,
    ).toBe('Max balance amount to add is 1000');
    expect(
      error(await server.gql(END_PAY, { id: ride, rider, balance: 0, reason: '' }, agent))?.message,
    ).toBe('Please choose a reason!');
  });

  it('is refused without rides.TAKE_ACTIONS', async () => {
    const { rider, ride } = await ongoing();
    expect(
      error(await server.gql(END_PAY, { id: ride, rider, balance: 0, reason: 'Compensation' }, noActions))
        ?.extensions?.code,
    ).toBe('FORBIDDEN');
    expect(error(await server.gql(FREE, { id: ride }, noActions))?.extensions?.code).toBe('FORBIDDEN');
  });

  it('charges nothing for a ride of 30 seconds or less', async () => {
    const rider = await createRider(server.handle.db, 100);
    const vehicle = await createVehicle(server.handle.db);
    const ride = await createOngoingRide(server.handle.db, {
      userId: rider,
      vehicleId: vehicle.id,
      startTime: new Date(server.clock.now().getTime() - 25_000),
    });
    const response = await server.gql<{
      endRidePayWithSelectedAmount: { walletLogs: unknown[]; ride: { price: number } };
    }>(END_PAY, { id: ride, rider, balance: 0, reason: 'Compensation' }, agent);
    expect(response.data?.endRidePayWithSelectedAmount).toMatchObject({ walletLogs: [], ride: { price: 0 } });
    expect(await balanceOf(rider)).toBe(100);
  });
});

describe("'End for Free'", () => {
  it('ends the ride, bills its price as uncollected and leaves the wallet alone', async () => {
    const { rider, ride, vehicle } = await ongoing(5000);
    const response = await server.gql<{ endRideForFree: Record<string, unknown> }>(FREE, { id: ride }, agent);
    expect(response.data?.endRideForFree).toMatchObject({
      ride: { status: 'done', freeRide: true, price: 17, bill: { totalCost: 17, actualCost: 0 } },
      walletLogs: [],
    });
    expect(await balanceOf(rider)).toBe(5000);
    expect(
      await server.handle.db
        .select()
        .from(walletLogs)
        .where(and(eq(walletLogs.rideId, ride))),
    ).toHaveLength(0);
    expect(await server.handle.db.select().from(bills).where(eq(bills.userId, rider))).toHaveLength(1);
    // The vehicle is freed and a lock command goes to the gateway.
    await server.server.deps.vehicleGateway.idle();
    const { vehicles } = await import('../vehicles/tables');
    const [after] = await server.handle.db.select().from(vehicles).where(eq(vehicles.id, vehicle.id));
    expect(after).toMatchObject({ inRide: false, lockStatus: 'locked' });
  });
});

describe('rides list', () => {
  it('lets a task agent read one user or vehicle, and nothing unscoped', async () => {
    const { rider } = await ongoing();
    const scoped = await server.gql<{ rides: { totalRides: number } }>(
      RIDES,
      { filters: JSON.stringify({ user: rider }) },
      agent,
    );
    expect(scoped.data?.rides.totalRides).toBe(1);
    expect(error(await server.gql(RIDES, {}, agent))?.message).toBe(RIDE_MESSAGES.notAllowedRides);
  });
});
