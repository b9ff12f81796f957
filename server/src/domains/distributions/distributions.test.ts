import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISTRIBUTION_MESSAGES } from '@ops/shared/rules/distributions';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { createArea } from '../wallet/testFixtures';

const LIST = `query($pageNumber: Int, $rowsPerPage: Int, $filters: String, $searchTerm: String) {
  distributions(pageNumber: $pageNumber, rowsPerPage: $rowsPerPage, filters: $filters, searchTerm: $searchTerm) {
    totalRows totalPages distributions { _id areaName coordinatesWithDistribution { pointName neighborhood vehiclesToDistribute lat lng } }
  }
}`;
const ADD = `mutation($areaId: ID!, $points: [DistributionPointInput!]!) { addDistribution(areaId: $areaId, points: $points) { _id areaName coordinatesWithDistribution { pointName } } }`;
const MAP = `{ mapDistributions { pointName areaName neighborhood } }`;

const point = (pointName: string, neighborhood = 'Downtown') => ({
  lat: 30.05,
  lng: 31.23,
  pointName,
  neighborhood,
  vehiclesToDistribute: 3,
});

let server: TestServer;
let editor: string;
let areaA: string;
let areaB: string;
beforeAll(async () => {
  server = await startTestServer();
  editor = await signIn(
    server,
    await createStaff(server.handle.db, {
      level: 5,
      permissions: { areas: { VIEW_PAGE: true, EDIT: true }, distribution: { VIEW_PAGE: true } },
    }),
  );
  areaA = await createArea(server.handle.db);
  areaB = await createArea(server.handle.db);
});
afterAll(async () => {
  await server.close();
});

describe('distributions', () => {
  it('adds points, pages with totalRows and totalPages, filters by area and searches point names', async () => {
    for (const [area, name] of [
      [areaA, 'Tahrir Gate'],
      [areaA, 'Opera Square'],
      [areaB, 'Nile Corniche'],
    ] as const) {
      const added = await server.gql(ADD, { areaId: area, points: [point(name)] }, editor);
      expect(added.errors).toBeUndefined();
    }
    const all = await server.gql<{
      distributions: { totalRows: number; totalPages: number; distributions: unknown[] };
    }>(LIST, { pageNumber: 1, rowsPerPage: 2 }, editor);
    expect(all.data?.distributions).toMatchObject({ totalRows: 3, totalPages: 2 });
    expect(all.data?.distributions.distributions).toHaveLength(2);
    const inA = await server.gql<{ distributions: { totalRows: number } }>(
      LIST,
      { filters: JSON.stringify({ area: [areaA] }) },
      editor,
    );
    expect(inA.data?.distributions.totalRows).toBe(2);
    const searched = await server.gql<{
      distributions: {
        totalRows: number;
        distributions: Array<{ coordinatesWithDistribution: Array<{ pointName: string }> }>;
      };
    }>(LIST, { searchTerm: 'corniche' }, editor);
    expect(searched.data?.distributions.totalRows).toBe(1);
    expect(searched.data?.distributions.distributions[0]?.coordinatesWithDistribution[0]?.pointName).toBe(
      'Nile Corniche',
    );
  });

  it('the newest distribution of an area becomes its map points', async () => {
    await server.gql(ADD, { areaId: areaB, points: [point('Zamalek Bridge', 'Zamalek West')] }, editor);
    const map = await server.gql<{ mapDistributions: Array<{ pointName: string }> }>(MAP, {}, editor);
    const names = map.data?.mapDistributions.map((p) => p.pointName) ?? [];
    expect(names).toContain('Zamalek Bridge');
    expect(names).not.toContain('Nile Corniche');
  });

  it.each([
    ['no points', [], DISTRIBUTION_MESSAGES.noPoints],
    ['a nameless point', [point(' ')], DISTRIBUTION_MESSAGES.pointName(1)],
  ])('refuses %s', async (_label, points, message) => {
    const response = await server.gql(ADD, { areaId: areaA, points }, editor);
    expect(response.errors?.[0]?.message).toBe(message);
  });

  it('refuses an unknown filter in words', async () => {
    const response = await server.gql(LIST, { filters: JSON.stringify({ colour: 'red' }) }, editor);
    expect(response.errors?.[0]?.message).toMatch(/Unknown filter: colour/);
  });
});
