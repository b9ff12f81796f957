import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { LIST_MESSAGES } from '@ops/shared/lists/listRequest';
import { SETTLE_NOT_ALLOWED, SETTLE_REASON } from '@ops/shared/rules/settlement';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { userAudit } from '../../platform/audit/tables';
import { bills } from '../bills/tables';
import { users } from '../../platform/session/tables';
import { walletLogs } from '../wallet/tables';
import { createArea, createRider, depsOver, sessionFor } from '../wallet/testFixtures';
import { startSettlement } from './service';
import { settleOne } from './settleOne';
import { settlementJobs } from './tables';
import { approveMoneyRequest } from '../approvals/decide';
import { moneyApprovals } from '../approvals/tables';

/** settleBalanceMultipleUsers on PGlite: who is settled, who is not, who may ask. */

const SETTLE = `mutation($filters: String) { settleBalanceMultipleUsers(filters: $filters) { _id status total settled skipped failed settledAmount } }`;
const JOB = `query($id: ID!) { settlementJob(_id: $id) { _id status total settled skipped failed settledAmount finishedAt } }`;

interface Job {
  _id: string;
  status: string;
  total: number;
  settled: number;
  skipped: number;
  failed: number;
  settledAmount: number;
}

let server: TestServer;
let adminId: string;
let adminToken: string;
let levelOneToken: string;

beforeAll(async () => {
  server = await startTestServer();
  const admin = await createStaff(server.handle.db, { level: 0, department: 'Administration' });
  adminId = admin.userId;
  adminToken = await signIn(server, admin);
  // Everything the Users page needs and every balance flag, but not level 0.
  const finance = await createStaff(server.handle.db, {
    level: 1,
    department: 'Administration',
    permissions: { users: { VIEW_PAGE: true, EDIT_USER_BALANCE: true, VIEW_WALLET_ACTIONS: true } },
  });
  levelOneToken = await signIn(server, finance);
});
afterAll(async () => {
  await server.close();
});

const balances = async (ids: string[]) =>
  Object.fromEntries(
    (
      await server.handle.db
        .select({ id: users.id, b: users.balancePiasters })
        .from(users)
        .where(inArray(users.id, ids))
    ).map((r) => [r.id, r.b]),
  );

async function riderIn(area: string, piasters: number): Promise<string> {
  const id = await createRider(server.handle.db, piasters);
  await server.handle.db.update(users).set({ areaId: area }).where(eq(users.id, id));
  return id;
}

describe('settleBalanceMultipleUsers', () => {
  it('is refused below level 0, in words, and nothing moves', async () => {
    const area = await createArea(server.handle.db);
    const rider = await riderIn(area, -700);
    const before = await server.handle.db.select().from(settlementJobs);
    const response = await server.gql(SETTLE, { filters: JSON.stringify({ area: [area] }) }, levelOneToken);
    expect(response.errors?.[0]?.message).toBe(SETTLE_NOT_ALLOWED);
    expect(response.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await balances([rider])).toEqual({ [rider]: -700 });
    expect(await server.handle.db.select().from(settlementJobs)).toHaveLength(before.length);
  });

  it('settles only the filtered negative balances: SETTLE log and bill each, positives and zeros untouched', async () => {
    const areaA = await createArea(server.handle.db);
    const areaB = await createArea(server.handle.db);
    const owingA1 = await riderIn(areaA, -1250);
    const owingA2 = await riderIn(areaA, -5);
    const richA = await riderIn(areaA, 900);
    const zeroA = await riderIn(areaA, 0);
    const owingB = await riderIn(areaB, -3000);

    const response = await server.gql<{ settleBalanceMultipleUsers: Job }>(
      SETTLE,
      { filters: JSON.stringify({ area: [areaA] }) },
      adminToken,
    );
    expect(response.errors).toBeUndefined();
    const started = response.data!.settleBalanceMultipleUsers;
    expect(started.total).toBe(2);

    // Poll as the page does until the job says done.
    let job = started;
    for (let i = 0; i < 100 && job.status !== 'done'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      job = (await server.gql<{ settlementJob: Job }>(JOB, { id: started._id }, adminToken)).data!
        .settlementJob;
    }
    expect(job).toMatchObject({
      status: 'done',
      total: 2,
      settled: 2,
      skipped: 0,
      failed: 0,
      settledAmount: 12.55,
    });

    expect(await balances([owingA1, owingA2, richA, zeroA, owingB])).toEqual({
      [owingA1]: 0,
      [owingA2]: 0,
      [richA]: 900,
      [zeroA]: 0,
      [owingB]: -3000,
    });
    const settles = await server.handle.db.select().from(walletLogs).where(eq(walletLogs.type, 'SETTLE'));
    const mine = settles.filter((log) => log.userId === owingA1 || log.userId === owingA2);
    expect(
      mine
        .map((log) => [
          log.userId,
          log.differencePiasters,
          log.prevBalancePiasters,
          log.currBalancePiasters,
          log.dashboardUserId,
          log.additionalReason,
        ])
        .sort(),
    ).toEqual(
      [
        [owingA1, 1250, -1250, 0, adminId, SETTLE_REASON],
        [owingA2, 5, -5, 0, adminId, SETTLE_REASON],
      ].sort(),
    );
    expect(settles.filter((log) => [richA, zeroA, owingB].includes(log.userId))).toHaveLength(0);
    for (const log of mine) {
      const [bill] = await server.handle.db.select().from(bills).where(eq(bills.id, log.billId!));
      expect(bill).toMatchObject({
        userId: log.userId,
        type: 'settleNegativeBalance',
        totalCostPiasters: log.differencePiasters,
        actualCostPiasters: log.differencePiasters,
        createdById: adminId,
      });
    }
  });

  it('is idempotent: a rerun finds nothing left to settle and writes nothing', async () => {
    const area = await createArea(server.handle.db);
    const owing = await riderIn(area, -400);
    const deps = depsOver(server.handle);
    const session = sessionFor(adminId, { level: 0 });
    const first = await startSettlement(deps, session, JSON.stringify({ area: [area] }));
    expect(await first.done).toMatchObject({ status: 'done', total: 1, settled: 1 });
    const second = await startSettlement(deps, session, JSON.stringify({ area: [area] }));
    expect(await second.done).toMatchObject({ status: 'done', total: 0, settled: 0, skipped: 0, failed: 0 });
    const logs = await server.handle.db
      .select()
      .from(walletLogs)
      .where(and(eq(walletLogs.userId, owing), eq(walletLogs.type, 'SETTLE')));
    expect(logs).toHaveLength(1);
    // The History tab shows the one settlement, before and after.
    const history = await server.handle.db.select().from(userAudit).where(eq(userAudit.targetUserId, owing));
    expect(history.map((entry) => [entry.action, entry.actorId, entry.before, entry.after.balance])).toEqual([
      ['settleBalanceMultipleUsers', adminId, { balance: -4 }, 0],
    ]);
  });

  it('a user no longer negative when their turn comes is skipped, not charged', async () => {
    const owing = await createRider(server.handle.db, -300);
    expect(
      (
        await settleOne(server.handle.db, {
          userId: owing,
          session: sessionFor(adminId, { level: 0 }),
          clock: server.clock,
        })
      ).kind,
    ).toBe('settled');
    // The same user again, as a concurrent or repeated run would reach them.
    expect(
      await settleOne(server.handle.db, {
        userId: owing,
        session: sessionFor(adminId, { level: 0 }),
        clock: server.clock,
      }),
    ).toEqual({ kind: 'skipped' });
    const logs = await server.handle.db
      .select()
      .from(walletLogs)
      .where(and(eq(walletLogs.userId, owing), eq(walletLogs.type, 'SETTLE')));
    expect(logs).toHaveLength(1);
  });

  it('above the approval threshold (500 EGP by default) a settlement is held, not moved; a rerun leaves it; approval settles it once', async () => {
    const area = await createArea(server.handle.db);
    const big = await riderIn(area, -60_000);
    const small = await riderIn(area, -1_000);
    const deps = depsOver(server.handle);
    const session = sessionFor(adminId, { level: 0 });
    const run = await startSettlement(deps, session, JSON.stringify({ area: [area] }));
    expect(await run.done).toMatchObject({
      total: 2,
      settled: 1,
      held: 1,
      skipped: 0,
      failed: 0,
      settledAmount: 10,
    });
    expect(await balances([big, small])).toEqual({ [big]: -60_000, [small]: 0 });
    const [request] = await server.handle.db
      .select()
      .from(moneyApprovals)
      .where(eq(moneyApprovals.targetUserId, big));
    expect(request).toMatchObject({
      kind: 'SETTLEMENT',
      status: 'PENDING',
      amountPiasters: 60_000,
      walletLogType: 'SETTLE',
      requestedBy: adminId,
    });

    const rerun = await startSettlement(deps, session, JSON.stringify({ area: [area] }));
    expect(await rerun.done).toMatchObject({ total: 1, settled: 0, held: 0, skipped: 1 });
    expect(
      await server.handle.db.select().from(moneyApprovals).where(eq(moneyApprovals.targetUserId, big)),
    ).toHaveLength(1);

    const approver = await createStaff(server.handle.db, { level: 0, department: 'Administration' });
    await approveMoneyRequest(deps, sessionFor(approver.userId, { level: 0 }), { id: request!.id });
    expect(await balances([big])).toEqual({ [big]: 0 });
    const [log] = await server.handle.db
      .select()
      .from(walletLogs)
      .where(and(eq(walletLogs.userId, big), eq(walletLogs.type, 'SETTLE')));
    expect(log).toMatchObject({ differencePiasters: 60_000, dashboardUserId: adminId });
    const [bill] = await server.handle.db.select().from(bills).where(eq(bills.id, log!.billId!));
    expect(bill).toMatchObject({ type: 'settleNegativeBalance', totalCostPiasters: 60_000 });
  });

  it.each([
    ['not JSON', '{area', LIST_MESSAGES.filtersNotJson],
    ['an unknown key', JSON.stringify({ colour: 'red' }), LIST_MESSAGES.unknownFilter(['colour'])],
  ])('bad filters (%s) are refused in words and start nothing', async (_label, filters, message) => {
    const before = (await server.handle.db.select().from(settlementJobs)).length;
    const response = await server.gql(SETTLE, { filters }, adminToken);
    expect(response.errors?.[0]?.message).toBe(message);
    expect(await server.handle.db.select().from(settlementJobs)).toHaveLength(before);
  });

  it("another staff member's job is not found", async () => {
    const deps = depsOver(server.handle);
    const other = await createStaff(server.handle.db, { level: 0 });
    const started = await startSettlement(
      deps,
      sessionFor(other.userId, { level: 0 }),
      JSON.stringify({ balance: 'negative', area: ['none'] }),
    );
    await started.done;
    const response = await server.gql(JOB, { id: started.job._id }, adminToken);
    expect(response.errors?.[0]?.message).toBe('Settlement not found!');
  });
});
