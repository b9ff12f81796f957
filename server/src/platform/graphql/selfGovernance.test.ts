import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { APPROVAL_PENDING } from '@ops/shared/rules/moneyApprovals';
import { DEFAULT_MONEY_LIMITS } from '@ops/shared/rules/moneyLimits';
import { createStaff, signIn, type StaffFixture } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { moneyLimitsOf } from '../../domains/approvals/limitsStore';
import { moneyApprovalThresholds } from '../../domains/approvals/tables';
import { supportAttendance } from '../../domains/attendance/tables';
import { roles } from '../session/tables';
import { walletChargePlans } from '../../domains/wallet/tables';
import { accessOf } from './gates';
import { loadTypeDefs } from './schema';

/**
 * Issue 22: the self-governance walk, beside the refusal walk (refusals.test.ts). A caller
 * holding every governing permission tries each operation that edits roles, role
 * permissions, thresholds, the money limits or charge plans on what governs their own power
 * (their role, a role of their rank or above, a limit that binds them), and the walk checks
 * the state is unchanged afterwards: refused, or held for a second signature. Every mutation
 * behind a governing gate is in the walk or named below with why it governs no one's power.
 */

const GOVERNING_GATES = ['roles.MODIFY', 'settings.ADJUST_PAYMENT_METHODS', 'attendance.MANUAL_EDIT'];
const NOT_GOVERNING: Record<string, string> = {
  setPaymentMethodEnabled: 'which payment methods riders see; no staff power or money bound',
  reorderPaymentMethods: 'the order riders see payment methods in',
  deleteWalletChargePlan: 'removes an unused plan; cannot put money anywhere',
};

type Answer = {
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
  data?: Record<string, unknown> | null;
};
interface WalkCase {
  operation: string;
  what: string;
  call: () => Promise<Answer>;
  /** The governed state, read before and after. */
  state: () => Promise<unknown>;
  /** Refused, or held (APPROVAL_PENDING, or an approval in the answer). */
  expectHeld?: boolean;
}

let server: TestServer;
let governor: StaffFixture;
let boss: StaffFixture;
let junior: StaffFixture;
let token: string;
let planId: string;

const governorPermissions = {
  roles: { VIEW_PAGE: true, MODIFY: true },
  settings: { VIEW_TAB: true, ADJUST_PAYMENT_METHODS: true },
  attendance: { VIEW_PAGE: true, MANUAL_EDIT: true },
  users: { EDIT_USER: true },
};

beforeAll(async () => {
  server = await startTestServer();
  const db = server.handle.db;
  governor = await createStaff(db, { level: 3, department: 'Operations', permissions: governorPermissions });
  boss = await createStaff(db, { level: 2, department: 'Operations', permissions: governorPermissions });
  junior = await createStaff(db, { level: 5, department: 'Operations', permissions: {} });
  token = await signIn(server, governor);
  planId = 'plan-walk';
  await db.insert(walletChargePlans).values({ id: planId, pricePiasters: 10_000, amountPiasters: 11_000 });
  // One-second shifts, as the review found them: the walk tries to stretch them to a day.
  const checkIn = new Date(Date.now() - 1000);
  await db.insert(supportAttendance).values([
    { id: 'shift-own', userId: governor.userId, checkInDate: checkIn },
    { id: 'shift-boss', userId: boss.userId, checkInDate: checkIn },
  ]);
});
afterAll(async () => {
  await server.close();
});

const roleRow = async (id: string) =>
  (await server.handle.db.select().from(roles).where(eq(roles.id, id)))[0];
const thresholdRow = async (roleId: string) =>
  (
    await server.handle.db
      .select()
      .from(moneyApprovalThresholds)
      .where(eq(moneyApprovalThresholds.roleId, roleId))
  )[0] ?? null;
const gql = (query: string, variables: Record<string, unknown>) =>
  server.gql(query, variables, token) as Promise<Answer>;

const EDIT_ROLE = `mutation($id: ID!, $role: RoleInput!) { editRole(_id: $id, role: $role) { _id } }`;
const CREATE_ROLE = `mutation($role: RoleInput!) { createRole(role: $role) { _id } }`;
const SET_THRESHOLD = `mutation($roleId: ID!, $t: Float!) { setMoneyApprovalThreshold(roleId: $roleId, threshold: $t) { roleId } }`;
const SET_LIMITS = `mutation($w: Int!, $m: Int!, $r: Float!) { setMoneyLimits(windowHours: $w, overallMultiple: $m, maxPlanRatio: $r) { approval { _id } limits { overallMultiple } } }`;
const CREATE_PLAN = `mutation($price: Float!, $amount: Float!) { createWalletChargePlan(price: $price, amount: $amount, active: true) { _id } }`;
const EDIT_PLAN = `mutation($id: ID!, $price: Float!, $amount: Float!) { editWalletChargePlan(id: $id, price: $price, amount: $amount, active: true) { _id } }`;
const EDIT_ATTENDANCE = `mutation($id: ID!, $in: String!) { editAttendance(id: $id, checkInDate: $in, checkOutDate: null, breaks: [], reason: "Make it a full day") { _id } }`;
const shiftRow = async (id: string) =>
  (await server.handle.db.select().from(supportAttendance).where(eq(supportAttendance.id, id)))[0];
const dayEarlier = () => new Date(Date.now() - 8 * 3_600_000).toISOString();
const grant = { ...governorPermissions, users: { EDIT_USER: true, EDIT_USER_BALANCE: true } };

const CASES: WalkCase[] = [
  {
    operation: 'editRole',
    what: 'own role, granting itself more',
    call: () =>
      gql(EDIT_ROLE, {
        id: governor.roleId,
        role: { name: 'Mine', level: 3, department: 'Operations', permissions: grant },
      }),
    state: () => roleRow(governor.roleId),
  },
  {
    operation: 'editRole',
    what: 'own role, promoting itself',
    call: () =>
      gql(EDIT_ROLE, {
        id: governor.roleId,
        role: { name: 'Mine', level: 1, department: 'Operations', permissions: governorPermissions },
      }),
    state: () => roleRow(governor.roleId),
  },
  {
    operation: 'editRole',
    what: 'a role ranked above',
    call: () =>
      gql(EDIT_ROLE, {
        id: boss.roleId,
        role: { name: 'Boss', level: 2, department: 'Operations', permissions: {} },
      }),
    state: () => roleRow(boss.roleId),
  },
  {
    operation: 'createRole',
    what: 'a role of its own rank (to hand itself)',
    call: () =>
      gql(CREATE_ROLE, {
        role: { name: 'Walk peer', level: 3, department: 'Operations', permissions: governorPermissions },
      }),
    state: async () =>
      (await server.handle.db.select().from(roles).where(eq(roles.name, 'Walk peer'))).length,
  },
  {
    operation: 'setMoneyApprovalThreshold',
    what: 'own role to the maximum',
    call: () => gql(SET_THRESHOLD, { roleId: governor.roleId, t: 100_000 }),
    state: () => thresholdRow(governor.roleId),
  },
  {
    operation: 'setMoneyApprovalThreshold',
    what: 'a role ranked above, to 0',
    call: () => gql(SET_THRESHOLD, { roleId: boss.roleId, t: 0 }),
    state: () => thresholdRow(boss.roleId),
  },
  {
    operation: 'setMoneyApprovalThreshold',
    what: 'a role ranked below, raised',
    call: () => gql(SET_THRESHOLD, { roleId: junior.roleId, t: 100_000 }),
    state: () => thresholdRow(junior.roleId),
    expectHeld: true,
  },
  {
    operation: 'setMoneyLimits',
    what: 'loosened (a larger overall total binds the caller too)',
    call: () => gql(SET_LIMITS, { w: 1, m: 100, r: 10 }),
    state: () => moneyLimitsOf(server.handle.db),
    expectHeld: true,
  },
  {
    operation: 'createWalletChargePlan',
    what: 'a plan that mints (1 EGP for 100,000)',
    call: () => gql(CREATE_PLAN, { price: 1, amount: 100_000 }),
    state: async () => (await server.handle.db.select().from(walletChargePlans)).length,
  },
  {
    operation: 'editAttendance',
    what: 'own shift stretched to a day',
    call: () => gql(EDIT_ATTENDANCE, { id: 'shift-own', in: dayEarlier() }),
    state: () => shiftRow('shift-own'),
  },
  {
    operation: 'editAttendance',
    what: 'the shift of a colleague ranked above',
    call: () => gql(EDIT_ATTENDANCE, { id: 'shift-boss', in: dayEarlier() }),
    state: () => shiftRow('shift-boss'),
  },
  {
    operation: 'editWalletChargePlan',
    what: 'a bonus above the threshold (2,000 for 2,600)',
    call: () => gql(EDIT_PLAN, { id: planId, price: 2000, amount: 2600 }),
    state: async () =>
      (await server.handle.db.select().from(walletChargePlans).where(eq(walletChargePlans.id, planId)))[0],
    expectHeld: true,
  },
];

describe('the self-governance walk', () => {
  it('covers every mutation behind a governing gate', () => {
    const schema = makeExecutableSchema({ typeDefs: loadTypeDefs() });
    const configs = schema.getMutationType()!.toConfig().fields;
    const governing = Object.entries(configs)
      .filter(([, config]) => {
        const access = accessOf(schema, config);
        return (
          access?.kind === 'gate' &&
          GOVERNING_GATES.includes(`${access.gate.layer}.${access.gate.permission}`)
        );
      })
      .map(([name]) => name);
    const walked = new Set([...CASES.map((c) => c.operation), ...Object.keys(NOT_GOVERNING)]);
    expect(governing.filter((name) => !walked.has(name))).toEqual([]);
  });

  it.each(CASES.map((c) => [`${c.operation}: ${c.what}`, c] as const))(
    '%s changes nothing',
    async (_name, walk) => {
      const before = await walk.state();
      const answer = await walk.call();
      if (walk.expectHeld) {
        const held =
          answer.errors?.[0]?.extensions?.reason === APPROVAL_PENDING ||
          !!(answer.data?.setMoneyLimits as { approval?: unknown } | undefined)?.approval;
        expect(held, JSON.stringify(answer)).toBe(true);
      } else {
        expect(answer.errors?.[0]?.message, JSON.stringify(answer.data)).toEqual(expect.any(String));
        expect(answer.errors?.[0]?.extensions?.reason).not.toBe(APPROVAL_PENDING);
      }
      expect(await walk.state()).toEqual(before);
    },
  );

  it('the money limits are still the defaults after the walk', async () => {
    expect(await moneyLimitsOf(server.handle.db)).toEqual(DEFAULT_MONEY_LIMITS);
  });
});
