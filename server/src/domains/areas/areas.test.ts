import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FENCE_MESSAGES, FENCE_POINT_LIMIT } from '@ops/shared/rules/fences';
import {
  MAX_GRAPHQL_BODY_BYTES,
  REQUEST_TOO_LARGE_MESSAGE,
  tooManyValuesMessage,
} from '@ops/shared/rules/limits';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { vehicles } from '../vehicles/tables';
import { createArea, createVehicle, square } from '../wallet/testFixtures';

const AREA = `query($id: ID!) { area(_id: $id) { _id version outerFence opsFences reservationPlans { minutes cost } attendanceCoordinates } }`;
const UPDATE = `mutation($id: ID!, $version: Int!, $input: AreaInput!) { updateArea(_id: $id, version: $version, input: $input) { _id version outerFence opsFences reservationPlans { minutes cost } } }`;
const MAP = `{ mapVehicles { code lat long isInStorage area } }`;

const flags = {
  viewInOpsApp: true,
  payBalanceOnly: false,
  forceIdVerification: false,
  isMultiLevel: false,
  isGeofencingEnabled: true,
  isOpsFencingEnabled: true,
  isEndingRideRestrictedinOuterFence: false,
  isExpressArea: false,
};
const input = (fences: { outerFence: number[][]; opsFences?: number[][][] }) => ({
  ...flags,
  outerFence: fences.outerFence,
  restrictedFences: [],
  opsFences: fences.opsFences ?? [],
  attendanceCoordinatesLat: 30.05,
  attendanceCoordinatesLong: 31.23,
  reservationPlans: [{ minutes: 15, cost: 5.5 }],
});

let server: TestServer;
let editor: string;
let viewer: string;
beforeAll(async () => {
  server = await startTestServer();
  editor = await signIn(
    server,
    await createStaff(server.handle.db, {
      level: 5,
      permissions: { areas: { VIEW_PAGE: true, EDIT: true }, vehicles: { VIEW_PAGE: true } },
    }),
  );
  viewer = await signIn(
    server,
    await createStaff(server.handle.db, { level: 5, permissions: { areas: { VIEW_PAGE: true } } }),
  );
});
afterAll(async () => {
  await server.close();
});

describe('updateArea', () => {
  it('saves fences, plans and the marker, bumps the version, and a stale version is refused', async () => {
    const id = await createArea(server.handle.db);
    const before = await server.gql<{ area: { version: number } }>(AREA, { id }, viewer);
    expect(before.data?.area.version).toBe(1);
    const outer = square(30.05, 31.23, 0.02);
    const saved = await server.gql<{
      updateArea: { version: number; outerFence: number[][]; reservationPlans: unknown };
    }>(
      UPDATE,
      { id, version: 1, input: input({ outerFence: outer, opsFences: [square(30.05, 31.23, 0.005)] }) },
      editor,
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateArea.version).toBe(2);
    expect(saved.data?.updateArea.outerFence).toEqual(outer);
    expect(saved.data?.updateArea.reservationPlans).toEqual([{ minutes: 15, cost: 5.5 }]);
    const stale = await server.gql(
      UPDATE,
      { id, version: 1, input: input({ outerFence: square(30.05, 31.23, 0.03) }) },
      editor,
    );
    expect(stale.errors?.[0]?.message).toBe(FENCE_MESSAGES.staleVersion);
    const after = await server.gql<{ area: { version: number; outerFence: number[][] } }>(
      AREA,
      { id },
      viewer,
    );
    expect(after.data?.area).toMatchObject({ version: 2, outerFence: outer });
  });

  it.each([
    [
      'a self-crossing outer fence',
      {
        outerFence: [
          [30.0, 31.2],
          [30.1, 31.3],
          [30.1, 31.2],
          [30.0, 31.3],
        ],
      },
      FENCE_MESSAGES.crossesItself('outer fence'),
    ],
    [
      'an ops fence outside the outer fence',
      { outerFence: square(30.05, 31.23, 0.01), opsFences: [square(30.2, 31.4, 0.005)] },
      FENCE_MESSAGES.opsOutsideOuter(1),
    ],
    [
      'a point with one coordinate',
      { outerFence: [[30.0], [30.1, 31.3], [30.1, 31.2]] },
      'Every fence point needs a latitude (-90 to 90) and a longitude (-180 to 180).',
    ],
  ])('refuses %s and changes nothing', async (_label, fences, message) => {
    const id = await createArea(server.handle.db);
    const response = await server.gql(UPDATE, { id, version: 1, input: input(fences) }, editor);
    expect(response.errors?.[0]?.message).toBe(message);
    const after = await server.gql<{ area: { version: number } }>(AREA, { id }, viewer);
    expect(after.data?.area.version).toBe(1);
  });

  it('refuses a 25,000-point fence for its size and stores the largest accepted one (issue 22 finding 5)', async () => {
    const circle = (n: number, radius: number) =>
      Array.from({ length: n }, (_, i) => [
        30.05 + radius * Math.sin((2 * Math.PI * i) / n),
        31.23 + radius * Math.cos((2 * Math.PI * i) / n),
      ]);
    const id = await createArea(server.handle.db);
    // A 25,000-point fence is about 1 MB: refused by its declared length, before its body is read or parsed.
    const hugeBody = JSON.stringify({
      query: UPDATE,
      variables: { id, version: 1, input: input({ outerFence: circle(25_000, 0.02) }) },
    });
    expect(hugeBody.length).toBeGreaterThan(MAX_GRAPHQL_BODY_BYTES);
    const huge = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${editor}` },
      body: hugeBody,
    });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { errors?: Array<{ message: string }> }).errors?.[0]?.message).toBe(
      REQUEST_TOO_LARGE_MESSAGE,
    );
    // Within the byte bound, the count of values refuses before any value is coerced: 11,000 points are 22,000 numbers (and the area's flags).
    const many = await server.gql(
      UPDATE,
      { id, version: 1, input: input({ outerFence: circle(11_000, 0.02) }) },
      editor,
    );
    expect(many.errors?.[0]?.message).toBe(tooManyValuesMessage(22_014));
    // Within the request bound, the fence's own limit speaks.
    const over = await server.gql(
      UPDATE,
      { id, version: 1, input: input({ outerFence: circle(FENCE_POINT_LIMIT + 1, 0.02) }) },
      editor,
    );
    expect(over.errors?.[0]?.message).toBe(FENCE_MESSAGES.tooManyPoints(FENCE_POINT_LIMIT + 1));
    const largest = {
      outerFence: circle(FENCE_POINT_LIMIT / 2, 0.02),
      opsFences: [circle(FENCE_POINT_LIMIT / 2, 0.01)],
    };
    const saved = await server.gql<{ updateArea: { version: number; outerFence: number[][] } }>(
      UPDATE,
      { id, version: 1, input: input(largest) },
      editor,
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateArea.version).toBe(2);
    expect(saved.data?.updateArea.outerFence).toHaveLength(FENCE_POINT_LIMIT / 2);
  });

  it('a saved fence changes the fence checks at once: a vehicle left outside is out of fence', async () => {
    const id = await createArea(server.handle.db, { outerFence: square(30.05, 31.23, 0.05) });
    const vehicle = await createVehicle(server.handle.db, {
      areaId: id,
      lat: 30.09,
      long: 31.23,
      isOutOfFence: false,
    });
    const response = await server.gql(
      UPDATE,
      {
        id,
        version: 1,
        input: input({ outerFence: square(30.05, 31.23, 0.01), opsFences: [square(30.05, 31.23, 0.005)] }),
      },
      editor,
    );
    expect(response.errors).toBeUndefined();
    const [row] = await server.handle.db
      .select({ out: vehicles.isOutOfFence })
      .from(vehicles)
      .where(eq(vehicles.id, vehicle.id));
    expect(row?.out).toBe(true);
  });

  it('is refused without areas.EDIT', async () => {
    const id = await createArea(server.handle.db);
    const response = await server.gql(
      UPDATE,
      { id, version: 1, input: input({ outerFence: square(30.05, 31.23, 0.01) }) },
      viewer,
    );
    expect(response.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('mapVehicles', () => {
  it('lists positioned vehicles and leaves out those that never reported', async () => {
    const seen = await createVehicle(server.handle.db, { lat: 30.06, long: 31.24, isInStorage: true });
    const never = await createVehicle(server.handle.db, { lat: 0, long: 0 });
    const response = await server.gql<{ mapVehicles: Array<{ code: string; isInStorage: boolean }> }>(
      MAP,
      {},
      editor,
    );
    const codes = response.data?.mapVehicles.map((v) => v.code) ?? [];
    expect(codes).toContain(seen.code);
    expect(codes).not.toContain(never.code);
    expect(response.data?.mapVehicles.find((v) => v.code === seen.code)?.isInStorage).toBe(true);
  });
});
