import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { INTERVAL_PAYMENT_MESSAGES } from '@ops/shared/lists/intervalPayments';
import { freshPostgres, type FreshDatabase } from '../../../test/pgDatabase';
import { createStaff } from '../../../test/staff';
import { TestClock } from '../../../test/testClock';
import { users } from '../../platform/session/tables';
import { walletLogs } from '../wallet/tables';
import { createRider, depsOver, sessionFor } from '../wallet/testFixtures';
import { retryIntervalPayment } from './intervals/service';
import { intervalPaymentAttempts, intervalPayments } from './intervals/tables';
import { paymentTransactions } from './tables';
import { gatewayWith, scheduledTopUp } from './testFixtures';
import { handleGatewayWebhook } from './webhooks';

/** retryIntervalPayment on a real PostgreSQL server: the permission, and one try under 20 concurrent clicks. */

let database: FreshDatabase;
let financeId: string;

beforeAll(async () => {
  database = await freshPostgres(40);
  financeId = (
    await createStaff(database.handle.db, {
      level: 3,
      department: 'Accounting',
      permissions: { bills: { REFUND: true } },
    })
  ).userId;
});
afterAll(async () => {
  await database.drop();
});

describe('retrying a failed scheduled charge (real PostgreSQL)', () => {
  it('is refused without the bills refund permission, and nothing is tried', async () => {
    const deps = depsOver(database.handle);
    const rider = await createRider(database.handle.db);
    const topUp = await scheduledTopUp(database.handle.db, rider, {
      status: 'failed',
      attempts: 1,
      failedAt: new Date(),
    });
    const viewer = sessionFor(financeId, {
      level: 3,
      department: 'Accounting',
      permissions: { bills: { VIEW_PAYMENT_TRANSACTIONS: true } },
    });
    await expect(retryIntervalPayment(deps, viewer, { _id: topUp.id })).rejects.toThrow(
      INTERVAL_PAYMENT_MESSAGES.notAllowed,
    );
    expect(
      await database.handle.db
        .select()
        .from(intervalPaymentAttempts)
        .where(eq(intervalPaymentAttempts.intervalPaymentId, topUp.id)),
    ).toHaveLength(0);
    expect(
      await database.handle.db
        .select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.userId, rider)),
    ).toHaveLength(0);
  });

  it('20 concurrent retries make one try, one transaction and, on success, one credit', async () => {
    const clock = new TestClock();
    const gateway = gatewayWith(clock, 'success', { duplicated: 1 });
    const deps = { ...depsOver(database.handle, clock), paymentGateway: gateway };
    gateway.onWebhook((webhook) => handleGatewayWebhook(deps, webhook).then(() => undefined));
    const rider = await createRider(database.handle.db, 700);
    const topUp = await scheduledTopUp(database.handle.db, rider, {
      status: 'failed',
      attempts: 3,
      failedAt: new Date(),
      nextRetryAt: null,
    });
    const finance = sessionFor(financeId, {
      level: 3,
      department: 'Accounting',
      permissions: { bills: { REFUND: true } },
    });

    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => retryIntervalPayment(deps, finance, { _id: topUp.id })),
    );
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(rejected).toHaveLength(19);
    expect(new Set(rejected.map((r) => (r.reason as Error).message))).toEqual(
      new Set([INTERVAL_PAYMENT_MESSAGES.notFailed]),
    );

    const attempts = await database.handle.db
      .select()
      .from(intervalPaymentAttempts)
      .where(eq(intervalPaymentAttempts.intervalPaymentId, topUp.id));
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ attemptNumber: 4, byUserId: financeId, outcome: 'pending' });
    expect(
      await database.handle.db
        .select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.userId, rider)),
    ).toHaveLength(1);

    // The gateway's webhook (sent twice, delivered at once) credits the wallet once.
    const webhooks = gateway.pending();
    expect(webhooks).toHaveLength(2);
    await Promise.all(webhooks.map((webhook) => handleGatewayWebhook(deps, webhook)));
    const [row] = await database.handle.db
      .select()
      .from(intervalPayments)
      .where(eq(intervalPayments.id, topUp.id));
    expect(row).toMatchObject({ status: 'success', attempts: 4 });
    const credits = await database.handle.db
      .select()
      .from(walletLogs)
      .where(and(eq(walletLogs.userId, rider), eq(walletLogs.type, 'CHARGE')));
    expect(credits).toHaveLength(1);
    expect(credits[0]).toMatchObject({
      prevBalancePiasters: 700,
      differencePiasters: 11_000,
      currBalancePiasters: 11_700,
    });
    const [account] = await database.handle.db
      .select({ balance: users.balancePiasters })
      .from(users)
      .where(eq(users.id, rider));
    expect(account!.balance).toBe(11_700);
  });
});
