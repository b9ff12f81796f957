import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { INVALID_NATIONAL_ID } from '@ops/shared/rules/nationalId';
import { ID_VERIFICATION_MESSAGES } from '@ops/shared/rules/idVerification';
import { createStaff, signIn, type StaffFixture } from '../../../../test/staff';
import { startTestServer, type TestServer } from '../../../../test/testServer';
import { userAudit } from '../../../platform/audit/tables';
import { newId } from '../../../platform/lib/ids';
import { primePlans } from '../../prime/tables';
import { createArea } from '../../wallet/testFixtures';
import { users } from '../../../platform/session/tables';
import { NATIONAL_ID_MESSAGES } from './nationalId';
import { ACTION_MESSAGES } from './target';

let server: TestServer;
let editorToken: string;
let nobodyToken: string;
let editor: StaffFixture;
let areaId: string;
let planId: string;
let serial = 0;
// One random base per run, then consecutive numbers: phones never collide within a run.
const phoneBase = 1_000_000 + Math.floor(Math.random() * 8_000_000);

const db = () => server.handle.db;
// Valid Egyptian national IDs (born 1 Jan 1990 in Cairo), a fresh serial each: no two tests share a number.
let idSerial = Math.floor(Math.random() * 50_000);
const freshNationalId = () => `290010101${String((idSerial += 1)).padStart(5, '0')}`;
const device = (deviceId: string) => ({
  deviceId,
  operatingSystem: 'android',
  operatingSystemVersion: '14',
  deviceIdBlocked: false,
  isPhoneRooted: true,
  allowedRootedPhone: false,
});

/** A rider in every state an action needs: a card, a device, a verified national ID. */
async function createRider(values: Partial<typeof users.$inferInsert> = {}): Promise<string> {
  serial += 1;
  const id = newId();
  await db()
    .insert(users)
    .values({
      id,
      name: `Rider ${serial}`,
      phoneNumber: `+20122${String(phoneBase + serial).padStart(7, '0')}`,
      type: 'user',
      paymentMethod: 'card',
      gateway: 'paymob',
      uniqueDeviceId: 'dev-1',
      deviceIdHistory: [device('dev-1')],
      ...values,
    });
  return id;
}

/** A staff member below the editor in the editor's department (or above, with level 2). */
async function createColleague(level: number): Promise<string> {
  const staff = await createStaff(db(), { level, department: 'Operations' });
  await db()
    .update(users)
    .set({
      paymentMethod: 'card',
      uniqueDeviceId: 'dev-1',
      deviceIdHistory: [device('dev-1')],
      nationalId: null,
    })
    .where(eq(users.id, staff.userId));
  return staff.userId;
}

const auditOf = (userId: string) => db().select().from(userAudit).where(eq(userAudit.targetUserId, userId));
const rowOf = async (userId: string) => (await db().select().from(users).where(eq(users.id, userId)))[0]!;

beforeAll(async () => {
  server = await startTestServer();
  editor = await createStaff(db(), {
    level: 4,
    department: 'Operations',
    permissions: {
      users: {
        VIEW_PAGE: true,
        EDIT_USER: true,
        REMOVE_CARD: true,
        RESET_OTP: true,
        CHANGE_NATIONAL_ID: true,
      },
      prime: { ADD_TO_USER: true },
    },
  });
  editorToken = await signIn(server, editor);
  // Has every flag but not EDIT_USER, at the bottom of its department: the flags alone must not do.
  nobodyToken = await signIn(
    server,
    await createStaff(db(), {
      level: 9,
      department: 'Engineering',
      permissions: {
        users: { VIEW_PAGE: true, REMOVE_CARD: true, RESET_OTP: true, CHANGE_NATIONAL_ID: true },
        prime: { ADD_TO_USER: true },
      },
    }),
  );
  areaId = await createArea(db());
  planId = newId();
  await db().insert(primePlans).values({
    id: planId,
    name: 'Prime Monthly',
    pricePiasters: 9900,
    periodValue: 1,
    periodUnit: 'MONTH',
    unlocks: 10,
    reservations: -1,
  });
});
afterAll(async () => {
  await server.close();
});

interface Case {
  field: string;
  document: string;
  /** Variables for a target user id. */
  vars: (userId: string) => Record<string, unknown>;
  /** The target kind the action works on. */
  target: 'rider' | 'staff';
  /** True when the rule on a rider is the flag alone (no EDIT_USER needed). */
  flagOnly?: boolean;
  /** What the success changed, read back from the row. */
  changed: (row: typeof users.$inferSelect) => unknown;
  expected: unknown;
}

const m = (field: string, args: string, selection = '{ _id message }') =>
  `mutation(${args}) { ${field}(${args.replace(/\$(\w+): [\w![\]]+/g, '$1: $$$1')}) ${selection} }`;

const CASES: Case[] = [
  {
    field: 'blockUserFromDashboard',
    document: m('blockUserFromDashboard', '$userId: ID!'),
    vars: (userId) => ({ userId }),
    target: 'staff',
    changed: (r) => r.isBlockedFromDashboard,
    expected: true,
  },
  {
    field: 'removeUserCard',
    document: m('removeUserCard', '$userId: ID!'),
    vars: (userId) => ({ userId }),
    target: 'rider',
    flagOnly: true,
    changed: (r) => r.paymentMethod,
    expected: 'balance',
  },
  {
    field: 'controlUserDeviceIdV2',
    document: m('controlUserDeviceIdV2', '$userId: ID!, $deviceId: String!, $block: Boolean'),
    vars: (userId) => ({ userId, deviceId: 'dev-1', block: true }),
    target: 'rider',
    changed: (r) => [r.blockedByDeviceId, r.deviceIdHistory[0]?.deviceIdBlocked],
    expected: [true, true],
  },
  {
    field: 'removeDeviceId',
    document: m('removeDeviceId', '$userId: ID!'),
    vars: (userId) => ({ userId }),
    target: 'rider',
    changed: (r) => r.uniqueDeviceId,
    expected: null,
  },
  {
    field: 'clearOpsAppDevices',
    document: m('clearOpsAppDevices', '$userId: ID!'),
    vars: (userId) => ({ userId }),
    target: 'staff',
    changed: (r) => r.deviceIdHistory,
    expected: [],
  },
  {
    field: 'resetUserPassword',
    document: m('resetUserPassword', '$userId: ID!'),
    vars: (userId) => ({ userId }),
    target: 'staff',
    changed: (r) => r.passwordChangedAt !== null,
    expected: true,
  },
  {
    field: 'resetPhoneNumberOTP',
    document: m('resetPhoneNumberOTP', '$userId: ID!'),
    vars: (userId) => ({ userId }),
    target: 'rider',
    flagOnly: true,
    changed: () => 'no row change',
    expected: 'no row change',
  },
  {
    field: 'changeUserInfo',
    document: m('changeUserInfo', '$userId: ID!, $name: String'),
    vars: (userId) => ({ userId, name: 'Renamed Rider' }),
    target: 'rider',
    changed: (r) => r.name,
    expected: 'Renamed Rider',
  },
  {
    field: 'assignArea',
    document: m('assignArea', '$userId: ID!, $areaId: ID'),
    vars: (userId) => ({ userId, areaId }),
    target: 'rider',
    changed: (r) => r.areaId,
    expected: '<area>',
  },
  {
    field: 'setExpressRider',
    document: m('setExpressRider', '$userId: ID!, $isExpressRider: Boolean!'),
    vars: (userId) => ({ userId, isExpressRider: true }),
    target: 'rider',
    changed: (r) => r.isExpressRider,
    expected: true,
  },
  {
    field: 'setExpressAdmin',
    document: m('setExpressAdmin', '$userId: ID!, $isExpressAdmin: Boolean!'),
    vars: (userId) => ({ userId, isExpressAdmin: true }),
    target: 'rider',
    changed: (r) => r.isExpressAdmin,
    expected: true,
  },
  {
    field: 'changeUserVerifiedNationalID',
    document: m('changeUserVerifiedNationalID', '$userId: ID!, $nationalID: String!'),
    vars: (userId) => ({ userId, nationalID: nationalIdFor(userId) }),
    target: 'rider',
    flagOnly: true,
    changed: (r) => r.nationalId !== null && r.nationalId === nationalIdFor(r.id),
    expected: true,
  },
  {
    field: 'removeUserVerifiedNationalID',
    document: m('removeUserVerifiedNationalID', '$userId: ID!, $nationalID: String!'),
    vars: (userId) => ({ userId, nationalID: heldBy(userId) }),
    target: 'rider',
    flagOnly: true,
    changed: (r) => r.nationalId,
    expected: null,
  },
  {
    field: 'addPrimeFromDashboard',
    document: m('addPrimeFromDashboard', '$planId: ID!, $userId: ID!, $isFree: Boolean', '{ _id name }'),
    vars: (userId) => ({ userId, planId, isFree: true }),
    target: 'rider',
    flagOnly: true,
    changed: (r) => r.subscriptionPlanId !== null,
    expected: true,
  },
];

/** The number a change case gives each target, and the number each target already holds. */
const wantedIds = new Map<string, string>();
const heldIds = new Map<string, string>();
const nationalIdFor = (userId: string) =>
  wantedIds.get(userId) ?? wantedIds.set(userId, freshNationalId()).get(userId)!;
const heldBy = (userId: string) => heldIds.get(userId) ?? '';

async function giveNationalId(userId: string): Promise<void> {
  const held = freshNationalId();
  heldIds.set(userId, held);
  await db().update(users).set({ nationalId: held }).where(eq(users.id, userId));
}

async function targetFor(c: Case): Promise<string> {
  // Each case its own target, so one case's change cannot make another pass.
  const userId = c.target === 'staff' ? await createColleague(6) : await createRider();
  if (c.field === 'removeUserVerifiedNationalID') await giveNationalId(userId);
  return userId;
}

describe('user actions: the allowed editor changes the target and the History records it', () => {
  it.each(CASES.map((c) => [c.field, c] as const))('%s', async (_field, c) => {
    const userId = await targetFor(c);
    const response = await server.gql(c.document, c.vars(userId), editorToken);
    expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
    const expected = c.expected === '<area>' ? areaId : c.expected;
    expect(c.changed(await rowOf(userId))).toEqual(expected);
    const entries = await auditOf(userId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: c.field, actorId: editor.userId });
  });
});

describe('user actions refused on the server, with nothing changed and nothing recorded', () => {
  it.each(CASES.map((c) => [c.field, c] as const))('%s: a role without the permission', async (_field, c) => {
    const userId = await targetFor(c);
    const before = await rowOf(userId);
    const response = await server.gql(c.document, c.vars(userId), nobodyToken);
    const error = response.errors?.[0];
    // An action behind its own flag needs no EDIT_USER on a rider: this role has the flag, so it may.
    if (c.flagOnly && c.target === 'rider') {
      expect(error, 'the flag alone allows a rider action').toBeUndefined();
      return;
    }
    expect(error?.message).toBe(ACTION_MESSAGES.notAllowed);
    expect(await rowOf(userId)).toEqual(before);
    expect(await auditOf(userId)).toHaveLength(0);
  });

  it.each(CASES.map((c) => [c.field, c] as const))('%s: a target of higher rank', async (_field, c) => {
    const seniorId = await createColleague(2);
    if (c.field === 'removeUserVerifiedNationalID') await giveNationalId(seniorId);
    const before = await rowOf(seniorId);
    const response = await server.gql(c.document, c.vars(seniorId), editorToken);
    expect(response.errors?.[0]?.message).toBe(ACTION_MESSAGES.notAllowed);
    expect(await rowOf(seniorId)).toEqual(before);
    expect(await auditOf(seniorId)).toHaveLength(0);
  });
});

describe('national ID change', () => {
  const CHANGE = m('changeUserVerifiedNationalID', '$userId: ID!, $nationalID: String!');
  it.each([
    ['empty', '  ', NATIONAL_ID_MESSAGES.required],
    ['too short', '2900101010001', INVALID_NATIONAL_ID],
    ['a birth date that does not exist', '29002300100015', INVALID_NATIONAL_ID],
    ['an unknown governorate', '29001019900015', INVALID_NATIONAL_ID],
  ])('refuses %s with the spec message and changes nothing', async (_label, nationalID, message) => {
    const held = freshNationalId();
    const userId = await createRider({ nationalId: held });
    const response = await server.gql(CHANGE, { userId, nationalID }, editorToken);
    expect(response.errors?.[0]?.message).toBe(message);
    expect((await rowOf(userId)).nationalId).toBe(held);
    expect(await auditOf(userId)).toHaveLength(0);
  });

  it("refuses another user's number: the failed change leaves no History entry", async () => {
    const taken = freshNationalId();
    await createRider({ nationalId: taken });
    const userId = await createRider();
    const response = await server.gql(CHANGE, { userId, nationalID: taken }, editorToken);
    expect(response.errors?.[0]?.message).toBe(ID_VERIFICATION_MESSAGES.relatedToAnotherUser);
    expect((await rowOf(userId)).nationalId).toBeNull();
    expect(await auditOf(userId)).toHaveLength(0);
  });

  it('records the number before and after', async () => {
    const held = freshNationalId();
    const next = freshNationalId();
    const userId = await createRider({ nationalId: held });
    // Typed with Arabic-Indic digits, as on an Arabic keyboard: the same number.
    const arabic = next.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    const response = await server.gql(CHANGE, { userId, nationalID: arabic }, editorToken);
    expect(response.errors).toBeUndefined();
    const [entry] = await auditOf(userId);
    expect(entry).toMatchObject({ before: { nationalID: held }, after: { nationalID: next } });
  });
});

describe('resetUserPassword', () => {
  it("sends the new password by SMS and ends the person's sessions", async () => {
    const staff = await createStaff(db(), { level: 7, department: 'Operations' });
    const token = await signIn(server, staff);
    const response = await server.gql(
      m('resetUserPassword', '$userId: ID!'),
      { userId: staff.userId },
      editorToken,
    );
    expect(response.errors).toBeUndefined();
    const sms = server.sms.messages(staff.phone)[0]?.text ?? '';
    expect(sms).toMatch(/new password is \S+\./);
    const stillIn = await server.gql('query { __typename }', {}, token);
    const me = await server.gql(
      m('changeUserInfo', '$userId: ID!, $name: String'),
      { userId: staff.userId, name: 'x' },
      token,
    );
    expect(stillIn.errors).toBeUndefined();
    expect(me.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('toggleActivate', () => {
  it('records active before and after in the History', async () => {
    const staff = await createStaff(db(), {
      level: 4,
      department: 'Operations',
      permissions: { users: { ACTIVATE_USER: true, EDIT_USER: true } },
    });
    const token = await signIn(server, staff);
    const userId = await createRider();
    const response = await server.gql(
      'mutation($id: ID!) { toggleActivate(id: $id) { _id active } }',
      { id: userId },
      token,
    );
    expect(response.errors).toBeUndefined();
    const [entry] = await auditOf(userId);
    expect(entry).toMatchObject({
      action: 'toggleActivate',
      actorId: staff.userId,
      before: { active: true },
      after: { active: false },
    });
  });
});

describe('primePlansToAdd', () => {
  it('lists available plans for Add prime', async () => {
    const response = await server.gql<{
      primePlansToAdd: Array<{ _id: string; price: number; period: string }>;
    }>('query { primePlansToAdd { _id name price period } }', {}, editorToken);
    expect(response.data?.primePlansToAdd).toContainEqual(
      expect.objectContaining({ _id: planId, price: 99, period: '1 MONTH' }),
    );
  });
});
