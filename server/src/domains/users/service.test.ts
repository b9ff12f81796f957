import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { newId } from '../../platform/lib/ids';
import { PRIME_MESSAGES } from '../prime/service';
import { primePlans, primeSubscriptions } from '../prime/tables';
import { createRider } from '../wallet/testFixtures';
import { users } from '../../platform/session/tables';

const TOGGLE = `mutation($id: ID!) { toggleActivate(id: $id) { _id active } }`;
const STOP = `mutation($id: ID!, $remove: Boolean) { stopPlanSubscription(_id: $id, remove: $remove) { _id stoppedAt removedAt } }`;

let server: TestServer;
let admin: string;
let stopper: string;
const error = (response: { errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }) =>
  response.errors?.[0];

beforeAll(async () => {
  server = await startTestServer();
  admin = await signIn(
    server,
    await createStaff(server.handle.db, {
      level: 2,
      permissions: {
        users: { ACTIVATE_USER: true },
        prime: { STOP_USER_PLAN_RENEWALS: true, REMOVE_USER_PLAN: true },
      },
    }),
  );
  stopper = await signIn(
    server,
    await createStaff(server.handle.db, {
      level: 4,
      permissions: { prime: { STOP_USER_PLAN_RENEWALS: true } },
    }),
  );
});
afterAll(async () => {
  await server.close();
});

async function subscription(userId: string, values: Partial<typeof primeSubscriptions.$inferInsert> = {}) {
  const planId = newId();
  await server.handle.db
    .insert(primePlans)
    .values({ id: planId, name: 'Prime', pricePiasters: 9900, periodValue: 1, periodUnit: 'MONTH' });
  const id = newId();
  await server.handle.db.insert(primeSubscriptions).values({
    id,
    userId,
    planId,
    name: 'Prime',
    pricePiasters: 9900,
    periodValue: 1,
    periodUnit: 'MONTH',
    unlocks: -1,
    reservations: -1,
    validUntil: new Date(Date.now() + 86_400_000),
    ...values,
  });
  await server.handle.db.update(users).set({ subscriptionPlanId: id }).where(eq(users.id, userId));
  return id;
}

describe('toggleActivate', () => {
  it('switches a rider off and on; refused without users.ACTIVATE_USER', async () => {
    const rider = await createRider(server.handle.db);
    expect(
      (await server.gql<{ toggleActivate: { active: boolean } }>(TOGGLE, { id: rider }, admin)).data
        ?.toggleActivate.active,
    ).toBe(false);
    expect(
      (await server.gql<{ toggleActivate: { active: boolean } }>(TOGGLE, { id: rider }, admin)).data
        ?.toggleActivate.active,
    ).toBe(true);
    expect(error(await server.gql(TOGGLE, { id: rider }, stopper))?.extensions?.code).toBe('FORBIDDEN');
    const [row] = await server.handle.db
      .select({ active: users.active })
      .from(users)
      .where(eq(users.id, rider));
    expect(row!.active).toBe(true);
  });
});

describe('stopPlanSubscription', () => {
  it('stops the next renewal once, and removes only with prime.REMOVE_USER_PLAN', async () => {
    const rider = await createRider(server.handle.db);
    const plan = await subscription(rider);
    expect(error(await server.gql(STOP, { id: plan, remove: true }, stopper))?.message).toBe(
      PRIME_MESSAGES.notAllowed,
    );
    const stopped = await server.gql<{ stopPlanSubscription: { stoppedAt: string | null } }>(
      STOP,
      { id: plan },
      stopper,
    );
    expect(stopped.data?.stopPlanSubscription.stoppedAt).not.toBeNull();
    expect(error(await server.gql(STOP, { id: plan }, stopper))?.message).toBe(PRIME_MESSAGES.cannotStop);
    const removed = await server.gql<{ stopPlanSubscription: { removedAt: string | null } }>(
      STOP,
      { id: plan, remove: true },
      admin,
    );
    expect(removed.data?.stopPlanSubscription.removedAt).not.toBeNull();
    const [account] = await server.handle.db
      .select({ plan: users.subscriptionPlanId })
      .from(users)
      .where(eq(users.id, rider));
    expect(account!.plan).toBeNull();
    expect(error(await server.gql(STOP, { id: plan, remove: true }, admin))?.message).toBe(
      PRIME_MESSAGES.cannotRemove,
    );
  });

  it('does not remove an expired plan', async () => {
    const rider = await createRider(server.handle.db);
    const plan = await subscription(rider, { validUntil: new Date(Date.now() - 1000) });
    expect(error(await server.gql(STOP, { id: plan, remove: true }, admin))?.message).toBe(
      PRIME_MESSAGES.cannotRemove,
    );
  });
});
