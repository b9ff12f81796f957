import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOLEN_VIEW_TITLE, VEHICLE_KIND_LABELS } from '@ops/shared/rules/vehicleKind';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { postExport, readSheet } from '../../platform/exports/exportTestHelpers';
import { eq } from 'drizzle-orm';
import { createVehicle } from '../wallet/testFixtures';
import { vehicles } from './tables';

/** Scooters and Bikes (issue 9 item 5): one vehicles table told apart by kind, in the list and its export. */

const LIST = `query($filters: String) {
  getVehicles(filters: $filters, rowsPerPage: 200) { totalVehicles vehicles { code kind } }
}`;

let server: TestServer;
let viewer: string;
let exporter: string;
const codes = { scooter: '', bike: '' };

beforeAll(async () => {
  server = await startTestServer();
  const db = server.handle.db;
  // No kind given: the column's default, as every vehicle from before the column.
  codes.scooter = (await createVehicle(db, { code: 'VK-scooter' })).code;
  codes.bike = (await createVehicle(db, { code: 'VK-bike', kind: 'bike' })).code;
  viewer = await signIn(
    server,
    await createStaff(db, { level: 4, permissions: { vehicles: { VIEW_PAGE: true } } }),
  );
  exporter = await signIn(
    server,
    await createStaff(db, { level: 4, permissions: { vehicles: { VIEW_PAGE: true, EXPORT: true } } }),
  );
});
afterAll(async () => {
  await server?.close();
});

const listed = async (filters: Record<string, unknown>) => {
  const response = await server.gql<{ getVehicles: { vehicles: Array<{ code: string; kind: string }> } }>(
    LIST,
    { filters: JSON.stringify(filters) },
    viewer,
  );
  expect(response.errors).toBeUndefined();
  return response.data!.getVehicles.vehicles.map((v) => [v.code, v.kind]);
};

describe('vehicle kind', () => {
  it('defaults to scooter and filters the list by kind', async () => {
    expect(await listed({ code: 'VK-' })).toEqual([
      [codes.bike, 'bike'],
      [codes.scooter, 'scooter'],
    ]);
    expect(await listed({ code: 'VK-', kind: 'scooter' })).toEqual([[codes.scooter, 'scooter']]);
    expect(await listed({ code: 'VK-', kind: 'bike' })).toEqual([[codes.bike, 'bike']]);
  });

  it('refuses an unknown kind', async () => {
    const response = await server.gql(LIST, { filters: JSON.stringify({ kind: 'car' }) }, viewer);
    expect(response.data).toBeNull();
    expect(response.errors?.[0]?.message).toMatch(/^Filter 'kind': /);
  });

  it('exports what each page shows: the kind filter and a Kind column, the file named after the page', async () => {
    const bikes = await postExport(
      server,
      { module: 'vehicles', filters: { code: 'VK-', kind: 'bike' }, fields: ['code', 'kind'] },
      exporter,
    );
    expect(bikes.status).toBe(200);
    expect(bikes.headers.get('content-disposition')).toMatch(/filename="Bikes-/);
    expect(await readSheet(bikes)).toEqual([
      ['Code', 'Kind'],
      [codes.bike, VEHICLE_KIND_LABELS.bike],
    ]);
    const scooters = await postExport(
      server,
      { module: 'vehicles', filters: { code: 'VK-', kind: 'scooter' }, fields: ['code', 'kind'] },
      exporter,
    );
    expect(scooters.headers.get('content-disposition')).toMatch(/filename="Scooters-/);
    expect((await readSheet(scooters)).slice(1)).toEqual([[codes.scooter, VEHICLE_KIND_LABELS.scooter]]);
  });

  it('the lost/stolen view (the top bar badge counts both kinds) exports stolen scooters and bikes, named for the view', async () => {
    await server.handle.db.update(vehicles).set({ stolenAlert: true }).where(eq(vehicles.code, codes.bike));
    await server.handle.db
      .update(vehicles)
      .set({ stolenAlert: true })
      .where(eq(vehicles.code, codes.scooter));
    const stolen = await postExport(
      server,
      { module: 'vehicles', filters: { code: 'VK-', stolenAlert: true }, fields: ['code', 'kind'] },
      exporter,
    );
    expect(stolen.headers.get('content-disposition')).toContain(`filename="${STOLEN_VIEW_TITLE}-`);
    expect(
      (await readSheet(stolen))
        .slice(1)
        .map((row) => row[1])
        .sort(),
    ).toEqual([VEHICLE_KIND_LABELS.bike, VEHICLE_KIND_LABELS.scooter]);
  });
});
