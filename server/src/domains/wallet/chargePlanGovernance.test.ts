import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { APPROVAL_PENDING } from '@ops/shared/rules/moneyApprovals';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { userAudit } from '../../platform/audit/tables';
import { newId } from '../../platform/lib/ids';
import { runIntervalPayments } from '../payments/intervals/schedule';
import { intervalPayments } from '../payments/intervals/tables';
import { walletAutoCharges, walletChargePlans } from './tables';
import { createRider, depsOver } from './testFixtures';

/** Issue 22 §1: a charge plan is a money setting: permission, ratio bound, second signature, audit, versions. */

const CREATE = `mutation($price: Float!, $amount: Float!) { createWalletChargePlan(price: $price, amount: $amount, active: true) { _id price amount version } }`;
const EDIT = `mutation($id: ID!, $price: Float!, $amount: Float!) { editWalletChargePlan(id: $id, price: $price, amount: $amount, active: true) { _id price amount version } }`;
const DELETE = `mutation($id: ID!) { deleteWalletChargePlan(id: $id) { _id } }`;
const APPROVE = `mutation($id: ID!) { approveMoneyRequest(id: $id) { _id status refusal } }`;
type Answer<T> = {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
};

let server: TestServer;
let agent: string;
let settings: string;
let settingsId: string;
let second: string;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.handle.db;
  // The seeded Support Agent's money permission: the balance one, not the settings one.
  agent = await signIn(
    server,
    await createStaff(db, {
      level: 6,
      department: 'Operations',
      permissions: { users: { EDIT_USER_BALANCE: true } },
    }),
  );
  const settingsStaff = await createStaff(db, {
    level: 2,
    department: 'Administration',
    permissions: { settings: { ADJUST_PAYMENT_METHODS: true } },
  });
  settingsId = settingsStaff.userId;
  settings = await signIn(server, settingsStaff);
  second = await signIn(
    server,
    await createStaff(db, {
      level: 1,
      department: 'Administration',
      permissions: { settings: { ADJUST_PAYMENT_METHODS: true } },
    }),
  );
});
afterAll(async () => {
  await server.close();
});

const planRow = async (id: string) =>
  (await server.handle.db.select().from(walletChargePlans).where(eq(walletChargePlans.id, id)))[0];

describe('charge plans are a money setting', () => {
  it('a Support Agent (users.EDIT_USER_BALANCE) may not create, edit or delete plans', async () => {
    const before = (await server.handle.db.select().from(walletChargePlans)).length;
    const answer = (await server.gql(CREATE, { price: 1, amount: 100_000 }, agent)) as Answer<unknown>;
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(
      ((await server.gql(EDIT, { id: 'x', price: 1, amount: 1 }, agent)) as Answer<unknown>).errors?.[0]
        ?.extensions?.code,
    ).toBe('FORBIDDEN');
    expect(
      ((await server.gql(DELETE, { id: 'x' }, agent)) as Answer<unknown>).errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
    expect(await server.handle.db.select().from(walletChargePlans)).toHaveLength(before);
  });

  it('a plan crediting more than 1.5 times its price is refused in words and nothing is written', async () => {
    const before = (await server.handle.db.select().from(walletChargePlans)).length;
    const answer = (await server.gql(CREATE, { price: 1, amount: 100_000 }, settings)) as Answer<unknown>;
    expect(answer.errors?.[0]?.message).toBe(
      'A plan may credit at most 1.5 times its price (1.5 EGP for this price).',
    );
    expect(
      ((await server.gql(CREATE, { price: 100, amount: 150.01 }, settings)) as Answer<unknown>).errors?.[0]
        ?.message,
    ).toBe('A plan may credit at most 1.5 times its price (150 EGP for this price).');
    expect(await server.handle.db.select().from(walletChargePlans)).toHaveLength(before);
  });

  it('a bonus within the threshold applies at once and is audited with who, before and after', async () => {
    const created = (await server.gql(CREATE, { price: 100, amount: 150 }, settings)) as Answer<{
      createWalletChargePlan: { _id: string; version: number };
    }>;
    expect(created.errors).toBeUndefined();
    const id = created.data!.createWalletChargePlan._id;
    expect(created.data!.createWalletChargePlan.version).toBe(1);
    const edited = (await server.gql(EDIT, { id, price: 200, amount: 250 }, settings)) as Answer<{
      editWalletChargePlan: { version: number };
    }>;
    expect(edited.data?.editWalletChargePlan.version).toBe(2);
    await server.gql(DELETE, { id }, settings);
    const trail = await server.handle.db
      .select()
      .from(userAudit)
      .where(and(eq(userAudit.subjectType, 'chargePlan'), eq(userAudit.subjectId, id)));
    expect(trail.map((t) => [t.action, t.actorId, t.before, t.after])).toEqual(
      expect.arrayContaining([
        ['createWalletChargePlan', settingsId, {}, { price: 100, amount: 150, active: true, version: 1 }],
        [
          'editWalletChargePlan',
          settingsId,
          { price: 100, amount: 150, active: true, version: 1 },
          { price: 200, amount: 250, active: true, version: 2 },
        ],
        ['deleteWalletChargePlan', settingsId, { price: 200, amount: 250, active: true, version: 2 }, {}],
      ]),
    );
  });

  it('a bonus above the threshold waits for a second signature; scheduled charges keep the version they copied', async () => {
    const db = server.handle.db;
    const planId = newId();
    await db
      .insert(walletChargePlans)
      .values({ id: planId, pricePiasters: 200_000, amountPiasters: 210_000 });
    const rider = await createRider(db, 0);
    await db
      .insert(walletAutoCharges)
      .values({ id: newId(), userId: rider, walletChargePlanId: planId, thresholdPiasters: 1000 });
    await runIntervalPayments(depsOver(server.handle, server.clock));
    const [scheduled] = await db.select().from(intervalPayments).where(eq(intervalPayments.userId, rider));
    expect(scheduled).toMatchObject({
      walletChargePlanId: planId,
      walletChargePlanVersion: 1,
      amountPiasters: 200_000,
      creditPiasters: 210_000,
    });

    const held = (await server.gql(
      EDIT,
      { id: planId, price: 2000, amount: 2600 },
      settings,
    )) as Answer<unknown>;
    expect(held.errors?.[0]?.extensions?.reason).toBe(APPROVAL_PENDING);
    expect(await planRow(planId)).toMatchObject({ amountPiasters: 210_000, version: 1 });
    const own = (await server.gql(
      APPROVE,
      { id: held.errors![0]!.extensions!.approvalId },
      settings,
    )) as Answer<unknown>;
    expect(own.errors?.[0]?.message).toBe('You cannot approve or reject your own request.');
    const signed = (await server.gql(
      APPROVE,
      { id: held.errors![0]!.extensions!.approvalId },
      second,
    )) as Answer<{ approveMoneyRequest: { status: string } }>;
    expect(signed.data?.approveMoneyRequest.status).toBe('APPROVED');
    expect(await planRow(planId)).toMatchObject({ amountPiasters: 260_000, version: 2 });
    const [still] = await db.select().from(intervalPayments).where(eq(intervalPayments.id, scheduled!.id));
    expect(still).toMatchObject({ walletChargePlanVersion: 1, creditPiasters: 210_000 });
  });
});
