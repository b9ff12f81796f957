import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { BILL_MESSAGES } from '@ops/shared/rules/bills';
import { freshPostgres, type FreshDatabase } from '../../../test/pgDatabase';
import { createStaff } from '../../../test/staff';
import { newId } from '../../platform/lib/ids';
import { users } from '../../platform/session/tables';
import { walletLogs } from '../wallet/tables';
import { createRider, depsOver, sessionFor } from '../wallet/testFixtures';
import { createManualBill, refundBill } from './service';
import { bills } from './tables';
import { insertBill } from './testFixtures';

let database: FreshDatabase;
let staffId: string;

beforeAll(async () => {
  database = await freshPostgres(40);
  staffId = (await createStaff(database.handle.db, { level: 0, department: 'Administration' })).userId;
});
afterAll(async () => {
  await database.drop();
});

const balanceOf = async (id: string) =>
  (await database.handle.db.select({ b: users.balancePiasters }).from(users).where(eq(users.id, id)))[0]!.b;

/** The constraint PostgreSQL named when it refused the write (drizzle wraps the driver's error as `cause`). */
async function constraintOf(write: Promise<unknown>): Promise<string | undefined> {
  try {
    await write;
    return undefined;
  } catch (error) {
    return ((error as { cause?: { constraint?: string } }).cause ?? (error as { constraint?: string }))
      .constraint;
  }
}

describe('refunds under concurrency (real PostgreSQL)', () => {
  it('20 concurrent refunds of one bill: refunded once, one REFUND bill, one SYS_REFUND log', async () => {
    const deps = depsOver(database.handle);
    const session = sessionFor(staffId);
    const rider = await createRider(database.handle.db, 1000);
    const bill = await insertBill(database.handle.db, {
      userId: rider,
      totalCostPiasters: 4500,
      actualCostPiasters: 4500,
    });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        refundBill(deps, session, { _id: bill, amount: 45, reason: `Race ${i}` }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refusals = results
      .filter((r): r is PromiseRejectedResult => r.status === 'rejected')
      .map((r) => (r.reason as Error).message);
    expect(new Set(refusals)).toEqual(new Set([BILL_MESSAGES.alreadyRefunded]));
    const refunds = await database.handle.db
      .select()
      .from(bills)
      .where(and(eq(bills.refundedBillId, bill), eq(bills.type, 'REFUND')));
    expect(refunds).toHaveLength(1);
    const logs = await database.handle.db
      .select()
      .from(walletLogs)
      .where(and(eq(walletLogs.userId, rider), eq(walletLogs.type, 'SYS_REFUND')));
    expect(logs.map((log) => [log.differencePiasters, log.billId])).toEqual([[4500, refunds[0]!.id]]);
    expect(await balanceOf(rider)).toBe(1000 + 4500);
    await deps.vehicleGateway.close();
  });

  it('the database itself refuses a second REFUND bill for one bill (the unique index of migration 0013)', async () => {
    const rider = await createRider(database.handle.db);
    const bill = await insertBill(database.handle.db, { userId: rider });
    const refund = () =>
      insertBill(database.handle.db, {
        id: newId(),
        userId: rider,
        type: 'REFUND',
        refundedBillId: bill,
        balanceChangePiasters: 100,
      });
    await refund();
    await expect(constraintOf(refund())).resolves.toBe('bills_one_refund_per_bill');
    // A REFUND must name its bill.
    await expect(
      constraintOf(
        insertBill(database.handle.db, { userId: rider, type: 'REFUND', balanceChangePiasters: 100 }),
      ),
    ).resolves.toBe('bills_refund_names_a_bill');
  });

  it('20 concurrent fines and compensations on one wallet: every bill has its log and the balance adds up', async () => {
    const deps = depsOver(database.handle);
    const session = sessionFor(staffId);
    const rider = await createRider(database.handle.db, 10_000);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        createManualBill(deps, session, {
          userId: rider,
          type: i % 2 ? 'FINE' : 'COMPENSATION',
          amount: 3,
          reason: `Case ${i}`,
        }),
      ),
    );
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(failed).toHaveLength(0);
    const written = await database.handle.db.select().from(bills).where(eq(bills.userId, rider));
    expect(written).toHaveLength(20);
    const logs = await database.handle.db.select().from(walletLogs).where(eq(walletLogs.userId, rider));
    expect(new Set(logs.filter((log) => log.billId).map((log) => log.billId))).toEqual(
      new Set(written.map((bill) => bill.id)),
    );
    expect(await balanceOf(rider)).toBe(10_000);
    await deps.vehicleGateway.close();
  });
});
