import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runningTotalHeldReason } from '@ops/shared/rules/moneyLimits';
import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import { toPiasters } from '@ops/shared/rules/money';
import { createStaff } from '../../../test/staff';
import { TestClock } from '../../../test/testClock';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { editBalance } from '../wallet/service';
import { WALLET_MESSAGES } from '../wallet/messages';
import { createRider, depsOver, sessionFor } from '../wallet/testFixtures';
import { approveMoneyRequest, rejectMoneyRequest } from './decide';
import { moneyHoldForecast, type MoneyHoldForecastView } from './forecast';

/**
 * Issue 23: the edit-balance dialog says before Save that an amount waits for a second
 * signature (moneyHoldForecast: the hold's own standing, the shared rule applied in the
 * dialog), and the requester hears the decision (MONEY_APPROVAL_DECIDED to their sockets).
 */

let server: TestServer;
const clock = new TestClock();
const deps = depsOver;
const agentRole = { level: 6, department: 'Operations', permissions: { users: { EDIT_USER_BALANCE: true } } };
const agent = async () =>
  sessionFor((await createStaff(server.handle.db, { level: 6, department: 'Operations' })).userId, agentRole);

/** What the dialog concludes for an amount, from the forecast alone. */
const forecastSays = (forecast: MoneyHoldForecastView, amountEgp: number) =>
  runningTotalHeldReason({
    amountPiasters: toPiasters(amountEgp),
    toTargetPiasters: toPiasters(forecast.movedToUser),
    overallPiasters: toPiasters(forecast.movedOverall),
    thresholdPiasters: toPiasters(forecast.threshold),
    limits: forecast,
    targetIsRider: forecast.userIsRider,
  });

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('moneyHoldForecast', () => {
  it('says before Save exactly what Save then does, as the running total grows', async () => {
    const d = deps(server.handle, clock);
    const session = await agent();
    const rider = await createRider(server.handle.db);
    const before = await moneyHoldForecast(d, session, rider);
    expect(before).toMatchObject({
      threshold: 500,
      movedToUser: 0,
      movedOverall: 0,
      userIsRider: true,
      windowHours: 24,
    });
    expect(forecastSays(before, 300)).toBeNull();
    expect(
      (await editBalance(d, session, { id: rider, balance: 300, additionalReason: 'Refund' })).walletLog,
    ).not.toBeNull();

    const after = await moneyHoldForecast(d, session, rider);
    expect(after.movedToUser).toBe(300);
    const said = forecastSays(after, 300);
    expect(said).toBe(
      'This makes 600 EGP to this rider in 24 h; above 500 EGP a second signature is needed.',
    );
    const saved = await editBalance(d, session, { id: rider, balance: 300, additionalReason: 'Refund' });
    expect(saved.walletLog).toBeNull();
    expect(saved.approval?.heldReason).toBe(said);
  });

  it('is refused to whoever may not edit that balance, with editBalance’s words', async () => {
    const d = deps(server.handle, clock);
    const viewer = sessionFor(
      (await createStaff(server.handle.db, { level: 6, department: 'Marketing' })).userId,
      { level: 6, department: 'Marketing', permissions: { users: { VIEW_PAGE: true } } },
    );
    const rider = await createRider(server.handle.db);
    await expect(moneyHoldForecast(d, viewer, rider)).rejects.toThrow(WALLET_MESSAGES.notAllowedBalance);
  });
});

describe('the requester hears the decision', () => {
  it('approved and rejected requests reach the requester’s own sockets, with who decided', async () => {
    const d = deps(server.handle, clock);
    const requester = await agent();
    const rider = await createRider(server.handle.db);
    const approverStaff = await createStaff(server.handle.db, { level: 0, department: 'Administration' });
    const approver = sessionFor(approverStaff.userId);
    const first = await editBalance(d, requester, { id: rider, balance: 900, additionalReason: 'Refund' });
    const second = await editBalance(d, requester, { id: rider, balance: -900, additionalReason: 'Refund' });
    await approveMoneyRequest(d, approver, { id: first.approval!._id });
    await rejectMoneyRequest(d, approver, { id: second.approval!._id, reason: 'Duplicate' });
    const told = d.events.events.filter((event) => event.event === REALTIME_EVENTS.MONEY_APPROVAL_DECIDED);
    expect(told.map((event) => event.target)).toEqual([
      `user:${requester.user._id}`,
      `user:${requester.user._id}`,
    ]);
    expect(told[0]!.payload).toMatchObject({
      _id: first.approval!._id,
      status: 'APPROVED',
      amount: 900,
      userId: rider,
      rejectionReason: null,
    });
    expect(told[1]!.payload).toMatchObject({
      _id: second.approval!._id,
      status: 'REJECTED',
      amount: -900,
      userId: rider,
      rejectionReason: 'Duplicate',
    });
  });
});
