import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { INTERVAL_PAYMENT_MESSAGES } from '@ops/shared/lists/intervalPayments';
import { openDatabase, type DatabaseHandle } from '../../platform/db/client';
import { migrate } from '../../platform/db/migrate';
import type { SimulatedPaymentGateway } from '../../platform/integrations/paymentGateway/simulatedPaymentGateway';
import { users } from '../../platform/session/tables';
import { walletLogs } from '../wallet/tables';
import { createRider, depsOver } from '../wallet/testFixtures';
import { TestClock } from '../../../test/testClock';
import { startAttempt } from './intervals/attempts';
import { intervalPaymentAttempts, intervalPayments } from './intervals/tables';
import { paymentTransactions } from './tables';
import { gatewayWith, scheduledTopUp } from './testFixtures';
import { expireStalePayments, handleGatewayWebhook, PAYMENT_EXPIRES_AFTER_MS } from './webhooks';

/** The gateway's webhooks on scheduled charges (issue 8 §3, §8), on PGlite with the simulated gateway. */

let handle: DatabaseHandle;
const clock = new TestClock();

beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
  await migrate(handle);
});
afterAll(async () => {
  await handle.close();
});

function depsWith(gateway: SimulatedPaymentGateway) {
  const deps = { ...depsOver(handle, clock), paymentGateway: gateway };
  gateway.onWebhook((webhook) => handleGatewayWebhook(deps, webhook).then(() => undefined));
  return deps;
}

const balanceOf = async (id: string) =>
  (await handle.db.select({ b: users.balancePiasters }).from(users).where(eq(users.id, id)))[0]!.b;
const chargeLogs = (userId: string) =>
  handle.db
    .select()
    .from(walletLogs)
    .where(and(eq(walletLogs.userId, userId), eq(walletLogs.type, 'CHARGE')));
const paymentOf = async (id: string) =>
  (await handle.db.select().from(paymentTransactions).where(eq(paymentTransactions.id, id)))[0]!;
const intervalOf = async (id: string) =>
  (await handle.db.select().from(intervalPayments).where(eq(intervalPayments.id, id)))[0]!;

describe('gateway webhooks', () => {
  it('a success credits the wallet once; the duplicate and a replay change nothing', async () => {
    const gateway = gatewayWith(clock, 'success', { duplicated: 1 });
    const deps = depsWith(gateway);
    const rider = await createRider(handle.db, 500);
    const topUp = await scheduledTopUp(handle.db, rider);
    const transactionId = await startAttempt(deps, { intervalPaymentId: topUp.id, byUserId: null });

    expect((await paymentOf(transactionId)).status).toBe('pending');
    expect((await intervalOf(topUp.id)).status).toBe('pending');
    const held = gateway.pending();
    expect(held).toHaveLength(2);
    expect(held[0]!.merchantReference).toBe(held[1]!.merchantReference);

    expect(await gateway.deliverDue(true)).toBe(2);
    const payment = await paymentOf(transactionId);
    expect(payment.status).toBe('success');
    expect(payment.webhookAt).not.toBeNull();
    expect(payment.gatewayReference).toBe(held[0]!.gatewayReference);
    expect(await balanceOf(rider)).toBe(500 + 11_000);
    const logs = await chargeLogs(rider);
    expect(logs).toHaveLength(1);
    expect(logs[0]!.walletAutoChargeId).toBe(topUp.walletAutoChargeId);
    const settled = await intervalOf(topUp.id);
    expect(settled.status).toBe('success');
    expect(settled.succeededAt).not.toBeNull();

    // The same webhook once more, and a contradicting one: both ignored.
    expect(await handleGatewayWebhook(deps, held[0]!)).toBe('ignored');
    expect(
      await handleGatewayWebhook(deps, { ...held[0]!, status: 'failed', message: 'Declined by issuer' }),
    ).toBe('ignored');
    expect((await paymentOf(transactionId)).status).toBe('success');
    expect(await balanceOf(rider)).toBe(500 + 11_000);
    expect(await chargeLogs(rider)).toHaveLength(1);
  });

  it('two copies racing apply once', async () => {
    const gateway = gatewayWith(clock, 'success');
    const deps = depsWith(gateway);
    const rider = await createRider(handle.db, 0);
    const topUp = await scheduledTopUp(handle.db, rider);
    await startAttempt(deps, { intervalPaymentId: topUp.id, byUserId: null });
    const [webhook] = gateway.pending();
    const results = await Promise.all([
      handleGatewayWebhook(deps, webhook!),
      handleGatewayWebhook(deps, webhook!),
    ]);
    expect(results.sort()).toEqual(['applied', 'ignored']);
    expect(await chargeLogs(rider)).toHaveLength(1);
    expect(await balanceOf(rider)).toBe(11_000);
  });

  it('a failure records the attempt, schedules the next try and moves no money', async () => {
    const gateway = gatewayWith(clock, 'failed');
    const deps = depsWith(gateway);
    const rider = await createRider(handle.db, 100);
    const topUp = await scheduledTopUp(handle.db, rider);
    const transactionId = await startAttempt(deps, { intervalPaymentId: topUp.id, byUserId: null });
    await gateway.deliverDue(true);
    expect((await paymentOf(transactionId)).status).toBe('failed');
    const failed = await intervalOf(topUp.id);
    expect(failed.status).toBe('failed');
    expect(failed.attempts).toBe(1);
    expect(failed.failedAt).not.toBeNull();
    expect(failed.nextRetryAt!.getTime()).toBeGreaterThan(failed.failedAt!.getTime());
    const [attempt] = await handle.db
      .select()
      .from(intervalPaymentAttempts)
      .where(eq(intervalPaymentAttempts.paymentTransactionId, transactionId));
    expect(attempt!.outcome).toBe('failed');
    expect(await balanceOf(rider)).toBe(100);
    // A staff retry is the only way back in before nextRetryAt; the schedule is refused until then.
    await expect(startAttempt(deps, { intervalPaymentId: topUp.id, byUserId: null })).rejects.toThrow(
      INTERVAL_PAYMENT_MESSAGES.notFailed,
    );
  });

  it('a decline on the spot fails the try at once, with the gateway message', async () => {
    const gateway = gatewayWith(clock, 'declined');
    const deps = depsWith(gateway);
    const rider = await createRider(handle.db, 0);
    const topUp = await scheduledTopUp(handle.db, rider);
    const transactionId = await startAttempt(deps, { intervalPaymentId: topUp.id, byUserId: null });
    expect(gateway.pending()).toHaveLength(0);
    const payment = await paymentOf(transactionId);
    expect(payment.status).toBe('failed');
    expect(payment.instantResponseMessage).toMatch(/^DECLINED/);
    expect((await intervalOf(topUp.id)).status).toBe('failed');
  });

  it('no webhook: the transaction expires, the try fails; a webhook after that is ignored', async () => {
    const gateway = gatewayWith(clock, 'success');
    const deps = depsWith(gateway);
    const rider = await createRider(handle.db, 0);
    const topUp = await scheduledTopUp(handle.db, rider);
    const transactionId = await startAttempt(deps, { intervalPaymentId: topUp.id, byUserId: null });
    const [late] = gateway.pending();
    clock.advance(PAYMENT_EXPIRES_AFTER_MS + 1000);
    expect(await expireStalePayments(deps)).toBeGreaterThanOrEqual(1);
    expect((await paymentOf(transactionId)).status).toBe('expired');
    expect((await intervalOf(topUp.id)).status).toBe('failed');
    expect(await handleGatewayWebhook(deps, late!)).toBe('ignored');
    expect((await paymentOf(transactionId)).status).toBe('expired');
    expect(await chargeLogs(rider)).toHaveLength(0);
  });

  it('a late webhook (after the instant window, before expiry) is applied, once', async () => {
    const gateway = gatewayWith(clock, 'success', {
      late: 1,
      respondWithinMs: 30_000,
      lateDelayMs: [20_000, 20_000],
    });
    const deps = depsWith(gateway);
    const rider = await createRider(handle.db, 0);
    const topUp = await scheduledTopUp(handle.db, rider);
    const transactionId = await startAttempt(deps, { intervalPaymentId: topUp.id, byUserId: null });
    expect(await gateway.deliverDue()).toBe(0);
    clock.advance(60_000);
    expect(await gateway.deliverDue()).toBe(1);
    const payment = await paymentOf(transactionId);
    expect(payment.status).toBe('success');
    expect(payment.webhookAt!.getTime()).toBeGreaterThan(payment.instantResponseMaxDate!.getTime());
    expect(await chargeLogs(rider)).toHaveLength(1);
  });

  it('a webhook for an unknown reference changes nothing', async () => {
    const deps = depsWith(gatewayWith(clock, 'success'));
    expect(
      await handleGatewayWebhook(deps, {
        merchantReference: 'NOPE-1',
        gatewayReference: '1',
        status: 'success',
        message: 'Approved',
        sentAt: clock.now(),
      }),
    ).toBe('unknown');
  });
});
