import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_MESSAGES } from '@ops/shared/rules/exportRules';
import { createStaff, signIn } from '../../../../test/staff';
import { startTestServer, type TestServer } from '../../../../test/testServer';
import { postExport, readSheet } from '../../../platform/exports/exportTestHelpers';
import { newId } from '../../../platform/lib/ids';
import { ratingsAggregate } from '../../rides/ratingsAggregate';
import { rides } from '../../rides/tables';
import { createArea, createRider, createVehicle } from '../../wallet/testFixtures';

/** The three analytics fields of rating, reservation and prime, each with the one flag that opens it (03 §2.2). */
const FIELDS = [
  {
    field: 'getRatingAnalytics',
    layer: 'analytics',
    flag: 'VIEW_RATINGS_ANALYTICS',
    select: '{ fiveStars total series { fiveStars { totalData } } }',
  },
  {
    field: 'getReservationsAnalytics',
    layer: 'reservations',
    flag: 'VIEW_ANALYTICS',
    select: '{ used unused revenues }',
  },
  { field: 'getPrimeAnalytics', layer: 'prime', flag: 'VIEW_ANALYTICS', select: '{ totalCount revenues }' },
] as const;

const doc = (field: string, select: string) =>
  `query($startDate: String!, $endDate: String!, $type: TimeUnit) { ${field}(startDate: $startDate, endDate: $endDate, type: $type) ${select} }`;
const RANGE = { startDate: '2026-11-10', endDate: '2026-11-12', type: 'DAYS' };

let server: TestServer;
let areaName = '';
let nobody: string;
/** Per field, a token holding exactly its flag. */
const holders: Record<string, string> = {};
/** A role holding every flag but the field's own, including the other analytics flags and the pages' VIEW flags. */
const others: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  const db = server.handle.db;
  nobody = await signIn(server, await createStaff(db, { level: 9, permissions: {} }));
  for (const { field, layer, flag } of FIELDS) {
    holders[field] = await signIn(
      server,
      await createStaff(db, { level: 9, permissions: { [layer]: { [flag]: true } } }),
    );
    const rest: Record<string, Record<string, boolean>> = {
      analytics: { VIEW_SUMMARIES: true, VIEW_WALLET_ANALYTICS: true },
      reservations: { VIEW: true },
      prime: { VIEW_PAGE: true },
      rides: { VIEW_RIDES_RATINGS: true, VIEW_ANALYTICS: true },
    };
    for (const other of FIELDS)
      if (other.field !== field) rest[other.layer] = { ...rest[other.layer], [other.flag]: true };
    others[field] = await signIn(server, await createStaff(db, { level: 9, permissions: rest }));
  }
  const area = await createArea(db);
  areaName = `Area ${area}`;
  const vehicle = await createVehicle(db, { areaId: area });
  await db.insert(rides).values({
    id: newId(),
    userId: await createRider(db),
    vehicleId: vehicle.id,
    areaId: area,
    startTime: new Date('2026-11-11T09:00:00Z'),
    status: 'done',
    rating: 5,
  });
  await ratingsAggregate.refreshDays(db, '2026-11-10', '2026-11-12');
});
afterAll(() => server.close());

describe.each(FIELDS)('$field', ({ field, layer, flag, select }) => {
  it('is refused without a session, to a role with no permission and to one with every flag but its own', async () => {
    expect((await server.gql(doc(field, select), RANGE)).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await server.gql(doc(field, select), RANGE, nobody)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    const denied = await server.gql(doc(field, select), RANGE, others[field]);
    expect(denied.errors?.[0]?.extensions?.code, `${layer}.${flag} alone opens ${field}`).toBe('FORBIDDEN');
    expect(denied.data?.[field as never]).toBeFalsy();
  });

  it(`answers a role holding ${layer}.${flag}, and refuses a reversed range in the spec's words`, async () => {
    const answer = await server.gql(doc(field, select), RANGE, holders[field]);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.[field as never]).toBeTruthy();
    const reversed = await server.gql(
      doc(field, select),
      { ...RANGE, startDate: '2026-11-13' },
      holders[field],
    );
    expect(reversed.errors?.[0]?.message).toBe(EXPORT_MESSAGES.order);
  });
});

it('reads the aggregate through GraphQL, ISO bounds taken as their Cairo days', async () => {
  // 2026-11-09T22:00Z is midnight of the 10th in Cairo; 2026-11-12T21:59Z is still the 12th.
  const answer = await server.gql<{
    getRatingAnalytics: { fiveStars: number; total: number; series: { fiveStars: { totalData: number[] } } };
  }>(
    doc('getRatingAnalytics', '{ fiveStars total series { fiveStars { totalData } } }'),
    { startDate: '2026-11-09T22:00:00.000Z', endDate: '2026-11-12T21:59:59.999Z' },
    holders.getRatingAnalytics,
  );
  expect(answer.errors).toBeUndefined();
  expect(answer.data!.getRatingAnalytics).toEqual({
    fiveStars: 1,
    total: 1,
    series: { fiveStars: { totalData: [0, 1, 0] } },
  });
});

describe('POST /export of these series (module analytics)', () => {
  const body = (series: string, figure: string) => ({
    module: 'analytics',
    fields: ['label', 'areas', 'total'],
    filters: { series, figure, ...RANGE },
  });

  it('writes the figure the page shows, behind the page’s own gate', async () => {
    const response = await postExport(server, body('ratings', 'fiveStars'), holders.getRatingAnalytics!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/filename="5 stars-\d{8}-\d{6}\.xlsx"/);
    expect(await readSheet(response)).toEqual([
      ['Date', areaName, 'Total'],
      ['2026-11-10', '0', '0'],
      ['2026-11-11', '1', '1'],
      ['2026-11-12', '0', '0'],
    ]);
    for (const [series, figure, field] of [
      ['reservations', 'used', 'getReservationsAnalytics'],
      ['prime', 'revenues', 'getPrimeAnalytics'],
    ] as const) {
      expect((await postExport(server, body(series, figure), holders[field]!)).status, series).toBe(200);
      expect((await postExport(server, body(series, figure), others[field]!)).status, series).toBe(403);
    }
    expect((await postExport(server, body('ratings', 'fiveStars'), others.getRatingAnalytics!)).status).toBe(
      403,
    );
  });

  it('refuses the average (it is not a sum the areas add up to) and unknown figures', async () => {
    const average = await postExport(server, body('ratings', 'average'), holders.getRatingAnalytics!);
    expect(average.status).toBe(400);
    expect((await postExport(server, body('prime', 'profit'), holders.getPrimeAnalytics!)).status).toBe(400);
  });
});
