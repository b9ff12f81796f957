import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { createArea, createVehicle } from '../wallet/testFixtures';
import { BAD_CURSOR_MESSAGE } from './lifeCycleCursor';

const PAGE = `query($id: ID, $page: Int, $rows: Int, $after: String, $area: [ID!], $case: String) {
  vehicleLifeCycle(_id: $id, pageNumber: $page, rowsPerPage: $rows, after: $after, area: $area, case: $case) { count nextCursor data { _id case createdAt } }
}`;
const NO_COUNT = `query($after: String) { vehicleLifeCycle(after: $after) { nextCursor data { _id } } }`;

interface Answer {
  vehicleLifeCycle: {
    count: number;
    nextCursor: string | null;
    data: Array<{ _id: string; case: string; createdAt: string }>;
  };
}

let server: TestServer;
let viewer: string;
let vehicleId: string;
let otherId: string;
let areaId: string;

beforeAll(async () => {
  server = await startTestServer();
  viewer = await signIn(
    server,
    await createStaff(server.handle.db, { level: 5, permissions: { vehicles: { VIEW_LIFE_CYCLE: true } } }),
  );
  areaId = await createArea(server.handle.db);
  vehicleId = (await createVehicle(server.handle.db, { areaId })).id;
  otherId = (await createVehicle(server.handle.db)).id;
  // 47 entries: runs of the very same instant (ties broken by id only), and neighbours one
  // microsecond apart inside one millisecond (a JS Date cannot tell them apart).
  await server.handle.db.execute(sql`
    INSERT INTO vehicle_life_cycle (id, vehicle_id, code, "case", created_at)
    SELECT 'lc' || lpad(g::text, 3, '0'), CASE WHEN g % 3 = 0 THEN ${otherId} ELSE ${vehicleId} END, 'C' || g,
           CASE WHEN g % 4 = 0 THEN 'DEACTIVATED' ELSE 'ACTIVATED' END,
           timestamptz '2026-11-20 10:00:00.123456+00' - make_interval(secs => (g / 7) * 60) + make_interval(secs => (g % 2) * 0.000001)
      FROM generate_series(1, 47) g`);
});
afterAll(async () => {
  await server.close();
});

async function offsetPages(variables: Record<string, unknown>, rows: number): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const answer = await server.gql<Answer>(PAGE, { ...variables, page, rows }, viewer);
    const data = answer.data!.vehicleLifeCycle.data;
    ids.push(...data.map((entry) => entry._id));
    if (data.length < rows) return ids;
  }
}

async function keysetPages(variables: Record<string, unknown>, rows: number): Promise<string[]> {
  const ids: string[] = [];
  let after: string | null = null;
  for (;;) {
    const answer: { data?: Answer | null } = await server.gql<Answer>(
      PAGE,
      { ...variables, rows, after },
      viewer,
    );
    const page = answer.data!.vehicleLifeCycle;
    ids.push(...page.data.map((entry) => entry._id));
    if (!page.nextCursor) return ids;
    after = page.nextCursor;
  }
}

describe('vehicleLifeCycle keyset paging (issue 9 §7)', () => {
  it.each([
    ['every vehicle', {}, 12],
    ['one vehicle', 'vehicle', 5],
    ['an area', 'area', 4],
    ['a case', 'case', 3],
  ] as const)(
    '%s: walking by nextCursor gives exactly the OFFSET pages, ties included (%s rows a page)',
    async (_label, which, rows) => {
      const variables =
        which === 'vehicle'
          ? { id: vehicleId }
          : which === 'area'
            ? { area: [areaId] }
            : which === 'case'
              ? { case: 'DEACTIVATED' }
              : {};
      const byOffset = await offsetPages(variables, rows);
      const byKeyset = await keysetPages(variables, rows);
      expect(byKeyset).toEqual(byOffset);
      expect(new Set(byKeyset).size).toBe(byKeyset.length);
      const expected = which === 'vehicle' || which === 'area' ? 32 : which === 'case' ? 11 : 47;
      expect(byKeyset).toHaveLength(expected);
    },
  );

  it('the last page has no next cursor; the count is the whole match', async () => {
    const answer = await server.gql<Answer>(PAGE, { id: vehicleId, rows: 40 }, viewer);
    expect(answer.data!.vehicleLifeCycle.count).toBe(32);
    expect(answer.data!.vehicleLifeCycle.nextCursor).toBeNull();
  });

  it('reads a page without counting when the count is not asked for', async () => {
    const answer = await server.gql<{ vehicleLifeCycle: { nextCursor: string | null; data: unknown[] } }>(
      NO_COUNT,
      {},
      viewer,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.vehicleLifeCycle.data.length).toBe(12);
  });

  it('refuses a forged position in words and reads nothing', async () => {
    for (const after of [
      'nonsense',
      Buffer.from(JSON.stringify(["1' OR 1=1 --", 'x'])).toString('base64url'),
    ]) {
      const answer = await server.gql(PAGE, { after }, viewer);
      expect(answer.errors?.[0]?.message).toBe(BAD_CURSOR_MESSAGE);
    }
  });
});
