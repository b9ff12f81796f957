import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { WALLET_CHARGE_PLAN_MESSAGES as M } from '@ops/shared/rules/walletChargePlan';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { userAudit } from '../../platform/audit/tables';
import { newId } from '../../platform/lib/ids';
import { WALLET_MESSAGES } from './messages';
import { walletAutoCharges, walletChargePlans } from './tables';
import { createRider } from './testFixtures';

/** Wallet charge plans and users' auto charges (issue 7 §3) over GraphQL on PGlite. */

const PLANS = `{ getAllWalletChargePlan { _id price amount active autoChargesCount } }`;
const CREATE = `mutation($price: Float!, $amount: Float!, $active: Boolean!) { createWalletChargePlan(price: $price, amount: $amount, active: $active) { _id price amount active } }`;
const EDIT = `mutation($id: ID!, $price: Float!, $amount: Float!, $active: Boolean!) { editWalletChargePlan(id: $id, price: $price, amount: $amount, active: $active) { _id price amount active autoChargesCount } }`;
const DELETE = `mutation($id: ID!) { deleteWalletChargePlan(id: $id) { _id } }`;
const CHARGES = `query($filters: String) { getWalletAutoCharges(filters: $filters) { count numberOfPages autoCharges { _id active removedAt threshold user { _id } plan { _id price } } } }`;
const REMOVE = `mutation($user: ID!, $charge: ID!) { removeWalletAutoChargeForUser(userIdToRemove: $user, walletChargeId: $charge) { _id active removedAt } }`;

let server: TestServer;
let finance: string;
let financeId: string;
let viewer: string;
const message = (response: { errors?: Array<{ message: string }> }) => response.errors?.[0]?.message;

beforeAll(async () => {
  server = await startTestServer();
  const staff = await createStaff(server.handle.db, {
    level: 3,
    department: 'Accounting',
    // Plans are a money setting (issue 22 §1): the settings permission, not the balance one.
    permissions: {
      users: { EDIT_USER_BALANCE: true },
      settings: { ADJUST_PAYMENT_METHODS: true },
      task: { VIEW_WALLET_AUTO_CHARGES: true },
    },
  });
  financeId = staff.userId;
  finance = await signIn(server, staff);
  viewer = await signIn(
    server,
    await createStaff(server.handle.db, {
      level: 5,
      permissions: { task: { VIEW_WALLET_AUTO_CHARGES: true } },
    }),
  );
});
afterAll(async () => {
  await server.close();
});

async function autoCharge(userId: string, planId: string): Promise<string> {
  const id = newId();
  await server.handle.db.insert(walletAutoCharges).values({
    id,
    userId,
    walletChargePlanId: planId,
    maskedPan: '512345******2346',
    thresholdPiasters: 2000,
  });
  return id;
}

describe('wallet charge plans', () => {
  it('create, edit and list a plan; amounts in EGP', async () => {
    const created = await server.gql<{ createWalletChargePlan: { _id: string } }>(
      CREATE,
      { price: 100, amount: 110.5, active: true },
      finance,
    );
    expect(created.errors).toBeUndefined();
    const id = created.data!.createWalletChargePlan._id;
    const [row] = await server.handle.db.select().from(walletChargePlans).where(eq(walletChargePlans.id, id));
    expect(row).toMatchObject({ pricePiasters: 10_000, amountPiasters: 11_050, active: true });
    const edited = await server.gql<{ editWalletChargePlan: unknown }>(
      EDIT,
      { id, price: 200, amount: 230, active: false },
      finance,
    );
    expect(edited.data?.editWalletChargePlan).toEqual({
      _id: id,
      price: 200,
      amount: 230,
      active: false,
      autoChargesCount: 0,
    });
    const listed = await server.gql<{ getAllWalletChargePlan: Array<{ _id: string }> }>(PLANS, {}, viewer);
    expect(listed.data?.getAllWalletChargePlan.find((plan) => plan._id === id)).toEqual({
      _id: id,
      price: 200,
      amount: 230,
      active: false,
      autoChargesCount: 0,
    });
  });

  it.each([
    [{ price: 0, amount: 10, active: true }, M.pricePositive],
    [{ price: 10, amount: -1, active: true }, M.amountPositive],
    [{ price: 10.001, amount: 10, active: true }, M.piasters],
  ])('bad input %j is refused in the shared words and nothing is written', async (input, words) => {
    const before = (await server.handle.db.select().from(walletChargePlans)).length;
    expect(message(await server.gql(CREATE, input, finance))).toBe(words);
    expect(await server.handle.db.select().from(walletChargePlans)).toHaveLength(before);
  });

  it('an edit of a plan that is not there says so', async () => {
    expect(message(await server.gql(EDIT, { id: 'nope', price: 1, amount: 1, active: true }, finance))).toBe(
      M.notFound,
    );
  });

  it('viewing auto charges does not allow writing plans', async () => {
    const response = await server.gql(CREATE, { price: 1, amount: 1, active: true }, viewer);
    expect(response.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('a plan no auto charge uses is deleted; one in use (even removed) is refused and kept', async () => {
    const free = (
      await server.gql<{ createWalletChargePlan: { _id: string } }>(
        CREATE,
        { price: 5, amount: 5, active: true },
        finance,
      )
    ).data!.createWalletChargePlan._id;
    expect((await server.gql(DELETE, { id: free }, finance)).data).toEqual({
      deleteWalletChargePlan: { _id: free },
    });
    expect(
      await server.handle.db.select().from(walletChargePlans).where(eq(walletChargePlans.id, free)),
    ).toHaveLength(0);

    const used = (
      await server.gql<{ createWalletChargePlan: { _id: string } }>(
        CREATE,
        { price: 50, amount: 50, active: true },
        finance,
      )
    ).data!.createWalletChargePlan._id;
    const rider = await createRider(server.handle.db);
    const charge = await autoCharge(rider, used);
    await server.handle.db
      .update(walletAutoCharges)
      .set({ removedAt: new Date() })
      .where(eq(walletAutoCharges.id, charge));
    expect(message(await server.gql(DELETE, { id: used }, finance))).toBe(M.inUse);
    expect(
      await server.handle.db.select().from(walletChargePlans).where(eq(walletChargePlans.id, used)),
    ).toHaveLength(1);
  });
});

describe("users' auto charges", () => {
  it('are listed by the kit with a filter, and removed once with a History entry', async () => {
    const plan = (
      await server.gql<{ createWalletChargePlan: { _id: string } }>(
        CREATE,
        { price: 20, amount: 22, active: true },
        finance,
      )
    ).data!.createWalletChargePlan._id;
    const rider = await createRider(server.handle.db);
    const charge = await autoCharge(rider, plan);
    const listed = await server.gql<{ getWalletAutoCharges: { count: number; autoCharges: unknown[] } }>(
      CHARGES,
      { filters: JSON.stringify({ planId: plan }) },
      viewer,
    );
    expect(listed.data?.getWalletAutoCharges).toMatchObject({
      count: 1,
      autoCharges: [
        {
          _id: charge,
          active: true,
          removedAt: null,
          threshold: 20,
          user: { _id: rider },
          plan: { _id: plan, price: 20 },
        },
      ],
    });
    const plans = await server.gql<{
      getAllWalletChargePlan: Array<{ _id: string; autoChargesCount: number }>;
    }>(PLANS, {}, viewer);
    expect(plans.data?.getAllWalletChargePlan.find((row) => row._id === plan)?.autoChargesCount).toBe(1);

    // The viewer may see but not edit this rider's balance: refused, nothing changed.
    expect(message(await server.gql(REMOVE, { user: rider, charge }, viewer))).toBe(
      WALLET_MESSAGES.notAllowedBalance,
    );
    const removed = await server.gql<{
      removeWalletAutoChargeForUser: { active: boolean; removedAt: string | null };
    }>(REMOVE, { user: rider, charge }, finance);
    expect(removed.errors).toBeUndefined();
    expect(removed.data?.removeWalletAutoChargeForUser).toMatchObject({ _id: charge, active: false });
    expect(removed.data?.removeWalletAutoChargeForUser.removedAt).toEqual(expect.any(String));
    expect(message(await server.gql(REMOVE, { user: rider, charge }, finance))).toBe(M.autoChargeRemoved);
    expect(message(await server.gql(REMOVE, { user: 'someone-else', charge }, finance))).toBeDefined();

    const active = await server.gql<{ getWalletAutoCharges: { count: number } }>(
      CHARGES,
      { filters: JSON.stringify({ planId: plan, status: 'active' }) },
      viewer,
    );
    expect(active.data?.getWalletAutoCharges.count).toBe(0);
    const history = await server.handle.db.select().from(userAudit).where(eq(userAudit.targetUserId, rider));
    expect(history.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['removeWalletAutoChargeForUser', financeId],
    ]);
  });

  it('bad filters are refused in words', async () => {
    expect(message(await server.gql(CHARGES, { filters: JSON.stringify({ colour: 'red' }) }, viewer))).toBe(
      'Unknown filter: colour',
    );
  });
});
