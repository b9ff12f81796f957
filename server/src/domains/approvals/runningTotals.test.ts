import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { APPROVAL_MESSAGES, APPROVAL_PENDING } from '@ops/shared/rules/moneyApprovals';
import { createStaff } from '../../../test/staff';
import { TestClock } from '../../../test/testClock';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { createManualBill } from '../bills/service';
import { users } from '../../platform/session/tables';
import { editBalance, waiveFine } from '../wallet/service';
import { walletLogs } from '../wallet/tables';
import { addLog, createRider, depsOver, sessionFor } from '../wallet/testFixtures';
import { approveMoneyRequest } from './decide';
import { UserError } from '../../platform/errors';

/**
 * Issue 22 §2: the second signature bounds the requester's running total over the window
 * (per wallet: the role threshold, 500 EGP by default; overall: 10 times it), for every
 * kind of staff money movement, and the held answer says why.
 */

let server: TestServer;
const clock = new TestClock();
const deps = () => depsOver(server.handle, clock);
const agent = async () =>
  sessionFor((await createStaff(server.handle.db, { level: 6, department: 'Operations' })).userId, {
    level: 6,
    department: 'Operations',
    permissions: { users: { EDIT_USER_BALANCE: true }, bills: { MANUAL_BILLS: true } },
  });
const balanceOf = async (id: string) =>
  (await server.handle.db.select({ b: users.balancePiasters }).from(users).where(eq(users.id, id)))[0]!.b;
const edit = (session: ReturnType<typeof sessionFor>, rider: string, balance: number) =>
  editBalance(deps(), session, { id: rider, balance, additionalReason: 'Refund' });

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('running totals of money moved on one signature', () => {
  it('three +500 edits by one agent on one rider: the first moves, the next are held and say why', async () => {
    const session = await agent();
    const rider = await createRider(server.handle.db);
    const first = await edit(session, rider, 500);
    expect(first.walletLog).not.toBeNull();
    const second = await edit(session, rider, 500);
    expect(second.walletLog).toBeNull();
    expect(second.approval?.heldReason).toBe(
      'This makes 1,000 EGP to this rider in 24 h; above 500 EGP a second signature is needed.',
    );
    const third = await edit(session, rider, 500);
    expect(third.approval?.heldReason).toBe(
      'This makes 1,000 EGP to this rider in 24 h; above 500 EGP a second signature is needed.',
    );
    expect(await balanceOf(rider)).toBe(50_000);
  });

  it('debits count as much as credits: -300 then +300 on one rider makes 600', async () => {
    const session = await agent();
    const rider = await createRider(server.handle.db, 100_000);
    expect((await edit(session, rider, -300)).walletLog).not.toBeNull();
    const second = await edit(session, rider, 300);
    expect(second.approval?.heldReason).toBe(
      'This makes 600 EGP to this rider in 24 h; above 500 EGP a second signature is needed.',
    );
  });

  it('over all wallets the bound is ten times the threshold: the 11th +500 to a new rider is held', async () => {
    const session = await agent();
    for (let i = 0; i < 10; i += 1)
      expect((await edit(session, await createRider(server.handle.db), 500)).walletLog).not.toBeNull();
    const eleventh = await edit(session, await createRider(server.handle.db), 500);
    expect(eleventh.approval?.heldReason).toBe(
      'This makes 5,500 EGP moved by you in 24 h; above 5,000 EGP a second signature is needed.',
    );
  });

  it('the window rolls: 24 h later the same rider can be given 500 again', async () => {
    const session = await agent();
    const rider = await createRider(server.handle.db);
    expect((await edit(session, rider, 500)).walletLog).not.toBeNull();
    expect((await edit(session, rider, 1)).walletLog).toBeNull();
    clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect((await edit(session, rider, 500)).walletLog).not.toBeNull();
  });

  it('manual bills share the totals with edits: 400 edit then a 200 compensation bill is held', async () => {
    const session = await agent();
    const rider = await createRider(server.handle.db);
    expect((await edit(session, rider, 400)).walletLog).not.toBeNull();
    const bill = await createManualBill(deps(), session, {
      userId: rider,
      type: 'COMPENSATION',
      amount: 200,
      reason: 'Late refund',
    });
    expect(bill.bill).toBeNull();
    expect(bill.approval?.heldReason).toBe(
      'This makes 600 EGP to this rider in 24 h; above 500 EGP a second signature is needed.',
    );
  });

  it('a waive is a money movement: after 400 to the rider a 200 waive is held, and approval waives it once', async () => {
    const session = await agent();
    const rider = await createRider(server.handle.db);
    const fine = await addLog(server.handle.db, rider, -20_000, 'FINE', 'Fine');
    expect((await edit(session, rider, 400)).walletLog).not.toBeNull();
    const held = await waiveFine(deps(), session, { walletLogId: fine, userId: rider }).catch(
      (e: unknown) => e,
    );
    expect(held).toBeInstanceOf(UserError);
    expect((held as UserError).message).toBe(APPROVAL_MESSAGES.held);
    const extensions = (held as UserError).details;
    expect(extensions.reason).toBe(APPROVAL_PENDING);
    expect(await balanceOf(rider)).toBe(-20_000 + 40_000);
    const approver = sessionFor(
      (await createStaff(server.handle.db, { level: 0, department: 'Administration' })).userId,
    );
    const approved = await approveMoneyRequest(deps(), approver, { id: String(extensions.approvalId) });
    expect(approved.status).toBe('APPROVED');
    expect(await balanceOf(rider)).toBe(40_000);
    const [waived] = await server.handle.db.select().from(walletLogs).where(eq(walletLogs.id, fine));
    expect(waived!.isWaived).toBe(true);
  });

  it('approved (twice signed) changes do not count toward the running totals', async () => {
    const session = await agent();
    const rider = await createRider(server.handle.db);
    const held = await edit(session, rider, 900);
    const approver = sessionFor(
      (await createStaff(server.handle.db, { level: 0, department: 'Administration' })).userId,
    );
    await approveMoneyRequest(deps(), approver, { id: held.approval!._id });
    expect((await edit(session, rider, 500)).walletLog).not.toBeNull();
  });
});
