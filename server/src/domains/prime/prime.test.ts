import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { PRIME_PLAN_MESSAGES as M } from '@ops/shared/rules/primePlan';
import { LIST_MESSAGES } from '@ops/shared/lists/listRequest';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { userAudit } from '../../platform/audit/tables';
import { newId } from '../../platform/lib/ids';
import { users } from '../../platform/session/tables';
import { createRider } from '../wallet/testFixtures';
import { PRIME_MESSAGES } from './service';
import { primePlans, primeSubscriptions } from './tables';

/** Prime plans and subscriptions (issue 8 §4) over GraphQL on PGlite. */

const PLAN_FIELDS =
  '_id name description price priceBefore period periodUnit unlocks reservations available freeTrialUnit freeTrialValue activeSubscriptions';
const ARGS =
  '$name: String, $description: String, $price: Float, $priceBefore: Float, $period: Int, $periodUnit: String, $unlocks: Int, $reservations: Int, $available: Boolean, $freeTrialUnit: String, $freeTrialValue: Int';
const PASS =
  'name: $name, description: $description, price: $price, priceBefore: $priceBefore, period: $period, periodUnit: $periodUnit, unlocks: $unlocks, reservations: $reservations, available: $available, freeTrialUnit: $freeTrialUnit, freeTrialValue: $freeTrialValue';
const CREATE = `mutation(${ARGS}) { createPrimePLan(${PASS}) { ${PLAN_FIELDS} } }`;
const EDIT = `mutation($_id: ID!, ${ARGS}) { editPrimePLan(_id: $_id, ${PASS}) { ${PLAN_FIELDS} } }`;
const PLANS = `{ getPrimePlans { ${PLAN_FIELDS} } }`;
const SUBS = `query($filters: String, $fieldName: String, $sortType: String) { getPrimeSubscriptions(filters: $filters, fieldName: $fieldName, sortType: $sortType) { totalCount totalPages subscriptions { _id isCurrent subscriber { _id name } subscription { _id stoppedAt removedAt isFreeTrial renewedAt nextRetryAt } } } }`;
const STOP = `mutation($id: ID!, $remove: Boolean) { stopPlanSubscription(_id: $id, remove: $remove) { _id stoppedAt removedAt } }`;
const ADD = `mutation($planId: ID!, $userId: ID!, $isFree: Boolean) { addPrimeFromDashboard(planId: $planId, userId: $userId, isFree: $isFree) { _id plan price } }`;

const GOOD = {
  name: 'Prime Monthly',
  description: 'Unlimited unlocks',
  price: 149,
  priceBefore: 199,
  period: 1,
  periodUnit: 'MONTH',
  unlocks: -1,
  reservations: 4,
  available: true,
  freeTrialUnit: 'DAYS',
  freeTrialValue: 7,
};

let server: TestServer;
let editor: string;
let editorId: string;
let stopper: string;
let remover: string;
let viewer: string;
const message = (response: { errors?: Array<{ message: string }> }) => response.errors?.[0]?.message;
const db = () => server.handle.db;

beforeAll(async () => {
  server = await startTestServer();
  const staff = await createStaff(db(), {
    level: 3,
    permissions: { prime: { VIEW_PAGE: true, EDIT_PLANS: true } },
  });
  editorId = staff.userId;
  editor = await signIn(server, staff);
  stopper = await signIn(
    server,
    await createStaff(db(), {
      level: 4,
      permissions: { prime: { VIEW_PAGE: true, STOP_USER_PLAN_RENEWALS: true } },
    }),
  );
  remover = await signIn(
    server,
    await createStaff(db(), {
      level: 4,
      permissions: {
        prime: { VIEW_PAGE: true, STOP_USER_PLAN_RENEWALS: true, REMOVE_USER_PLAN: true, ADD_TO_USER: true },
      },
    }),
  );
  viewer = await signIn(
    server,
    await createStaff(db(), { level: 5, permissions: { prime: { VIEW_PAGE: true } } }),
  );
});
afterAll(async () => {
  await server.close();
});

async function planCount(): Promise<number> {
  const [row] = await db().select({ n: count() }).from(primePlans);
  return Number(row?.n ?? 0);
}

/** A subscription the rider holds as current (or not), valid for `days` more days. */
async function subscription(
  userId: string,
  planId: string,
  values: Partial<typeof primeSubscriptions.$inferInsert> = {},
  current = true,
): Promise<string> {
  const id = newId();
  await db()
    .insert(primeSubscriptions)
    .values({
      id,
      userId,
      planId,
      name: 'Prime Monthly',
      pricePiasters: 14_900,
      periodValue: 1,
      periodUnit: 'MONTH',
      unlocks: -1,
      reservations: 4,
      validUntil: new Date(Date.now() + 10 * 86_400_000),
      ...values,
    });
  if (current) await db().update(users).set({ subscriptionPlanId: id }).where(eq(users.id, userId));
  return id;
}

describe('createPrimePLan and editPrimePLan', () => {
  it.each([
    ['no name', { name: ' ' }, M.nameRequired],
    ['no price', { price: null }, M.priceRequired],
    ['a zero price', { price: 0 }, M.pricePositive],
    ['three decimals', { price: 10.005 }, M.piasters],
    ['priceBefore not above price', { priceBefore: 149 }, M.priceBeforeMore],
    ['a zero period', { period: 0 }, M.periodWhole],
    ['13 months', { period: 13 }, M.periodTooLong],
    ['an unknown unit', { periodUnit: 'WEEK' }, M.unitRequired],
    ['unlocks -2', { unlocks: -2 }, M.unlocks],
    ['reservations -5', { reservations: -5 }, M.reservations],
    ['no available flag', { available: null }, M.availableRequired],
    ['a trial unit without value', { freeTrialValue: null }, M.freeTrialBoth],
    ['a trial value of 0', { freeTrialValue: 0 }, M.freeTrialValue],
  ])('refuses %s in words and stores nothing', async (_label, patch, expected) => {
    const before = await planCount();
    const response = await server.gql(CREATE, { ...GOOD, ...patch }, editor);
    expect(message(response)).toBe(expected);
    expect(await planCount()).toBe(before);
  });

  it('creates a plan (-1 unlimited, free trial) with a History entry, and edits it with before and after', async () => {
    const created = await server.gql<{ createPrimePLan: { _id: string } }>(CREATE, GOOD, editor);
    expect(created.errors).toBeUndefined();
    const plan = created.data!.createPrimePLan;
    expect(plan).toMatchObject({
      name: 'Prime Monthly',
      price: 149,
      priceBefore: 199,
      period: 1,
      periodUnit: 'MONTH',
      unlocks: -1,
      reservations: 4,
      available: true,
      freeTrialUnit: 'DAYS',
      freeTrialValue: 7,
      activeSubscriptions: 0,
    });
    const [row] = await db().select().from(primePlans).where(eq(primePlans.id, plan._id));
    expect(row).toMatchObject({ pricePiasters: 14_900, priceBeforePiasters: 19_900, createdBy: editorId });

    const bad = await server.gql(EDIT, { _id: plan._id, ...GOOD, unlocks: -3 }, editor);
    expect(message(bad)).toBe(M.unlocks);
    const edited = await server.gql<{ editPrimePLan: unknown }>(
      EDIT,
      {
        _id: plan._id,
        ...GOOD,
        price: 99,
        priceBefore: null,
        available: false,
        freeTrialUnit: null,
        freeTrialValue: null,
      },
      editor,
    );
    expect(edited.data?.editPrimePLan).toMatchObject({
      price: 99,
      priceBefore: null,
      available: false,
      freeTrialUnit: null,
      freeTrialValue: null,
    });

    const entries = await db()
      .select()
      .from(userAudit)
      .where(and(eq(userAudit.subjectType, 'primePlan'), eq(userAudit.subjectId, plan._id)));
    expect(entries.map((e) => e.action).sort()).toEqual(['createPrimePLan', 'editPrimePLan']);
    const edit = entries.find((e) => e.action === 'editPrimePLan')!;
    expect(edit).toMatchObject({
      actorId: editorId,
      targetUserId: null,
      before: expect.objectContaining({ price: 149, available: true }),
      after: expect.objectContaining({ price: 99, available: false }),
    });

    const listed = await server.gql<{ getPrimePlans: Array<{ _id: string }> }>(PLANS, {}, viewer);
    expect(listed.data?.getPrimePlans.some((p) => p._id === plan._id)).toBe(true);
  });

  it('an unknown plan is not found; a viewer may not edit', async () => {
    expect(message(await server.gql(EDIT, { _id: 'nope', ...GOOD }, editor))).toBe(M.notFound);
    const refused = await server.gql(CREATE, GOOD, viewer);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('subscriptions: list, stop, remove, add', () => {
  let planId: string;
  beforeAll(async () => {
    const created = await server.gql<{ createPrimePLan: { _id: string } }>(
      CREATE,
      {
        ...GOOD,
        name: 'Prime Weekly',
        period: 7,
        periodUnit: 'DAYS',
        freeTrialUnit: null,
        freeTrialValue: null,
      },
      editor,
    );
    planId = created.data!.createPrimePLan._id;
  });

  it('filters by plan and by the status texts of 02 §5, and says which is the current plan', async () => {
    const rider = await createRider(db());
    const old = await subscription(
      rider,
      planId,
      { createdAt: new Date('2026-01-01T00:00:00Z'), renewedAt: new Date('2026-01-20T00:00:00Z') },
      false,
    );
    const now = await subscription(rider, planId, { isFreeTrial: true });
    const stopped = await subscription(await createRider(db()), planId, { stoppedAt: new Date() });
    const read = async (filters: object) => {
      const response = await server.gql<{
        getPrimeSubscriptions: {
          totalCount: number;
          subscriptions: Array<{ _id: string; isCurrent: boolean }>;
        };
      }>(SUBS, { filters: JSON.stringify({ plan: planId, ...filters }) }, viewer);
      expect(response.errors).toBeUndefined();
      return response.data!.getPrimeSubscriptions;
    };
    expect((await read({})).totalCount).toBe(3);
    expect((await read({ status: 'renewed' })).subscriptions.map((s) => s._id)).toEqual([old]);
    expect((await read({ status: 'freeTrial' })).subscriptions.map((s) => s._id)).toEqual([now]);
    expect((await read({ status: 'stopped' })).subscriptions.map((s) => s._id)).toEqual([stopped]);
    expect((await read({ status: 'ongoing' })).totalCount).toBe(0);
    expect((await read({ current: false })).subscriptions.map((s) => s._id)).toEqual([old]);
    expect((await read({ userId: rider })).subscriptions.map((s) => [s._id, s.isCurrent])).toEqual([
      [now, true],
      [old, false],
    ]);
    const plans = await server.gql<{ getPrimePlans: Array<{ _id: string; activeSubscriptions: number }> }>(
      PLANS,
      {},
      viewer,
    );
    expect(plans.data?.getPrimePlans.find((p) => p._id === planId)?.activeSubscriptions).toBe(2);
  });

  it('bad filters are refused in words', async () => {
    const response = await server.gql(SUBS, { filters: JSON.stringify({ status: 'paused' }) }, viewer);
    expect(message(response)).toMatch(/^Filter 'status': /);
    expect(message(await server.gql(SUBS, { filters: '{"colour":1}' }, viewer))).toBe(
      LIST_MESSAGES.unknownFilter(['colour']),
    );
    expect(message(await server.gql(SUBS, { fieldName: 'price' }, viewer))).toBe(
      LIST_MESSAGES.sortField('price', ['createdAt', 'validUntil']),
    );
  });

  it('Stop Next Renewal once, under its rule, with a History entry; remove needs REMOVE_USER_PLAN too', async () => {
    const rider = await createRider(db());
    const id = await subscription(rider, planId);
    expect((await server.gql(STOP, { id }, viewer)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(message(await server.gql(STOP, { id, remove: true }, stopper))).toBe(PRIME_MESSAGES.notAllowed);
    const stopped = await server.gql<{
      stopPlanSubscription: { stoppedAt: string | null; removedAt: string | null };
    }>(STOP, { id }, stopper);
    expect(stopped.data?.stopPlanSubscription.stoppedAt).toBeTruthy();
    expect(stopped.data?.stopPlanSubscription.removedAt).toBeNull();
    // 02 §5: 'Stop Next Renewal' shows only without stoppedAt: a second stop is refused and changes nothing.
    expect(message(await server.gql(STOP, { id }, stopper))).toBe(PRIME_MESSAGES.cannotStop);
    const removed = await server.gql<{ stopPlanSubscription: { removedAt: string | null } }>(
      STOP,
      { id, remove: true },
      remover,
    );
    expect(removed.data?.stopPlanSubscription.removedAt).toBeTruthy();
    const [account] = await db()
      .select({ plan: users.subscriptionPlanId })
      .from(users)
      .where(eq(users.id, rider));
    expect(account?.plan).toBeNull();
    // No longer the current plan: removing again is refused.
    expect(message(await server.gql(STOP, { id, remove: true }, remover))).toBe(PRIME_MESSAGES.cannotRemove);
    const history = await db()
      .select()
      .from(userAudit)
      .where(and(eq(userAudit.targetUserId, rider), eq(userAudit.action, 'stopPlanSubscription')));
    expect(history.map((h) => (h.after as { remove: boolean }).remove).sort()).toEqual([false, true]);
  });

  it('addPrimeFromDashboard from the Prime page: a free plan, then refused while it is valid', async () => {
    const rider = await createRider(db());
    const added = await server.gql<{ addPrimeFromDashboard: { plan: string; price: number } }>(
      ADD,
      { planId, userId: rider, isFree: true },
      remover,
    );
    expect(added.errors).toBeUndefined();
    expect(added.data?.addPrimeFromDashboard).toEqual({ _id: expect.any(String), plan: planId, price: 0 });
    expect(message(await server.gql(ADD, { planId, userId: rider, isFree: true }, remover))).toBe(
      'This user already has an active plan.',
    );
  });
});
