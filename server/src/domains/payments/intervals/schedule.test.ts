import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../../../platform/db/client';
import { migrate } from '../../../platform/db/migrate';
import { newId } from '../../../platform/lib/ids';
import { primePlans, primeSubscriptions } from '../../prime/tables';
import { users } from '../../../platform/session/tables';
import { walletAutoCharges, walletChargePlans, walletLogs } from '../../wallet/tables';
import { createRider, depsOver } from '../../wallet/testFixtures';
import { TestClock } from '../../../../test/testClock';
import { gatewayWith } from '../testFixtures';
import { handleGatewayWebhook } from '../webhooks';
import { runIntervalPayments } from './schedule';
import { intervalPaymentAttempts, intervalPayments } from './tables';

/** The schedule of issue 8 §8 on PGlite: what becomes due, and what a paid or failed try does. */

let handle: DatabaseHandle;
const clock = new TestClock();
const DAY = 24 * 3600_000;

beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
  await migrate(handle);
});
afterAll(async () => {
  await handle.close();
});

async function subscribe(
  userId: string,
  validUntil: Date,
  fields: Partial<typeof primeSubscriptions.$inferInsert> = {},
): Promise<string> {
  const planId = newId();
  await handle.db
    .insert(primePlans)
    .values({ id: planId, name: 'Prime Monthly', pricePiasters: 9900, periodValue: 1, periodUnit: 'MONTH' });
  const id = newId();
  await handle.db.insert(primeSubscriptions).values({
    id,
    userId,
    planId,
    name: 'Prime Monthly',
    pricePiasters: 9900,
    periodValue: 1,
    periodUnit: 'MONTH',
    unlocks: -1,
    reservations: -1,
    validUntil,
    ...fields,
  });
  await handle.db.update(users).set({ subscriptionPlanId: id }).where(eq(users.id, userId));
  return id;
}

describe('runIntervalPayments', () => {
  it('renews an ended prime period once: paid, the next period starts where it ended', async () => {
    const gateway = gatewayWith(clock, 'success');
    const deps = { ...depsOver(handle, clock), paymentGateway: gateway };
    gateway.onWebhook((w) => handleGatewayWebhook(deps, w).then(() => undefined));
    const rider = await createRider(handle.db);
    const ended = new Date(clock.now().getTime() - DAY);
    const period = await subscribe(rider, ended);
    const stoppedRider = await createRider(handle.db);
    await subscribe(stoppedRider, ended, { stoppedAt: new Date(ended.getTime() - DAY) });

    const first = await runIntervalPayments(deps);
    expect(first.tried).toBeGreaterThanOrEqual(1);
    const [renewal] = await handle.db
      .select()
      .from(intervalPayments)
      .where(eq(intervalPayments.primeSubscriptionId, period));
    expect(renewal).toMatchObject({
      source: 'primeRenewal',
      status: 'pending',
      attempts: 1,
      amountPiasters: 9900,
    });
    expect(
      await handle.db.select().from(intervalPayments).where(eq(intervalPayments.userId, stoppedRider)),
    ).toHaveLength(0);
    await runIntervalPayments(deps);
    expect(
      await handle.db.select().from(intervalPayments).where(eq(intervalPayments.primeSubscriptionId, period)),
    ).toHaveLength(1);

    await gateway.deliverDue(true);
    const [old] = await handle.db.select().from(primeSubscriptions).where(eq(primeSubscriptions.id, period));
    expect(old!.renewedAt).not.toBeNull();
    const [account] = await handle.db
      .select({ current: users.subscriptionPlanId })
      .from(users)
      .where(eq(users.id, rider));
    expect(account!.current).not.toBe(period);
    const [next] = await handle.db
      .select()
      .from(primeSubscriptions)
      .where(eq(primeSubscriptions.id, account!.current!));
    // The period ended yesterday and was paid today: the new one runs a month from now.
    expect(next!.validUntil.getTime()).toBeGreaterThan(clock.now().getTime() + 27 * DAY);
  });

  it('a failed renewal shows on the subscription (failedRenewAt, nextRetryAt); the retry is due then', async () => {
    const gateway = gatewayWith(clock, 'failed');
    const deps = { ...depsOver(handle, clock), paymentGateway: gateway };
    gateway.onWebhook((w) => handleGatewayWebhook(deps, w).then(() => undefined));
    const rider = await createRider(handle.db);
    const period = await subscribe(rider, new Date(clock.now().getTime() - 1000));
    await runIntervalPayments(deps);
    await gateway.deliverDue(true);
    const [sub] = await handle.db.select().from(primeSubscriptions).where(eq(primeSubscriptions.id, period));
    expect(sub!.failedRenewAt).not.toBeNull();
    expect(sub!.nextRetryAt).not.toBeNull();
    const [renewal] = await handle.db
      .select()
      .from(intervalPayments)
      .where(eq(intervalPayments.primeSubscriptionId, period));
    expect(renewal!.nextRetryAt!.getTime()).toBe(sub!.nextRetryAt!.getTime());

    clock.advance(renewal!.nextRetryAt!.getTime() - clock.now().getTime() + 1000);
    await runIntervalPayments(deps);
    const tries = await handle.db
      .select()
      .from(intervalPaymentAttempts)
      .where(eq(intervalPaymentAttempts.intervalPaymentId, renewal!.id));
    expect(tries.map((t) => t.attemptNumber).sort()).toEqual([1, 2]);
  });

  it('tops up a wallet that fell below its auto-charge threshold, one top-up at a time', async () => {
    const gateway = gatewayWith(clock, 'success');
    const deps = { ...depsOver(handle, clock), paymentGateway: gateway };
    gateway.onWebhook((w) => handleGatewayWebhook(deps, w).then(() => undefined));
    const rider = await createRider(handle.db, 500);
    const planId = newId();
    await handle.db
      .insert(walletChargePlans)
      .values({ id: planId, pricePiasters: 5000, amountPiasters: 5500 });
    const chargeId = newId();
    await handle.db
      .insert(walletAutoCharges)
      .values({ id: chargeId, userId: rider, walletChargePlanId: planId, thresholdPiasters: 1000 });
    await runIntervalPayments(deps);
    await runIntervalPayments(deps);
    expect(
      await handle.db
        .select()
        .from(intervalPayments)
        .where(eq(intervalPayments.walletAutoChargeId, chargeId)),
    ).toHaveLength(1);
    await gateway.deliverDue(true);
    const credits = await handle.db
      .select()
      .from(walletLogs)
      .where(and(eq(walletLogs.userId, rider), eq(walletLogs.type, 'CHARGE')));
    expect(credits.map((c) => c.differencePiasters)).toEqual([5500]);
    // Above the threshold now: nothing new is scheduled.
    await runIntervalPayments(deps);
    expect(
      await handle.db
        .select()
        .from(intervalPayments)
        .where(eq(intervalPayments.walletAutoChargeId, chargeId)),
    ).toHaveLength(1);
  });
});
