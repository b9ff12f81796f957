import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { APPROVAL_MESSAGES, APPROVAL_PENDING } from '@ops/shared/rules/moneyApprovals';
import { maxBalanceMessage } from '@ops/shared/rules/balance';
import { createStaff, signIn, type StaffFixture } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { userAudit } from '../../platform/audit/tables';
import { users } from '../../platform/session/tables';
import { walletLogs } from '../wallet/tables';
import { rides } from '../rides/tables';
import { createOngoingRide, createRider, createVehicle } from '../wallet/testFixtures';
import { moneyApprovals } from './tables';

const EDIT = `mutation($id: ID!, $balance: Float!) {
  editBalance(id: $id, balance: $balance, additionalReason: "Refund") {
    walletLog { _id difference }
    approval { _id status amount user { _id } requestedBy { _id } refusal }
  }
}`;
const INCREMENT = `mutation($id: ID!, $balance: Float!) { incrementBalance(id: $id, balance: $balance, additionalReason: "Refund") { _id } }`;
const APPROVE = `mutation($id: ID!) { approveMoneyRequest(id: $id) { _id status decidedBy { _id } walletLog { type difference prevBalance currBalance dashboardUser { _id } } } }`;
const REJECT = `mutation($id: ID!, $reason: String!) { rejectMoneyRequest(id: $id, reason: $reason) { _id status rejectionReason } }`;
const LIST = `query($status: String) { getMoneyApprovals(filters: $status) { count approvals { _id status refusal } } }`;
const COUNT = `query { pendingMoneyApprovalsCount }`;
const SET_THRESHOLD = `mutation($roleId: ID!, $t: Float!) { setMoneyApprovalThreshold(roleId: $roleId, threshold: $t) { roleId threshold isDefault } }`;

type Errors = { errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
const error = (response: Errors) => response.errors?.[0];

let server: TestServer;
const tokens: Record<string, string> = {};
const staff: Record<string, StaffFixture> = {};
const financePermissions = { users: { EDIT_USER_BALANCE: true } };

beforeAll(async () => {
  server = await startTestServer();
  const make = async (name: string, level: number, permissions: Record<string, Record<string, boolean>>) => {
    staff[name] = await createStaff(server.handle.db, { level, department: 'Accounting', permissions });
    tokens[name] = await signIn(server, staff[name]!);
  };
  await make('alice', 3, { ...financePermissions, rides: { TAKE_ACTIONS: true } });
  await make('bob', 3, financePermissions);
  await make('junior', 4, financePermissions);
  await make('support', 3, { task: { RESOLVE_TASKS: true } });
  // Ranked above the finance roles (level 3): nobody sets the threshold of their own rank (issue 22 §3).
  await make('settings', 2, { settings: { ADJUST_PAYMENT_METHODS: true, VIEW_TAB: true } });
  await make('governor', 1, { settings: { ADJUST_PAYMENT_METHODS: true, VIEW_TAB: true } });
});
afterAll(async () => {
  await server.close();
});

const balanceOf = async (id: string) =>
  (await server.handle.db.select({ b: users.balancePiasters }).from(users).where(eq(users.id, id)))[0]!.b;
const logsOf = async (id: string) =>
  server.handle.db.select().from(walletLogs).where(eq(walletLogs.userId, id));

/** Alice asks for a 600 EGP refund to a new rider (above the default 500). */
async function heldRequest(): Promise<{ rider: string; id: string }> {
  const rider = await createRider(server.handle.db);
  const response = await server.gql<{ editBalance: { walletLog: null; approval: { _id: string } } }>(
    EDIT,
    { id: rider, balance: 600 },
    tokens.alice,
  );
  expect(error(response)).toBeUndefined();
  return { rider, id: response.data!.editBalance.approval._id };
}

describe('a balance edit above the threshold waits for a second signature', () => {
  it('up to 500 EGP the money moves at once; above it a PENDING request, no money moved, an audit entry', async () => {
    const rider = await createRider(server.handle.db);
    const small = await server.gql<{
      editBalance: { walletLog: { difference: number } | null; approval: unknown };
    }>(EDIT, { id: rider, balance: 500 }, tokens.alice);
    expect(small.data?.editBalance).toEqual({
      walletLog: expect.objectContaining({ difference: 500 }),
      approval: null,
    });

    const big = await server.gql<{ editBalance: { walletLog: unknown; approval: Record<string, unknown> } }>(
      EDIT,
      { id: rider, balance: -600 },
      tokens.alice,
    );
    expect(big.data?.editBalance.walletLog).toBeNull();
    expect(big.data?.editBalance.approval).toMatchObject({
      status: 'PENDING',
      amount: -600,
      user: { _id: rider },
      requestedBy: { _id: staff.alice!.userId },
      refusal: APPROVAL_MESSAGES.selfApproval,
    });
    expect(await balanceOf(rider)).toBe(50_000);
    expect(await logsOf(rider)).toHaveLength(1);
    // The History holds both: the edit that moved money and the one that waits.
    const audit = await server.handle.db.select().from(userAudit).where(eq(userAudit.targetUserId, rider));
    expect(audit.map((a) => a.action).sort()).toEqual(['incrementBalance', 'requestMoneyApproval']);
  });

  it('incrementBalance, whose answer is a wallet log, says APPROVAL_PENDING with the request id', async () => {
    const rider = await createRider(server.handle.db);
    const response = await server.gql(INCREMENT, { id: rider, balance: 700 }, tokens.alice);
    expect(error(response)).toMatchObject({
      message: APPROVAL_MESSAGES.held,
      extensions: { reason: APPROVAL_PENDING },
    });
    const [request] = await server.handle.db
      .select()
      .from(moneyApprovals)
      .where(eq(moneyApprovals.targetUserId, rider));
    expect(error(response)?.extensions?.approvalId).toBe(request!.id);
    expect(await balanceOf(rider)).toBe(0);
  });

  it('the bounds still come first: 1000.01 is refused, nothing is held', async () => {
    const rider = await createRider(server.handle.db);
    expect(error(await server.gql(EDIT, { id: rider, balance: 1000.01 }, tokens.alice))?.message).toBe(
      maxBalanceMessage(1000),
    );
    expect(
      await server.handle.db.select().from(moneyApprovals).where(eq(moneyApprovals.targetUserId, rider)),
    ).toHaveLength(0);
  });

  it('a second user approves: one MANUAL_INPUT log by the requester, the request APPROVED, audited', async () => {
    const { rider, id } = await heldRequest();
    expect(
      (await server.gql<{ pendingMoneyApprovalsCount: number }>(COUNT, {}, tokens.bob)).data
        ?.pendingMoneyApprovalsCount,
    ).toBeGreaterThanOrEqual(1);
    const response = await server.gql<{ approveMoneyRequest: Record<string, unknown> }>(
      APPROVE,
      { id },
      tokens.bob,
    );
    expect(error(response)).toBeUndefined();
    expect(response.data?.approveMoneyRequest).toMatchObject({
      status: 'APPROVED',
      decidedBy: { _id: staff.bob!.userId },
      walletLog: {
        type: 'MANUAL_INPUT',
        difference: 600,
        prevBalance: 0,
        currBalance: 600,
        dashboardUser: { _id: staff.alice!.userId },
      },
    });
    expect(await balanceOf(rider)).toBe(60_000);
    const audit = await server.handle.db.select().from(userAudit).where(eq(userAudit.targetUserId, rider));
    expect(audit.map((a) => a.action).sort()).toEqual(['approveMoneyRequest', 'requestMoneyApproval']);
    expect(audit.every((a) => a.requestId === id)).toBe(true);
  });

  it.each<[string, string, ((id: string) => Promise<void>) | null, string]>([
    ['the requester', 'alice', null, APPROVAL_MESSAGES.selfApproval],
    ['a lower rank than the requester', 'junior', null, APPROVAL_MESSAGES.lowerRank],
    ['a user the edit-balance rule does not allow', 'support', null, APPROVAL_MESSAGES.notAllowed],
    [
      'anyone after 24 h',
      'bob',
      async (id) =>
        void (await server.handle.db
          .update(moneyApprovals)
          .set({ expiresAt: new Date(Date.now() - 1) })
          .where(eq(moneyApprovals.id, id))),
      APPROVAL_MESSAGES.expired,
    ],
    [
      'anyone once rejected',
      'bob',
      async (id) => void (await server.gql(REJECT, { id, reason: 'Not agreed' }, tokens.bob)),
      APPROVAL_MESSAGES.alreadyRejected,
    ],
  ])('approval by %s is refused and moves nothing', async (_name, who, before, message) => {
    const { rider, id } = await heldRequest();
    if (before) await before(id);
    expect(error(await server.gql(APPROVE, { id }, tokens[who]))?.message).toBe(message);
    expect(await balanceOf(rider)).toBe(0);
    expect(await logsOf(rider)).toHaveLength(0);
  });

  it('an expired request is listed as EXPIRED', async () => {
    const { id } = await heldRequest();
    await server.handle.db
      .update(moneyApprovals)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(moneyApprovals.id, id));
    const list = await server.gql<{
      getMoneyApprovals: { approvals: Array<{ _id: string; status: string; refusal: string }> };
    }>(LIST, { status: JSON.stringify({ status: 'EXPIRED' }) }, tokens.bob);
    expect(list.data?.getMoneyApprovals.approvals.find((a) => a._id === id)).toEqual({
      _id: id,
      status: 'EXPIRED',
      refusal: APPROVAL_MESSAGES.expired,
    });
  });

  it('rejection needs a reason; a rejected request keeps it and moves nothing', async () => {
    const { rider, id } = await heldRequest();
    expect(error(await server.gql(REJECT, { id, reason: '  ' }, tokens.bob))?.message).toBe(
      APPROVAL_MESSAGES.rejectionReasonRequired,
    );
    const response = await server.gql<{ rejectMoneyRequest: Record<string, unknown> }>(
      REJECT,
      { id, reason: 'Duplicate refund' },
      tokens.bob,
    );
    expect(response.data?.rejectMoneyRequest).toEqual({
      _id: id,
      status: 'REJECTED',
      rejectionReason: 'Duplicate refund',
    });
    expect(await balanceOf(rider)).toBe(0);
  });

  it('a role threshold, set by one with the settings permission, decides what is held', async () => {
    expect(
      error(await server.gql(SET_THRESHOLD, { roleId: staff.alice!.roleId, t: 800 }, tokens.alice))
        ?.extensions?.code,
    ).toBe('FORBIDDEN');
    expect(
      error(await server.gql(SET_THRESHOLD, { roleId: staff.alice!.roleId, t: -1 }, tokens.settings))
        ?.message,
    ).toBe(APPROVAL_MESSAGES.thresholdNotValid);
    // A raise is held for a second signature (issue 22 §3); the governor signs it.
    const raise = error(
      await server.gql(SET_THRESHOLD, { roleId: staff.alice!.roleId, t: 800 }, tokens.settings),
    );
    expect(raise?.extensions?.reason).toBe(APPROVAL_PENDING);
    const signed = await server.gql<{ approveMoneyRequest: { status: string } }>(
      APPROVE,
      { id: raise!.extensions!.approvalId },
      tokens.governor,
    );
    expect(signed.data?.approveMoneyRequest.status).toBe('APPROVED');
    const rider = await createRider(server.handle.db);
    const moved = await server.gql<{ editBalance: { walletLog: unknown; approval: unknown } }>(
      EDIT,
      { id: rider, balance: 800 },
      tokens.alice,
    );
    expect(moved.data?.editBalance.approval).toBeNull();
    const held = await server.gql<{ editBalance: { walletLog: unknown; approval: unknown } }>(
      EDIT,
      { id: rider, balance: 800.01 },
      tokens.alice,
    );
    expect(held.data?.editBalance.walletLog).toBeNull();
    await server.gql(SET_THRESHOLD, { roleId: staff.alice!.roleId, t: 500 }, tokens.settings);
  });
});

describe('a ride compensation above the threshold waits too', () => {
  const COMPENSATE = `mutation($id: ID!, $rider: ID!, $balance: Float!) {
    compensateWithoutEnding(id: $id, riderId: $rider, balance: $balance, additionalReason: "Compensation") {
      ride { compensationAmount } walletLogs { difference } pendingApproval { _id kind status amount ride }
    }
  }`;

  it('held: no entry and nothing compensated; approved: the entry and the ride’s compensated amount', async () => {
    const rider = await createRider(server.handle.db);
    const vehicle = await createVehicle(server.handle.db);
    // Ten hours at 1 EGP a minute: a cost well above the 600 EGP asked for.
    const ride = await createOngoingRide(server.handle.db, {
      userId: rider,
      vehicleId: vehicle.id,
      startTime: new Date(Date.now() - 10 * 3_600_000),
    });
    const response = await server.gql<{
      compensateWithoutEnding: {
        ride: { compensationAmount: number };
        walletLogs: unknown[];
        pendingApproval: { _id: string };
      };
    }>(COMPENSATE, { id: ride, rider, balance: 600 }, tokens.alice);
    expect(error(response)).toBeUndefined();
    expect(response.data?.compensateWithoutEnding).toMatchObject({
      ride: { compensationAmount: 0 },
      walletLogs: [],
      pendingApproval: { kind: 'RIDE_COMPENSATION', status: 'PENDING', amount: 600, ride },
    });
    expect(await balanceOf(rider)).toBe(0);

    const approved = await server.gql<{ approveMoneyRequest: { walletLog: { difference: number } } }>(
      APPROVE,
      { id: response.data!.compensateWithoutEnding.pendingApproval._id },
      tokens.bob,
    );
    expect(error(approved)).toBeUndefined();
    expect(await balanceOf(rider)).toBe(60_000);
    const [row] = await server.handle.db
      .select({ c: rides.compensationPiasters })
      .from(rides)
      .where(eq(rides.id, ride));
    expect(row!.c).toBe(60_000);
  });
});
