import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { APPROVAL_MESSAGES } from '@ops/shared/rules/moneyApprovals';
import { freshPostgres, type FreshDatabase } from '../../../test/pgDatabase';
import { createStaff } from '../../../test/staff';
import { userAudit } from '../../platform/audit/tables';
import { users } from '../../platform/session/tables';
import { editBalance } from '../wallet/service';
import { walletLogs } from '../wallet/tables';
import { createRider, depsOver, sessionFor } from '../wallet/testFixtures';
import { approveMoneyRequest } from './decide';
import { moneyApprovals } from './tables';

let database: FreshDatabase;

beforeAll(async () => {
  database = await freshPostgres(60);
});
afterAll(async () => {
  await database.drop();
});

describe('approving a held change under concurrency (real PostgreSQL)', () => {
  it('20 approvers press at the same moment: the change is applied once, one wallet log, one approval entry', async () => {
    const db = database.handle.db;
    const deps = depsOver(database.handle);
    const requester = (await createStaff(db, { level: 0, department: 'Administration' })).userId;
    const approvers = await Promise.all(
      Array.from(
        { length: 20 },
        async () => (await createStaff(db, { level: 0, department: 'Administration' })).userId,
      ),
    );
    const rider = await createRider(db);
    const held = await editBalance(deps, sessionFor(requester), {
      id: rider,
      balance: 900,
      additionalReason: 'Refund',
    });
    expect(held.walletLog).toBeNull();
    const id = held.approval!._id;

    const started = performance.now();
    const results = await Promise.allSettled(
      approvers.map((approver) => approveMoneyRequest(deps, sessionFor(approver), { id })),
    );
    const ms = performance.now() - started;

    const fulfilled = results.filter((r) => r.status === 'fulfilled');
    expect(fulfilled).toHaveLength(1);
    const refusals = results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as Error).message] : []));
    expect(new Set(refusals)).toEqual(new Set([APPROVAL_MESSAGES.alreadyApproved]));
    const [balance] = await db.select({ b: users.balancePiasters }).from(users).where(eq(users.id, rider));
    expect(balance!.b).toBe(90_000);
    const logs = await db.select().from(walletLogs).where(eq(walletLogs.userId, rider));
    expect(logs).toHaveLength(1);
    const [request] = await db.select().from(moneyApprovals).where(eq(moneyApprovals.id, id));
    expect(request).toMatchObject({ status: 'APPROVED', walletLogId: logs[0]!.id });
    const approvals = await db.select().from(userAudit).where(eq(userAudit.requestId, id));
    expect(approvals.filter((a) => a.action === 'approveMoneyRequest')).toHaveLength(1);
    console.info(`[measure] 20 concurrent approvals of one request on PostgreSQL: ${ms.toFixed(0)} ms`);
  });
});

describe('running totals under concurrency (real PostgreSQL, issue 22 §2)', () => {
  it.each([
    [500, 1],
    [100, 5],
  ])(
    '20 concurrent +%i edits by one agent on one rider: what moves on one signature never exceeds the 500 EGP threshold',
    async (amount, moved) => {
      const db = database.handle.db;
      const deps = depsOver(database.handle);
      const agentRole = {
        level: 6,
        department: 'Operations',
        permissions: { users: { EDIT_USER_BALANCE: true } },
      };
      const agent = (await createStaff(db, agentRole)).userId;
      const rider = await createRider(db);
      const started = performance.now();
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          editBalance(deps, sessionFor(agent, agentRole), {
            id: rider,
            balance: amount,
            additionalReason: 'Refund',
          }),
        ),
      );
      const ms = performance.now() - started;
      expect(results.filter((r) => r.walletLog !== null)).toHaveLength(moved);
      expect(results.filter((r) => r.approval !== null)).toHaveLength(20 - moved);
      const [balance] = await db.select({ b: users.balancePiasters }).from(users).where(eq(users.id, rider));
      expect(balance!.b).toBe(50_000);
      const held = await db.select().from(moneyApprovals).where(eq(moneyApprovals.targetUserId, rider));
      expect(held).toHaveLength(20 - moved);
      expect(held.every((r) => r.heldReason?.startsWith('This makes '))).toBe(true);
      console.info(
        `[measure] 20 concurrent +${amount} edits by one agent on PostgreSQL: ${ms.toFixed(0)} ms`,
      );
    },
  );
});
