import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { newId } from '../../platform/lib/ids';
import { DEMO_ROLES } from '../../compose/seed/roles';
import { users } from '../../platform/session/tables';
import { createArea, createOngoingRide, createVehicle } from '../wallet/testFixtures';

const QUICK_FIND = `query($term: String!) { quickFind(term: $term) { kind _id label detail } }`;

interface Hit {
  kind: string;
  _id: string;
  label: string;
  detail: string | null;
}

let server: TestServer;
let admin: string;
let technician: string;
let riderId: string;
let vehicleId: string;
let rideId: string;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.handle.db;
  const area = await createArea(db);
  riderId = newId();
  await db.insert(users).values({
    id: riderId,
    name: 'Quick Rider Laila',
    phoneNumber: '+201287650001',
    nationalId: '29905051234500',
    type: 'user',
  });
  vehicleId = (await createVehicle(db, { code: 'QF7001', areaId: area })).id;
  await createVehicle(db, { code: 'QF7002', areaId: area });
  rideId = await createOngoingRide(db, {
    userId: riderId,
    vehicleId,
    startTime: new Date('2026-05-01T08:00:00Z'),
  });
  admin = await signIn(
    server,
    await createStaff(db, {
      level: 3,
      permissions: { users: { VIEW_PAGE: true }, vehicles: { VIEW_PAGE: true }, rides: { VIEW_PAGE: true } },
    }),
  );
  const field = DEMO_ROLES.find((role) => role.name === 'Field Technician')!;
  technician = await signIn(
    server,
    await createStaff(db, {
      level: field.level,
      department: field.department,
      permissions: field.permissions,
    }),
  );
});
afterAll(async () => {
  await server.close();
});

async function quickFind(term: string, token: string): Promise<Hit[]> {
  const response = await server.gql<{ quickFind: Hit[] }>(QUICK_FIND, { term }, token);
  expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
  return response.data!.quickFind;
}

describe('quickFind', () => {
  it('finds vehicles by a code prefix, case aside, at most five of a kind', async () => {
    const hits = await quickFind('qf70', admin);
    expect(hits.filter((hit) => hit.kind === 'vehicle').map((hit) => hit.label)).toEqual([
      'QF7001',
      'QF7002',
    ]);
    expect(hits.find((hit) => hit.label === 'QF7001')!._id).toBe(vehicleId);
  });

  it('finds a rider by phone the ways staff type it, by name and by national ID', async () => {
    for (const term of ['01287650001', '+201287650001', '0128765', 'quick rider', '2990505123']) {
      const riders = (await quickFind(term, admin)).filter((hit) => hit.kind === 'rider');
      expect(riders, term).toEqual([
        { kind: 'rider', _id: riderId, label: 'Quick Rider Laila', detail: '+201287650001' },
      ]);
    }
  });

  it('finds a ride by its id', async () => {
    const hits = await quickFind(rideId, admin);
    expect(hits).toEqual([{ kind: 'ride', _id: rideId, label: rideId, detail: 'ongoing' }]);
  });

  it('gives the Field Technician vehicles but no riders or rides: his role cannot read them', async () => {
    expect((await quickFind('QF7001', technician)).map((hit) => hit.kind)).toEqual(['vehicle']);
    expect(await quickFind('01287650001', technician)).toEqual([]);
    expect(await quickFind(rideId, technician)).toEqual([]);
  });

  it('answers nothing for a one-letter term and refuses a term over 100 characters', async () => {
    expect(await quickFind('Q', admin)).toEqual([]);
    const response = await server.gql(QUICK_FIND, { term: 'Q'.repeat(101) }, admin);
    expect(response.errors?.[0]?.message).toMatch(/100/);
  });

  it('refuses callers who are not signed in', async () => {
    const response = await server.gql(QUICK_FIND, { term: 'QF70' });
    expect(response.errors).toBeDefined();
  });
});
