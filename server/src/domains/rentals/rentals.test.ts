import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { RENTAL_MESSAGES } from '@ops/shared/rules/rentals';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { users } from '../../platform/session/tables';
import { walletLogs } from '../wallet/tables';
import { createArea, createRider, createVehicle, depsOver } from '../wallet/testFixtures';
import { createDayRental } from './service';
import { dayRentalEvents, dayRentals } from './tables';

const LIST = `query($filters: String) { getDayRentals(filters: $filters) { totalRentals rentals { _id status price rentalDate nextStatuses vehicle { code } user { _id } events { from to by { _id } } } } }`;
const MOVE = `mutation($id: ID!, $status: String!, $expected: String!, $code: String) {
  setDayRentalStatus(_id: $id, status: $status, expectedStatus: $expected, vehicleCode: $code) { _id status vehicle { code } nextStatuses events { from to vehicle { code } by { name } } }
}`;

type Gql = { errors?: Array<{ message: string; extensions?: Record<string, unknown> }>; data?: unknown };
let server: TestServer;
let operator: string;
let viewer: string;
let area: string;
const error = (response: Gql) => response.errors?.[0];

async function book(balance = 20_000) {
  const rider = await createRider(server.handle.db, balance);
  const deps = depsOver(server.handle, server.clock);
  const rental = await createDayRental(deps, {
    userId: rider,
    areaId: area,
    rentalDate: '2026-11-23',
    pricePiasters: 15_000,
    deliveryAddress: '12 Road 9, Maadi',
  });
  return { rider, rental, events: deps.events.events };
}

beforeAll(async () => {
  server = await startTestServer();
  operator = await signIn(
    server,
    await createStaff(server.handle.db, {
      level: 5,
      permissions: { rentals: { VIEW_PAGE: true, UPDATE_STATUS: true } },
    }),
  );
  viewer = await signIn(
    server,
    await createStaff(server.handle.db, { level: 5, permissions: { rentals: { VIEW_PAGE: true } } }),
  );
  area = await createArea(server.handle.db);
});
afterAll(() => server.close());

describe('createDayRental', () => {
  it('charges the price through the ledger with its bill, records the booking and sends NEW_DAY_RENTAL', async () => {
    const { rider, rental, events } = await book();
    expect(rental).toMatchObject({
      status: 'pending',
      price: 150,
      nextStatuses: ['ready'],
      events: [{ from: null, to: 'pending' }],
    });
    const [user] = await server.handle.db
      .select({ balance: users.balancePiasters })
      .from(users)
      .where(eq(users.id, rider));
    expect(user!.balance).toBe(5_000);
    const [log] = await server.handle.db
      .select()
      .from(walletLogs)
      .where(eq(walletLogs.billId, rental.billId!));
    expect(log).toMatchObject({
      type: 'DAY_RENTAL',
      differencePiasters: -15_000,
      prevBalancePiasters: 20_000,
      currBalancePiasters: 5_000,
    });
    expect(events).toEqual([
      expect.objectContaining({
        target: 'topic:NEW_DAY_RENTAL',
        event: 'NEW_DAY_RENTAL',
        payload: expect.objectContaining({ _id: rental._id }),
      }),
    ]);
  });
});

describe('setDayRentalStatus', () => {
  it('moves pending -> ready (with a vehicle) -> delivered -> collected, each step recorded with who', async () => {
    const { rental } = await book();
    const vehicle = await createVehicle(server.handle.db, { areaId: area });
    expect(
      error(await server.gql(MOVE, { id: rental._id, status: 'ready', expected: 'pending' }, operator))
        ?.message,
    ).toBe(RENTAL_MESSAGES.vehicleRequired);
    expect(
      error(
        await server.gql(
          MOVE,
          { id: rental._id, status: 'ready', expected: 'pending', code: 'NOPE' },
          operator,
        ),
      )?.message,
    ).toBe(RENTAL_MESSAGES.vehicleNotFound);
    const ready = await server.gql<{
      setDayRentalStatus: { status: string; vehicle: { code: string }; nextStatuses: string[] };
    }>(MOVE, { id: rental._id, status: 'ready', expected: 'pending', code: vehicle.code }, operator);
    expect(ready.errors).toBeUndefined();
    expect(ready.data!.setDayRentalStatus).toMatchObject({
      status: 'ready',
      vehicle: { code: vehicle.code },
      nextStatuses: ['pending', 'delivered'],
    });
    expect(
      error(await server.gql(MOVE, { id: rental._id, status: 'collected', expected: 'ready' }, operator))
        ?.message,
    ).toBe('A Ready rental cannot become Collected');
    await server.gql(MOVE, { id: rental._id, status: 'delivered', expected: 'ready' }, operator);
    const done = await server.gql<{
      setDayRentalStatus: {
        status: string;
        nextStatuses: string[];
        events: Array<{ from: string | null; to: string; by: { name: string } | null }>;
      };
    }>(MOVE, { id: rental._id, status: 'collected', expected: 'delivered' }, operator);
    expect(done.data!.setDayRentalStatus.status).toBe('collected');
    expect(done.data!.setDayRentalStatus.nextStatuses).toEqual([]);
    expect(done.data!.setDayRentalStatus.events.map((event) => `${event.from ?? '-'}>${event.to}`)).toEqual([
      '->pending',
      'pending>ready',
      'ready>delivered',
      'delivered>collected',
    ]);
    expect(done.data!.setDayRentalStatus.events.slice(1).every((event) => event.by !== null)).toBe(true);
  });

  it('a stale expected status is refused and writes nothing; releasing a ready rental frees its vehicle', async () => {
    const { rental } = await book();
    const vehicle = await createVehicle(server.handle.db, { areaId: area });
    await server.gql(
      MOVE,
      { id: rental._id, status: 'ready', expected: 'pending', code: vehicle.code },
      operator,
    );
    const before = await server.handle.db
      .select()
      .from(dayRentalEvents)
      .where(eq(dayRentalEvents.rentalId, rental._id));
    expect(
      error(
        await server.gql(
          MOVE,
          { id: rental._id, status: 'ready', expected: 'pending', code: vehicle.code },
          operator,
        ),
      )?.message,
    ).toBe(RENTAL_MESSAGES.changed);
    expect(
      await server.handle.db.select().from(dayRentalEvents).where(eq(dayRentalEvents.rentalId, rental._id)),
    ).toHaveLength(before.length);
    await server.gql(MOVE, { id: rental._id, status: 'pending', expected: 'ready' }, operator);
    const [row] = await server.handle.db.select().from(dayRentals).where(eq(dayRentals.id, rental._id));
    expect(row).toMatchObject({ status: 'pending', vehicleId: null });
  });

  it('needs rentals.UPDATE_STATUS; the list needs only VIEW_PAGE and filters by status', async () => {
    const { rental } = await book();
    expect(
      error(
        await server.gql(MOVE, { id: rental._id, status: 'ready', expected: 'pending', code: 'X' }, viewer),
      )?.extensions?.code,
    ).toBe('FORBIDDEN');
    const list = await server.gql<{ getDayRentals: { rentals: Array<{ _id: string; status: string }> } }>(
      LIST,
      { filters: JSON.stringify({ status: 'collected', area: [area] }) },
      viewer,
    );
    expect(list.errors).toBeUndefined();
    expect(list.data!.getDayRentals.rentals.every((row) => row.status === 'collected')).toBe(true);
    expect(list.data!.getDayRentals.rentals).toHaveLength(1);
    expect(
      error(await server.gql(LIST, { filters: JSON.stringify({ status: 'lost' }) }, viewer))?.message,
    ).toBe("Filter 'status': Status must be pending, ready, delivered or collected");
  });
});
