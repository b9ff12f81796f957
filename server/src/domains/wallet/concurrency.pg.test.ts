import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { freshPostgres, type FreshDatabase } from '../../../test/pgDatabase';
import { createStaff } from '../../../test/staff';
import { bills } from '../bills/tables';
import { queryRows } from '../../platform/db/client';
import { endRidePayWithSelectedAmount } from '../rides/service';
import { rides } from '../rides/tables';
import { users } from '../../platform/session/tables';
import { incrementBalance, waiveFine } from './service';
import { walletLogs } from './tables';
import {
  addLog,
  createOngoingRide,
  createRider,
  createVehicle,
  depsOver,
  sessionFor,
  sessionWithThreshold,
} from './testFixtures';

let database: FreshDatabase;
let staffId: string;

beforeAll(async () => {
  database = await freshPostgres(60);
  staffId = (await createStaff(database.handle.db, { level: 0, department: 'Administration' })).userId;
});
afterAll(async () => {
  await database.drop();
});

const balanceOf = async (id: string) =>
  (await database.handle.db.select({ b: users.balancePiasters }).from(users).where(eq(users.id, id)))[0]!.b;

describe('money under concurrency (real PostgreSQL)', () => {
  it('1,000 concurrent +1 edits: the balance rises by exactly 1,000 and the logs add up', async () => {
    const deps = depsOver(database.handle);
    // A role trusted with 1,000 EGP to one rider a day: this test is about the ledger, not the second signature.
    const session = await sessionWithThreshold(
      database.handle.db,
      await createStaff(database.handle.db, { level: 0, department: 'Administration' }),
      1000,
    );
    const rider = await createRider(database.handle.db, 12_345);
    const started = performance.now();
    const results = await Promise.allSettled(
      Array.from({ length: 1000 }, () =>
        incrementBalance(deps, session, { id: rider, balance: 1, additionalReason: 'Compensation' }),
      ),
    );
    const ms = performance.now() - started;
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(0);
    expect(await balanceOf(rider)).toBe(12_345 + 100_000);
    const [sum] = await queryRows<{ total: number; n: number }>(
      database.handle.db,
      sql`SELECT sum(difference_piasters)::bigint AS total, count(*)::int AS n FROM wallet_logs WHERE user_id = ${rider} AND type = 'MANUAL_INPUT' AND additional_reason = 'Compensation'`,
    );
    expect(Number(sum!.total)).toBe(100_000);
    expect(Number(sum!.n)).toBe(1000);
    // The chain is a line: every prev balance is some earlier curr balance, none repeats.
    const [chain] = await queryRows<{ distinct_prev: number }>(
      database.handle.db,
      sql`SELECT count(DISTINCT prev_balance_piasters)::int AS distinct_prev FROM wallet_logs WHERE user_id = ${rider}`,
    );
    expect(Number(chain!.distinct_prev)).toBe(1001);
    console.info(`[measure] 1000 concurrent balance edits on PostgreSQL: ${ms.toFixed(0)} ms`);
  });

  it('20 concurrent waives of one fine: one waive, one FINE_WAIVE log', async () => {
    const deps = depsOver(database.handle);
    const session = sessionFor(staffId);
    const rider = await createRider(database.handle.db, 5000);
    const fine = await addLog(database.handle.db, rider, -2500, 'FINE', 'Parking');
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => waiveFine(deps, session, { walletLogId: fine, userId: rider })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const waives = await database.handle.db
      .select()
      .from(walletLogs)
      .where(and(eq(walletLogs.userId, rider), eq(walletLogs.type, 'FINE_WAIVE')));
    expect(waives).toHaveLength(1);
    expect(waives[0]!.differencePiasters).toBe(2500);
    expect(await balanceOf(rider)).toBe(5000);
  });

  it("20 concurrent 'End and pay' of one ongoing ride: ended once, charged once", async () => {
    const deps = depsOver(database.handle);
    const session = sessionFor(staffId);
    const rider = await createRider(database.handle.db, 10_000);
    const vehicle = await createVehicle(database.handle.db);
    // 10 minutes 20 seconds: 11 started minutes, 6 + 11 × 1 = 17 EGP.
    const ride = await createOngoingRide(database.handle.db, {
      userId: rider,
      vehicleId: vehicle.id,
      startTime: new Date(Date.now() - 620_000),
    });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        endRidePayWithSelectedAmount(deps, session, {
          id: ride,
          riderId: rider,
          balance: 2,
          additionalReason: 'Compensation',
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const [ended] = await database.handle.db.select().from(rides).where(eq(rides.id, ride));
    expect(ended!.status).toBe('done');
    const charges = await database.handle.db
      .select()
      .from(walletLogs)
      .where(and(eq(walletLogs.rideId, ride), eq(walletLogs.type, 'UNLOCK_GO')));
    expect(charges).toHaveLength(1);
    expect(charges[0]!.differencePiasters).toBe(-1700);
    const rideBills = await database.handle.db.select().from(bills).where(eq(bills.userId, rider));
    expect(rideBills).toHaveLength(1);
    // 100.00 - 17.00 charged + 2.00 compensation.
    expect(await balanceOf(rider)).toBe(10_000 - 1700 + 200);
    await deps.vehicleGateway.close();
  });
});
