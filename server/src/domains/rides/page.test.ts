import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { compensatedNotice } from '@ops/shared/rules/endRidePay';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { users } from '../../platform/session/tables';
import { createOngoingRide, createRider, createVehicle } from '../wallet/testFixtures';
import { RIDE_MESSAGES } from './messages';
import { rides } from './tables';

const GET = `query($id: ID!) { getRide(_id: $id) {
  ride { _id status price compensationAmount checkStatus bill { totalCost } }
  userStopLat userStopLong bill { totalCost actualCost paidWithBalance type }
  walletLogs { type difference ride } logs { event note by { name } }
} }`;
const CHECK = `mutation($id: ID!, $accept: Boolean!) { checkRide(_id: $id, accept: $accept) { _id checkStatus } }`;
const END_PAY = `mutation($id: ID!) { endRidePay(id: $id) { ride { status } walletLogs { type difference } } }`;
const COMPENSATE = `mutation($id: ID!, $rider: ID!, $balance: Float!) {
  compensateWithoutEnding(id: $id, riderId: $rider, balance: $balance, additionalReason: "Compensation") { ride { compensationAmount } }
}`;

interface Details {
  ride: {
    _id: string;
    status: string;
    price: number;
    compensationAmount: number;
    checkStatus: string;
    bill: { totalCost: number } | null;
  };
  userStopLat: number | null;
  bill: { totalCost: number; actualCost: number; paidWithBalance: number; type: string } | null;
  walletLogs: Array<{ type: string; difference: number; ride: string }> | null;
  logs: Array<{ event: string; note: string | null; by: { name: string } | null }>;
}

let server: TestServer;
let ops: string;
let viewerNoWallet: string;
let agent: string;
let nobody: string;
const error = (response: { errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }) =>
  response.errors?.[0];
const balanceOf = async (id: string) =>
  (await server.handle.db.select({ b: users.balancePiasters }).from(users).where(eq(users.id, id)))[0]!.b;

beforeAll(async () => {
  server = await startTestServer();
  ops = await signIn(
    server,
    await createStaff(server.handle.db, {
      level: 1,
      permissions: { rides: { VIEW_PAGE: true, TAKE_ACTIONS: true }, users: { VIEW_WALLET_ACTIONS: true } },
    }),
  );
  viewerNoWallet = await signIn(
    server,
    await createStaff(server.handle.db, { level: 5, permissions: { rides: { VIEW_PAGE: true } } }),
  );
  agent = await signIn(
    server,
    await createStaff(server.handle.db, { level: 5, permissions: { task: { RESOLVE_TASKS: true } } }),
  );
  nobody = await signIn(
    server,
    await createStaff(server.handle.db, { level: 5, permissions: { users: { VIEW_WALLET_ACTIONS: true } } }),
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
  return { rider, ride };
}
const details = async (id: string, as = ops) => {
  const response = await server.gql<{ getRide: Details }>(GET, { id }, as);
  expect(response.errors).toBeUndefined();
  return response.data!.getRide;
};

describe('getRide', () => {
  it('shows an ongoing ride priced now, with no bill and no wallet entries yet', async () => {
    const { ride } = await ongoing();
    await server.handle.db
      .update(rides)
      .set({ userStopLat: 30.05, userStopLong: 31.23 })
      .where(eq(rides.id, ride));
    expect(await details(ride)).toMatchObject({
      ride: { status: 'ongoing', price: 17, checkStatus: 'P', bill: null },
      userStopLat: 30.05,
      bill: null,
      walletLogs: [],
      logs: [],
    });
  });

  it('after End and pay shows the bill, the charge in the wallet log and who ended it', async () => {
    const { rider, ride } = await ongoing(5000);
    expect(error(await server.gql(END_PAY, { id: ride }, ops))).toBeUndefined();
    const after = await details(ride);
    expect(after.ride.status).toBe('done');
    expect(after.bill).toEqual({ totalCost: 17, actualCost: 17, paidWithBalance: 17, type: 'ride' });
    expect(after.walletLogs).toEqual([{ type: 'UNLOCK_GO', difference: -17, ride }]);
    expect(after.logs).toEqual([
      { event: 'ENDED', note: 'End and pay', by: { name: expect.stringMatching(/^Staff /) as string } },
    ]);
    expect(await balanceOf(rider)).toBe(5000 - 1700);
    // Ended once: a second press finds it ended and charges nothing more.
    expect(error(await server.gql(END_PAY, { id: ride }, ops))?.message).toBe(RIDE_MESSAGES.alreadyEnded);
    expect(await balanceOf(rider)).toBe(5000 - 1700);
  });

  it('says not found for an unknown ride, and refuses one the caller may not read', async () => {
    // The page tells the two apart by the code beside the words (shared/rules/refusals.ts).
    expect(error(await server.gql(GET, { id: 'no-such-ride' }, ops))).toMatchObject({
      message: RIDE_MESSAGES.notFound,
      extensions: { code: 500, reason: 'RIDE_NOT_FOUND' },
    });
    const { ride } = await ongoing();
    expect(error(await server.gql(GET, { id: ride }, nobody))).toMatchObject({
      message: RIDE_MESSAGES.notAllowedRides,
      extensions: { code: 500, reason: 'RIDES_NOT_ALLOWED' },
    });
  });

  it('lets a task agent read a ride (the workspace links here) and hides wallet entries from whoever may not read them', async () => {
    const { ride } = await ongoing();
    expect((await details(ride, agent)).ride._id).toBe(ride);
    expect((await details(ride, viewerNoWallet)).walletLogs).toBeNull();
  });
});

describe('compensateWithoutEnding from the ride page', () => {
  it('never gives more than the ride total, ongoing or ended, and says when it was already compensated', async () => {
    const { rider, ride } = await ongoing(5000);
    expect(error(await server.gql(COMPENSATE, { id: ride, rider, balance: 17.01 }, ops))?.message).toBe(
      RIDE_MESSAGES.compensationExceedsCost,
    );
    expect(error(await server.gql(COMPENSATE, { id: ride, rider, balance: 12 }, ops))).toBeUndefined();
    expect(error(await server.gql(END_PAY, { id: ride }, ops))).toBeUndefined();
    // Ended: the bill's 17.00 is the cap; 12.00 already given leaves 5.00.
    expect(error(await server.gql(COMPENSATE, { id: ride, rider, balance: 5.01 }, ops))?.message).toBe(
      compensatedNotice('12.00'),
    );
    expect(error(await server.gql(COMPENSATE, { id: ride, rider, balance: 5 }, ops))).toBeUndefined();
    expect(error(await server.gql(COMPENSATE, { id: ride, rider, balance: 0.01 }, ops))?.message).toBe(
      compensatedNotice('17.00'),
    );
    const after = await details(ride);
    expect(after.ride.compensationAmount).toBe(17);
    expect(after.walletLogs?.map((log) => log.difference).sort((a, b) => a - b)).toEqual([-17, 5, 12]);
    expect(after.logs.map((log) => log.event)).toEqual(['COMPENSATED', 'ENDED', 'COMPENSATED']);
    expect(await balanceOf(rider)).toBe(5000 + 1200 - 1700 + 500);
  });
});

describe('checkRide', () => {
  it('accepts and declines, recording who decided', async () => {
    const { ride } = await ongoing();
    const accepted = await server.gql<{ checkRide: { checkStatus: string } }>(
      CHECK,
      { id: ride, accept: true },
      ops,
    );
    expect(accepted.data?.checkRide.checkStatus).toBe('Y');
    const declined = await server.gql<{ checkRide: { checkStatus: string } }>(
      CHECK,
      { id: ride, accept: false },
      ops,
    );
    expect(declined.data?.checkRide.checkStatus).toBe('N');
    expect((await details(ride)).logs.map((log) => [log.event, log.note])).toEqual([
      ['CHECKED', 'Accepted'],
      ['CHECKED', 'Declined'],
    ]);
  });

  it('is refused without rides.TAKE_ACTIONS and for an unknown ride', async () => {
    const { ride } = await ongoing();
    expect(error(await server.gql(CHECK, { id: ride, accept: true }, viewerNoWallet))?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await details(ride)).ride.checkStatus).toBe('P');
    expect(error(await server.gql(CHECK, { id: 'no-such-ride', accept: true }, ops))?.message).toBe(
      RIDE_MESSAGES.notFound,
    );
  });
});
