import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_MESSAGES } from '@ops/shared/lists/listRequest';
import { ROWS_PER_PAGE_MESSAGE } from '@ops/shared/rules/limits';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { bills } from '../bills/tables';
import { idVerifications } from '../idVerification/tables';
import { newId } from '../../platform/lib/ids';
import { promocodes } from '../promocodes/tables';
import { createArea, createRider } from '../wallet/testFixtures';
import { USER_NOT_FOUND_MESSAGE } from './devices';
import { users } from '../../platform/session/tables';

/** The user page's reads (issue 7 §2) through the real GraphQL server on PGlite. */

let server: TestServer;
let viewer: string;
let noUsers: string;
const first = (r: { errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }) =>
  r.errors?.[0];

beforeAll(async () => {
  server = await startTestServer();
  viewer = await signIn(
    server,
    await createStaff(server.handle.db, { level: 5, permissions: { users: { VIEW_PAGE: true } } }),
  );
  noUsers = await signIn(
    server,
    await createStaff(server.handle.db, { level: 5, permissions: { rides: { VIEW_PAGE: true } } }),
  );
});
afterAll(async () => {
  await server.close();
});

const INFO = `query($id: ID!) { getUserInfo(id: $id) {
  _id name balance area { name } opsAreas { _id name } promocode { code } nationalID
  nationalVerification { status nationalID } uniqueDeviceIdHistory { deviceId isPhoneRooted allowedRootedPhone }
  role roleName referrer { _id name } referralsCount referralsAddedBalance subscriptionPlan { _id } } }`;

describe('getUserInfo', () => {
  it('answers the user with area, ops areas, promocode, latest verification, devices and referrer', async () => {
    const db = server.handle.db;
    const [areaId, opsArea] = [await createArea(db), await createArea(db)];
    const referrer = await createRider(db);
    const rider = await createRider(db, 1250);
    const codeId = newId();
    await db.insert(promocodes).values({ id: codeId, code: 'NILE10', type: 'percentage', value: 10 });
    await db
      .update(users)
      .set({
        areaId,
        opsAreas: [opsArea, 'deleted-area'],
        promocodeId: codeId,
        nationalId: '29001011234567',
        referrerId: referrer,
        referralsCount: 3,
        referralsAddedBalancePiasters: 4500,
        deviceIdHistory: [
          { deviceId: 'dev-a', isPhoneRooted: true, allowedRootedPhone: false },
          { deviceId: 'dev-b' },
        ],
      })
      .where(eq(users.id, rider));
    await db.insert(idVerifications).values([
      { id: newId(), userId: rider, status: 'declined', createdAt: new Date('2026-01-01T00:00:00Z') },
      {
        id: newId(),
        userId: rider,
        status: 'accepted',
        nationalId: '29001011234567',
        createdAt: new Date('2026-02-01T00:00:00Z'),
      },
    ]);

    const response = await server.gql<{ getUserInfo: Record<string, unknown> }>(INFO, { id: rider }, viewer);
    expect(response.errors).toBeUndefined();
    const info = response.data!.getUserInfo;
    expect(info).toMatchObject({
      _id: rider,
      balance: 12.5,
      area: { name: `Area ${areaId}` },
      opsAreas: [{ _id: opsArea, name: `Area ${opsArea}` }],
      promocode: { code: 'NILE10' },
      nationalID: '29001011234567',
      nationalVerification: { status: 'accepted', nationalID: '29001011234567' },
      role: null,
      roleName: null,
      referrer: { _id: referrer },
      referralsCount: 3,
      referralsAddedBalance: 45,
      subscriptionPlan: null,
    });
    expect(info.uniqueDeviceIdHistory).toEqual([
      { deviceId: 'dev-a', isPhoneRooted: true, allowedRootedPhone: false },
      { deviceId: 'dev-b', isPhoneRooted: null, allowedRootedPhone: null },
    ]);
  });

  it('answers null for an unknown id and is refused without users.VIEW_PAGE', async () => {
    expect(
      (await server.gql<{ getUserInfo: unknown }>(INFO, { id: 'nobody' }, viewer)).data?.getUserInfo,
    ).toBeNull();
    const rider = await createRider(server.handle.db);
    expect(first(await server.gql(INFO, { id: rider }, noUsers))?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('getUsersRevenues', () => {
  const REVENUES = `query($id: ID!) { getUsersRevenues(_id: $id) { actualRev totalRev } }`;

  it('totals the revenue bills and collects only paid, unrefunded ones; top-ups, settlements and manual bills are not revenue', async () => {
    const db = server.handle.db;
    const rider = await createRider(db);
    const other = await createRider(db);
    const bill = (values: Partial<typeof bills.$inferInsert>) => ({
      id: newId(),
      userId: rider,
      date: new Date(),
      type: 'ride' as const,
      ...values,
    });
    await db.insert(bills).values([
      bill({ totalCostPiasters: 2000, actualCostPiasters: 1500, paidWithPromocodePiasters: 500 }),
      bill({ type: 'dayRental', totalCostPiasters: 10000, actualCostPiasters: 10000 }),
      bill({
        type: 'subscription',
        totalCostPiasters: 5000,
        actualCostPiasters: 5000,
        isPaymentSuccessful: false,
      }),
      bill({ type: 'reserveVehicle', totalCostPiasters: 300, actualCostPiasters: 300, isRefunded: true }),
      bill({ type: 'walletCharge', totalCostPiasters: 99900, actualCostPiasters: 99900 }),
      bill({ type: 'settleNegativeBalance', totalCostPiasters: 7700, actualCostPiasters: 7700 }),
      bill({ type: 'FINE', totalCostPiasters: 1100, actualCostPiasters: 1100 }),
      bill({ userId: other, totalCostPiasters: 123400, actualCostPiasters: 123400 }),
    ]);
    const response = await server.gql<{ getUsersRevenues: { actualRev: number; totalRev: number } }>(
      REVENUES,
      { id: rider },
      viewer,
    );
    // total: 20 + 100 + 50 + 3; actual: 15 + 100 (the failed plan and the refunded reservation collected nothing).
    expect(response.data?.getUsersRevenues).toEqual({ totalRev: 173, actualRev: 115 });
    expect(
      (await server.gql<{ getUsersRevenues: unknown }>(REVENUES, { id: other }, viewer)).data
        ?.getUsersRevenues,
    ).toEqual({ totalRev: 1234, actualRev: 1234 });
  });
});

describe('getRelatedUsersOfDeviceId', () => {
  const RELATED = `query($id: ID!) { getRelatedUsersOfDeviceId(_id: $id) { _id sharedDeviceIds } }`;

  it('finds other accounts by the current device id or a device in either history, not the user itself', async () => {
    const db = server.handle.db;
    const tag = newId();
    const [me, byCurrent, byHistory, stranger] = [
      await createRider(db),
      await createRider(db),
      await createRider(db),
      await createRider(db),
    ];
    await db
      .update(users)
      .set({
        uniqueDeviceId: `${tag}-1`,
        deviceIdHistory: [{ deviceId: `${tag}-1` }, { deviceId: `${tag}-old` }],
      })
      .where(eq(users.id, me));
    await db
      .update(users)
      .set({ uniqueDeviceId: `${tag}-old` })
      .where(eq(users.id, byCurrent));
    await db
      .update(users)
      .set({ uniqueDeviceId: `${tag}-new`, deviceIdHistory: [{ deviceId: `${tag}-1` }] })
      .where(eq(users.id, byHistory));
    await db
      .update(users)
      .set({ uniqueDeviceId: `${tag}-other` })
      .where(eq(users.id, stranger));

    const response = await server.gql<{
      getRelatedUsersOfDeviceId: Array<{ _id: string; sharedDeviceIds: string[] }>;
    }>(RELATED, { id: me }, viewer);
    const related = response.data!.getRelatedUsersOfDeviceId;
    expect(related.map((r) => r._id).sort()).toEqual([byCurrent, byHistory].sort());
    expect(related.find((r) => r._id === byCurrent)?.sharedDeviceIds).toEqual([`${tag}-old`]);
    expect(related.find((r) => r._id === byHistory)?.sharedDeviceIds).toEqual([`${tag}-1`]);
    // A user without devices has no related accounts; an unknown one is said so.
    expect(
      (await server.gql<{ getRelatedUsersOfDeviceId: unknown[] }>(RELATED, { id: stranger }, viewer)).data
        ?.getRelatedUsersOfDeviceId,
    ).toEqual([]);
    expect(first(await server.gql(RELATED, { id: 'nobody' }, viewer))?.message).toBe(USER_NOT_FOUND_MESSAGE);
  });
});

describe('getUsedPromocodes', () => {
  const USED = `query($id: ID!, $p: Int, $n: Int) { getUsedPromocodes(userId: $id, pageNumber: $p, rowsPerPage: $n) { totalCount totalPages promocodes { _id promocode { code } promocodeType billType discount usedAt } } }`;

  it('lists the bills a promocode paid part of, newest first, paged', async () => {
    const db = server.handle.db;
    const rider = await createRider(db);
    const codeId = newId();
    await db
      .insert(promocodes)
      .values({ id: codeId, code: `FREE${codeId.slice(0, 4)}`, type: 'specificValue', value: 500 });
    const at = (day: number) => new Date(Date.UTC(2026, 2, day));
    await db.insert(bills).values([
      {
        id: newId(),
        userId: rider,
        type: 'ride',
        date: at(1),
        promocodeId: codeId,
        paidWithPromocodePiasters: 500,
      },
      {
        id: newId(),
        userId: rider,
        type: 'ride',
        date: at(3),
        promocodeId: codeId,
        paidWithPromocodePiasters: 250,
      },
      {
        id: newId(),
        userId: rider,
        type: 'dayRental',
        date: at(2),
        promocodeId: codeId,
        paidWithPromocodePiasters: 100,
      },
      { id: newId(), userId: rider, type: 'ride', date: at(4) },
    ]);
    type Used = {
      totalCount: number;
      totalPages: number;
      promocodes: Array<{ discount: number; usedAt: string; billType: string; promocodeType: string }>;
    };
    const page1 = (await server.gql<{ getUsedPromocodes: Used }>(USED, { id: rider, p: 1, n: 2 }, viewer))
      .data!.getUsedPromocodes;
    expect(page1.totalCount).toBe(3);
    expect(page1.totalPages).toBe(2);
    expect(page1.promocodes.map((u) => [u.discount, u.usedAt.slice(0, 10)])).toEqual([
      [2.5, '2026-03-03'],
      [1, '2026-03-02'],
    ]);
    expect(page1.promocodes[0]).toMatchObject({ billType: 'ride', promocodeType: 'specificValue' });
    const page2 = (await server.gql<{ getUsedPromocodes: Used }>(USED, { id: rider, p: 2, n: 2 }, viewer))
      .data!.getUsedPromocodes;
    expect(page2.promocodes.map((u) => u.discount)).toEqual([5]);
  });

  it('refuses page 0 and more than 200 rows in words', async () => {
    expect(first(await server.gql(USED, { id: 'x', p: 0 }, viewer))?.message).toBe(LIST_MESSAGES.pageNumber);
    expect(first(await server.gql(USED, { id: 'x', n: 201 }, viewer))?.message).toBe(ROWS_PER_PAGE_MESSAGE);
  });
});

describe('referrals', () => {
  const REFERRED = `query($id: ID!, $p: Int, $n: Int) { getReferredUsers(userId: $id, pageNumber: $p, rowsPerPage: $n) { totalCount totalPages users { _id depth } } }`;
  const INITIATOR = `query($id: ID!, $p: Int, $n: Int) { getReferInitiator(userId: $id, pageNumber: $p, rowsPerPage: $n) { totalCount totalPages users { _id depth } } }`;
  type Page = { totalCount: number; totalPages: number; users: Array<{ _id: string; depth: number }> };

  it('lists whom a user referred and walks the chain up to the initiator, paged', async () => {
    const db = server.handle.db;
    const [root, middle, me, child1, child2] = [
      await createRider(db),
      await createRider(db),
      await createRider(db),
      await createRider(db),
      await createRider(db),
    ];
    await db.update(users).set({ referrerId: root }).where(eq(users.id, middle));
    await db.update(users).set({ referrerId: middle }).where(eq(users.id, me));
    await db
      .update(users)
      .set({ referrerId: me, createdAt: new Date('2026-01-01T00:00:00Z') })
      .where(eq(users.id, child1));
    await db
      .update(users)
      .set({ referrerId: me, createdAt: new Date('2026-02-01T00:00:00Z') })
      .where(eq(users.id, child2));

    const referred = (await server.gql<{ getReferredUsers: Page }>(REFERRED, { id: me }, viewer)).data!
      .getReferredUsers;
    expect(referred).toEqual({
      totalCount: 2,
      totalPages: 1,
      users: [
        { _id: child2, depth: 0 },
        { _id: child1, depth: 0 },
      ],
    });

    const chain = (await server.gql<{ getReferInitiator: Page }>(INITIATOR, { id: me }, viewer)).data!
      .getReferInitiator;
    expect(chain).toEqual({
      totalCount: 2,
      totalPages: 1,
      users: [
        { _id: middle, depth: 1 },
        { _id: root, depth: 2 },
      ],
    });
    const second = (await server.gql<{ getReferInitiator: Page }>(INITIATOR, { id: me, p: 2, n: 1 }, viewer))
      .data!.getReferInitiator;
    expect(second).toEqual({ totalCount: 2, totalPages: 2, users: [{ _id: root, depth: 2 }] });
    const past = (await server.gql<{ getReferInitiator: Page }>(INITIATOR, { id: me, p: 5, n: 1 }, viewer))
      .data!.getReferInitiator;
    expect(past).toEqual({ totalCount: 2, totalPages: 2, users: [] });
    expect(
      (await server.gql<{ getReferInitiator: Page }>(INITIATOR, { id: root }, viewer)).data!.getReferInitiator
        .totalCount,
    ).toBe(0);
  });

  it('stops at a cycle in bad data instead of looping', async () => {
    const db = server.handle.db;
    const [a, b] = [await createRider(db), await createRider(db)];
    await db.update(users).set({ referrerId: b }).where(eq(users.id, a));
    await db.update(users).set({ referrerId: a }).where(eq(users.id, b));
    const chain = (await server.gql<{ getReferInitiator: Page }>(INITIATOR, { id: a }, viewer)).data!
      .getReferInitiator;
    expect(chain.users).toEqual([{ _id: b, depth: 1 }]);
  });
});
