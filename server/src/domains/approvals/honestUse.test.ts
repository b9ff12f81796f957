import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createStaff } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { refundBill } from '../bills/service';
import { insertBill } from '../bills/testFixtures';
import { compensateWithoutEnding } from '../rides/service';
import { users } from '../../platform/session/tables';
import { createOngoingRide, createRider, createVehicle, depsOver, sessionFor } from '../wallet/testFixtures';

/**
 * Issue 22, "done means": nothing changes for honest use. A Finance user's ordinary work
 * (refund a 50 EGP bill, a +200 compensation) moves at once, with no second signature.
 */

let server: TestServer;
const financeRole = {
  level: 3,
  department: 'Finance',
  permissions: {
    bills: { REFUND: true, MANUAL_BILLS: true },
    users: { EDIT_USER_BALANCE: true },
    rides: { TAKE_ACTIONS: true },
  },
};

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const balanceOf = async (id: string) =>
  (await server.handle.db.select({ b: users.balancePiasters }).from(users).where(eq(users.id, id)))[0]!.b;

describe('honest use', () => {
  it('a Finance user refunds a 50 EGP bill and gives a +200 compensation: both move at once', async () => {
    const db = server.handle.db;
    const deps = depsOver(server.handle);
    const session = sessionFor((await createStaff(db, financeRole)).userId, financeRole);
    const rider = await createRider(db);
    const bill = await insertBill(db, {
      userId: rider,
      date: new Date(),
      totalCostPiasters: 5000,
      actualCostPiasters: 5000,
      paidWithBalancePiasters: 5000,
    });
    const refund = await refundBill(deps, session, { _id: bill, amount: 50, reason: 'Scooter broke' });
    expect(refund.approval).toBeNull();
    expect(refund.bill).not.toBeNull();

    const other = await createRider(db);
    const vehicle = await createVehicle(db);
    const ride = await createOngoingRide(db, {
      userId: other,
      vehicleId: vehicle.id,
      startTime: new Date(Date.now() - 10 * 3_600_000),
    });
    const compensation = await compensateWithoutEnding(deps, session, {
      id: ride,
      riderId: other,
      balance: 200,
      additionalReason: 'Compensation',
    });
    expect(compensation.pendingApproval).toBeNull();
    expect(compensation.walletLogs.map((log) => log.difference)).toEqual([200]);

    expect(await balanceOf(rider)).toBe(5000);
    expect(await balanceOf(other)).toBe(20_000);
  });
});
