import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  APPROVAL_MESSAGES,
  APPROVAL_PENDING,
  DEFAULT_APPROVAL_THRESHOLD,
  MAX_APPROVAL_THRESHOLD,
} from '@ops/shared/rules/moneyApprovals';
import { createStaff, signIn, type StaffFixture } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { moneyApprovalThresholdChanges, moneyApprovalThresholds } from './tables';

const SET = `mutation($roleId: ID!, $t: Float!) { setMoneyApprovalThreshold(roleId: $roleId, threshold: $t) { roleId threshold isDefault updatedBy { _id } updatedAt } }`;
const READ = `query { getMoneyApprovalThresholds { roleId roleName threshold isDefault updatedBy { _id } } }`;
const APPROVE = `mutation($id: ID!) { approveMoneyRequest(id: $id) { _id status } }`;
const CHANGES = `query($rows: Int) { getMoneyApprovalThresholdChanges(rowsPerPage: $rows) { roleId roleName before after changedBy { _id } changedAt } }`;

type Errors = { errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
type Threshold = {
  roleId: string;
  roleName: string;
  threshold: number;
  isDefault: boolean;
  updatedBy: { _id: string } | null;
};
type Change = { roleId: string; before: number | null; after: number; changedBy: { _id: string } | null };

let server: TestServer;
let admin: StaffFixture;
let viewer: StaffFixture;
let finance: StaffFixture;
let second: StaffFixture;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  // Ranked above the finance role (level 3): nobody sets the threshold of their own rank (issue 22 §3).
  admin = await createStaff(server.handle.db, {
    level: 1,
    department: 'Administration',
    permissions: { settings: { VIEW_TAB: true, ADJUST_PAYMENT_METHODS: true } },
  });
  second = await createStaff(server.handle.db, {
    level: 1,
    department: 'Administration',
    permissions: { settings: { VIEW_TAB: true, ADJUST_PAYMENT_METHODS: true } },
  });
  viewer = await createStaff(server.handle.db, {
    level: 3,
    department: 'Accounting',
    permissions: { settings: { VIEW_TAB: true } },
  });
  finance = await createStaff(server.handle.db, {
    level: 3,
    department: 'Accounting',
    permissions: { users: { EDIT_USER_BALANCE: true } },
  });
  tokens.admin = await signIn(server, admin);
  tokens.viewer = await signIn(server, viewer);
  tokens.finance = await signIn(server, finance);
  tokens.second = await signIn(server, second);
});
afterAll(async () => {
  await server.close();
});

const thresholdsSeenBy = async (who: string) =>
  (await server.gql<{ getMoneyApprovalThresholds: Threshold[] }>(READ, {}, tokens[who])) as {
    data?: { getMoneyApprovalThresholds: Threshold[] };
  } & Errors;
const changesOf = async (roleId: string) =>
  (
    await server.gql<{ getMoneyApprovalThresholdChanges: Change[] }>(CHANGES, { rows: 50 }, tokens.viewer)
  ).data!.getMoneyApprovalThresholdChanges.filter((c) => c.roleId === roleId);

describe('approval thresholds', () => {
  it('every role is listed; one without its own value reads the default', async () => {
    const seen = await thresholdsSeenBy('viewer');
    expect(seen.errors).toBeUndefined();
    expect(seen.data!.getMoneyApprovalThresholds.find((t) => t.roleId === finance.roleId)).toMatchObject({
      threshold: DEFAULT_APPROVAL_THRESHOLD,
      isDefault: true,
      updatedBy: null,
    });
    expect((await thresholdsSeenBy('finance')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it.each<[string, number, string]>([
    ['negative', -1, APPROVAL_MESSAGES.thresholdNotValid],
    ['piasters', 500.5, APPROVAL_MESSAGES.thresholdNotValid],
    ['above the maximum', MAX_APPROVAL_THRESHOLD + 1, APPROVAL_MESSAGES.thresholdTooHigh],
  ])('%s is refused in words and changes nothing', async (_name, t, message) => {
    expect(
      ((await server.gql(SET, { roleId: finance.roleId, t }, tokens.admin)) as Errors).errors?.[0]?.message,
    ).toBe(message);
    expect(
      await server.handle.db
        .select()
        .from(moneyApprovalThresholds)
        .where(eq(moneyApprovalThresholds.roleId, finance.roleId)),
    ).toEqual([]);
    expect(await changesOf(finance.roleId)).toEqual([]);
  });

  it('an unknown role is refused', async () => {
    expect(
      ((await server.gql(SET, { roleId: 'nope', t: 10 }, tokens.admin)) as Errors).errors?.[0]?.message,
    ).toBe(APPROVAL_MESSAGES.roleNotFound);
  });

  it('only with settings.ADJUST_PAYMENT_METHODS', async () => {
    expect(
      ((await server.gql(SET, { roleId: finance.roleId, t: 800 }, tokens.viewer)) as Errors).errors?.[0]
        ?.extensions?.code,
    ).toBe('FORBIDDEN');
    expect(await changesOf(finance.roleId)).toEqual([]);
  });

  it('each change is kept with who made it and from what to what, newest first', async () => {
    // A raise waits for a second signature (issue 22 §3); the trail names who asked for it.
    const raise = (await server.gql(SET, { roleId: finance.roleId, t: 800 }, tokens.admin)) as Errors;
    expect(raise.errors?.[0]?.extensions?.reason).toBe(APPROVAL_PENDING);
    expect(await changesOf(finance.roleId)).toEqual([]);
    const signed = await server.gql(APPROVE, { id: raise.errors![0]!.extensions!.approvalId }, tokens.second);
    expect(signed.errors).toBeUndefined();
    const first = (await thresholdsSeenBy('viewer')).data!.getMoneyApprovalThresholds.find(
      (t) => t.roleId === finance.roleId,
    );
    expect(first).toMatchObject({
      roleId: finance.roleId,
      threshold: 800,
      isDefault: false,
      updatedBy: { _id: admin.userId },
    });
    server.clock.advance(1000);
    await server.gql(SET, { roleId: finance.roleId, t: 0 }, tokens.admin);
    expect(await changesOf(finance.roleId)).toEqual([
      expect.objectContaining({ before: 800, after: 0, changedBy: { _id: admin.userId } }),
      expect.objectContaining({ before: null, after: 800, changedBy: { _id: admin.userId } }),
    ]);
    const rows = await server.handle.db
      .select()
      .from(moneyApprovalThresholdChanges)
      .where(eq(moneyApprovalThresholdChanges.roleId, finance.roleId));
    expect(rows).toHaveLength(2);
    expect(
      (await thresholdsSeenBy('viewer')).data!.getMoneyApprovalThresholds.find(
        (t) => t.roleId === finance.roleId,
      ),
    ).toMatchObject({ threshold: 0, isDefault: false });
  });
});
