import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { BALANCE_NOT_VALID, maxBalanceMessage, minBalanceMessage } from '@ops/shared/rules/balance';
import { createStaff, signIn } from '../../../test/staff';
import { moneyApprovalThresholds } from '../approvals/tables';
import { userAudit } from '../../platform/audit/tables';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { users } from '../../platform/session/tables';
import { WALLET_MESSAGES } from './messages';
import { walletLogs } from './tables';
import { addLog, createRider } from './testFixtures';

const INCREMENT = `mutation($id: ID!, $balance: Float!, $reason: String!, $comment: String) {
  incrementBalance(id: $id, balance: $balance, additionalReason: $reason, customComment: $comment) {
    _id type difference prevBalance currBalance additionalReason customComment isWaived user { _id } dashboardUser { _id }
  }
}`;
const WAIVE = `mutation($log: ID!, $user: ID!) { waiveFine(walletLogId: $log, userId: $user) { _id type difference prevBalance currBalance isWaived } }`;
const LOGS = `query($user: ID, $type: String, $rows: Int, $page: Int) {
  getWalletLogging(userId: $user, type: $type, rowsPerPage: $rows, pageNumber: $page) { count numberOfPages logs { _id type difference isWaived } }
}`;

let server: TestServer;
let finance: string;
let readOnly: string;
let financeId: string;
const error = (response: { errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }) =>
  response.errors?.[0];

beforeAll(async () => {
  server = await startTestServer();
  const financeStaff = await createStaff(server.handle.db, {
    level: 3,
    department: 'Accounting',
    permissions: { users: { EDIT_USER_BALANCE: true, VIEW_WALLET_ACTIONS: true } },
  });
  financeId = financeStaff.userId;
  // These tests are about the edit itself: this role's edits up to the bounds move money at once
  // (the second signature above a threshold is server/src/domains/approvals' to test).
  await server.handle.db
    .insert(moneyApprovalThresholds)
    .values({ roleId: financeStaff.roleId, thresholdPiasters: 100_000 });
  finance = await signIn(server, financeStaff);
  readOnly = await signIn(
    server,
    await createStaff(server.handle.db, { level: 5, permissions: { task: { RESOLVE_TASKS: true } } }),
  );
});
afterAll(async () => {
  await server.close();
});

const balanceOf = async (id: string) =>
  (await server.handle.db.select({ b: users.balancePiasters }).from(users).where(eq(users.id, id)))[0]!.b;

describe('incrementBalance', () => {
  it('adds the amount in one wallet log written with the balance, and answers with that log', async () => {
    const rider = await createRider(server.handle.db, 1050);
    const response = await server.gql<{ incrementBalance: Record<string, unknown> }>(
      INCREMENT,
      { id: rider, balance: 12.5, reason: 'Compensation', comment: ' late ' },
      finance,
    );
    expect(response.errors).toBeUndefined();
    expect(response.data?.incrementBalance).toMatchObject({
      type: 'MANUAL_INPUT',
      difference: 12.5,
      prevBalance: 10.5,
      currBalance: 23,
      additionalReason: 'Compensation',
      customComment: 'late',
      isWaived: false,
      user: { _id: rider },
      dashboardUser: { _id: financeId },
    });
    expect(await balanceOf(rider)).toBe(2300);
    // The user page's History shows who edited the balance, from what to what, and why.
    const history = await server.handle.db.select().from(userAudit).where(eq(userAudit.targetUserId, rider));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      actorId: financeId,
      action: 'incrementBalance',
      before: { balance: 10.5 },
      after: { balance: 23, amount: 12.5 },
      reason: 'Compensation: late',
    });
  });

  it.each([
    [1000.01, maxBalanceMessage(1000)],
    [-1000.01, minBalanceMessage(-1000)],
    [12.345, BALANCE_NOT_VALID],
    [0, BALANCE_NOT_VALID],
  ])('refuses %s with the spec message and changes nothing', async (amount, message) => {
    const rider = await createRider(server.handle.db, 500);
    expect(
      error(await server.gql(INCREMENT, { id: rider, balance: amount, reason: 'Refund' }, finance))?.message,
    ).toBe(message);
    expect(await balanceOf(rider)).toBe(500);
    expect(await server.handle.db.select().from(walletLogs).where(eq(walletLogs.userId, rider))).toHaveLength(
      1,
    );
  });

  it('accepts the bounds themselves and a negative amount', async () => {
    // Two riders: one rider's running total of 2000 in a day would be held (issue 22 §2).
    const rider = await createRider(server.handle.db);
    const other = await createRider(server.handle.db, 100_000);
    expect(
      error(await server.gql(INCREMENT, { id: rider, balance: 1000, reason: 'Refund' }, finance)),
    ).toBeUndefined();
    expect(
      error(await server.gql(INCREMENT, { id: other, balance: -1000, reason: 'Penalty/Fine' }, finance)),
    ).toBeUndefined();
    expect(await balanceOf(rider)).toBe(100_000);
    expect(await balanceOf(other)).toBe(0);
  });

  it('needs a reason, and a comment for Other', async () => {
    const rider = await createRider(server.handle.db);
    expect(error(await server.gql(INCREMENT, { id: rider, balance: 5, reason: ' ' }, finance))?.message).toBe(
      WALLET_MESSAGES.reasonRequired,
    );
    expect(
      error(await server.gql(INCREMENT, { id: rider, balance: 5, reason: 'Other', comment: '  ' }, finance))
        ?.message,
    ).toBe(WALLET_MESSAGES.commentRequired);
    expect(
      error(
        await server.gql(INCREMENT, { id: rider, balance: 5, reason: 'Other', comment: 'goodwill' }, finance),
      ),
    ).toBeUndefined();
  });

  it('refuses a role the edit-balance rule does not allow, with a message the client shows', async () => {
    const rider = await createRider(server.handle.db, 100);
    const refused = error(await server.gql(INCREMENT, { id: rider, balance: 5, reason: 'Refund' }, readOnly));
    expect(refused).toMatchObject({ message: WALLET_MESSAGES.notAllowedBalance, extensions: { code: 500 } });
    expect(await balanceOf(rider)).toBe(100);
  });

  it('keeps an unbroken chain: each log starts where the previous one ended', async () => {
    const rider = await createRider(server.handle.db, 0);
    for (const amount of [3.3, -1.1, 7, 0.01, -9.2])
      await server.gql(INCREMENT, { id: rider, balance: amount, reason: 'Refund' }, finance);
    const chain = await server.handle.db
      .select()
      .from(walletLogs)
      .where(eq(walletLogs.userId, rider))
      .orderBy(asc(walletLogs.createdAt), asc(walletLogs.id));
    expect(chain).toHaveLength(5);
    let running = 0;
    for (const log of chain) {
      expect(log.prevBalancePiasters).toBe(running);
      expect(log.currBalancePiasters).toBe(log.prevBalancePiasters + log.differencePiasters);
      running = log.currBalancePiasters;
    }
    expect(running).toBe(1);
    expect(await balanceOf(rider)).toBe(1);
  });
});

describe('waiveFine', () => {
  it('gives the fine back once, marks it waived and answers with the FINE_WAIVE log', async () => {
    const rider = await createRider(server.handle.db, 2000);
    const fine = await addLog(server.handle.db, rider, -1500, 'FINE', 'Parking outside the zone');
    const waived = await server.gql<{ waiveFine: Record<string, unknown> }>(
      WAIVE,
      { log: fine, user: rider },
      finance,
    );
    expect(waived.errors).toBeUndefined();
    expect(waived.data?.waiveFine).toMatchObject({
      type: 'FINE_WAIVE',
      difference: 15,
      prevBalance: 5,
      currBalance: 20,
      isWaived: false,
    });
    const [original] = await server.handle.db.select().from(walletLogs).where(eq(walletLogs.id, fine));
    expect(original).toMatchObject({
      isWaived: true,
      waivedByLogId: (waived.data!.waiveFine as { _id: string })._id,
    });
    expect(error(await server.gql(WAIVE, { log: fine, user: rider }, finance))?.message).toBe(
      WALLET_MESSAGES.alreadyWaived,
    );
    expect(await balanceOf(rider)).toBe(2000);
    const history = await server.handle.db.select().from(userAudit).where(eq(userAudit.targetUserId, rider));
    expect(history.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['waiveFine', { balance: 5 }, { balance: 20, amount: 15, walletLogId: fine }],
    ]);
  });

  it('waives a manual entry whose reason is penalty/fine, and nothing else', async () => {
    const rider = await createRider(server.handle.db, 1000);
    const penalty = await addLog(server.handle.db, rider, -200, 'MANUAL_INPUT', 'Penalty/Fine');
    const charge = await addLog(server.handle.db, rider, -300, 'UNLOCK_GO');
    const credit = await addLog(server.handle.db, rider, 300, 'FINE');
    expect(error(await server.gql(WAIVE, { log: penalty, user: rider }, finance))).toBeUndefined();
    expect(error(await server.gql(WAIVE, { log: charge, user: rider }, finance))?.message).toBe(
      WALLET_MESSAGES.notAFine,
    );
    // A positive FINE entry is not a fine taken: the difference must be negative.
    expect(error(await server.gql(WAIVE, { log: credit, user: rider }, finance))?.message).toBe(
      WALLET_MESSAGES.notAFine,
    );
  });

  it('refuses a log of another user and a staff member who may not update balances', async () => {
    const rider = await createRider(server.handle.db, 1000);
    const other = await createRider(server.handle.db, 1000);
    const fine = await addLog(server.handle.db, rider, -100, 'FINE');
    expect(error(await server.gql(WAIVE, { log: fine, user: other }, finance))?.message).toBe(
      WALLET_MESSAGES.logNotFound,
    );
    expect(error(await server.gql(WAIVE, { log: fine, user: rider }, readOnly))?.message).toBe(
      WALLET_MESSAGES.notAllowedBalance,
    );
  });
});

describe('getWalletLogging', () => {
  it('pages, counts and filters by user and type', async () => {
    const rider = await createRider(server.handle.db, 100);
    for (let i = 0; i < 4; i += 1) await addLog(server.handle.db, rider, -10, 'FINE');
    const page = await server.gql<{
      getWalletLogging: { count: number; numberOfPages: number; logs: unknown[] };
    }>(LOGS, { user: rider, rows: 2, page: 2 }, finance);
    expect(page.data?.getWalletLogging).toMatchObject({ count: 5, numberOfPages: 3 });
    expect(page.data?.getWalletLogging.logs).toHaveLength(2);
    const fines = await server.gql<{ getWalletLogging: { count: number } }>(
      LOGS,
      { user: rider, type: 'FINE' },
      finance,
    );
    expect(fines.data?.getWalletLogging.count).toBe(4);
    const all = await server.gql<{ getWalletLogging: { count: number } }>(
      LOGS,
      { user: rider, type: 'All' },
      finance,
    );
    expect(all.data?.getWalletLogging.count).toBe(5);
  });

  it('needs task.VIEW_WALLET_LOGS or users.VIEW_WALLET_ACTIONS', async () => {
    expect(error(await server.gql(LOGS, {}, readOnly))?.message).toBe(WALLET_MESSAGES.notAllowedLogs);
    const agent = await signIn(
      server,
      await createStaff(server.handle.db, { permissions: { task: { VIEW_WALLET_LOGS: true } } }),
    );
    expect(error(await server.gql(LOGS, {}, agent))).toBeUndefined();
  });
});
