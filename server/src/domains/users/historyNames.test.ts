import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/client';
import { createStaff, signIn, type StaffFixture } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { createArea, createRider } from '../wallet/testFixtures';
import { loadAuditNames, namedAuditFields } from './historyNames';
import { recordAudit } from '../../platform/audit/record';

const HISTORY = `query($user: ID!) { getUserAuditHistory(userId: $user, rowsPerPage: 50) { entries { action before after } } }`;
const ASSIGN = `mutation($user: ID!, $area: ID, $ops: [ID!]) { assignArea(userId: $user, areaId: $area, opsAreas: $ops) { _id } }`;
type Entry = { action: string; before: Record<string, unknown>; after: Record<string, unknown> };

let server: TestServer;
let admin: StaffFixture;
let token: string;
let areaA: string;
let areaB: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await createStaff(server.handle.db, {
    level: 0,
    department: 'Administration',
    name: 'Head office',
    permissions: {},
  });
  token = await signIn(server, admin);
  areaA = await createArea(server.handle.db);
  areaB = await createArea(server.handle.db);
});
afterAll(async () => {
  await server.close();
});

const history = async (userId: string) =>
  (await server.gql<{ getUserAuditHistory: { entries: Entry[] } }>(HISTORY, { user: userId }, token)).data!
    .getUserAuditHistory.entries;

describe('the History tab names what the ids point at', () => {
  it('assignArea: the area before and after, and ops areas, by name', async () => {
    const staff = await createStaff(server.handle.db, { level: 5 });
    expect((await server.gql(ASSIGN, { user: staff.userId, area: areaA }, token)).errors).toBeUndefined();
    expect(
      (await server.gql(ASSIGN, { user: staff.userId, area: areaB, ops: [areaA, areaB] }, token)).errors,
    ).toBeUndefined();
    const [second, first] = await history(staff.userId);
    expect(first).toMatchObject({
      action: 'assignArea',
      before: { areaId: null },
      after: { areaId: `Area ${areaA}` },
    });
    expect(second).toMatchObject({
      action: 'assignArea',
      before: { areaId: `Area ${areaA}` },
      after: { areaId: `Area ${areaB}`, opsAreas: [`Area ${areaA}`, `Area ${areaB}`] },
    });
  });

  it('roles and the requester of a held edit by name; a vanished id stays as it was', async () => {
    const rider = await createRider(server.handle.db);
    await server.handle.db.transaction(async (tx) => {
      await recordAudit(tx, {
        targetUserId: rider,
        actorId: admin.userId,
        action: 'changeRole',
        before: { roleId: admin.roleId },
        after: { roleId: 'gone-role' },
        at: new Date(),
      });
      await recordAudit(tx, {
        targetUserId: rider,
        actorId: admin.userId,
        action: 'approveMoneyRequest',
        before: { balance: 0 },
        after: { balance: 600, requestedBy: admin.userId },
        at: new Date(),
      });
    });
    const entries = await history(rider);
    expect(entries.find((e) => e.action === 'changeRole')).toMatchObject({
      before: { roleId: 'Head office' },
      after: { roleId: 'gone-role' },
    });
    expect(entries.find((e) => e.action === 'approveMoneyRequest')).toMatchObject({
      after: { balance: 600, requestedBy: expect.stringMatching(/^Staff \d+$/) },
    });
  });

  it('looks names up once per kind of id, however many entries a page has', async () => {
    const fieldSets = Array.from({ length: 30 }, (_v, i) => ({
      areaId: i % 2 ? areaA : areaB,
      opsAreas: [areaA],
      roleId: admin.roleId,
      requestedBy: admin.userId,
      note: 'kept',
    }));
    let selects = 0;
    const counting = new Proxy(server.handle.db, {
      get(target, property, receiver) {
        if (property === 'select') selects += 1;
        const value: unknown = Reflect.get(target, property, receiver);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    }) as Db;
    const names = await loadAuditNames(counting, fieldSets);
    expect(selects).toBe(3);
    expect(namedAuditFields(fieldSets[1]!, names)).toEqual({
      areaId: `Area ${areaA}`,
      opsAreas: [`Area ${areaA}`],
      roleId: 'Head office',
      requestedBy: expect.stringMatching(/^Staff/),
      note: 'kept',
    });
    selects = 0;
    await loadAuditNames(counting, [{ balance: 1 }, { name: 'A' }]);
    expect(selects).toBe(0);
  });
});
