import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { queryRows } from '../../platform/db/client';
import { idVerifications } from '../idVerification/tables';
import { newId } from '../../platform/lib/ids';
import { promocodes } from '../promocodes/tables';
import { createArea } from '../wallet/testFixtures';
import { searchCondition } from './queries';
import { users } from '../../platform/session/tables';

const GET_USERS = `query($pageNumber: Int, $rowsPerPage: Int, $fieldName: String, $sortType: String, $filters: String) {
  getUsers(pageNumber: $pageNumber, rowsPerPage: $rowsPerPage, fieldName: $fieldName, sortType: $sortType, filters: $filters) {
    totalNumberOfUsers totalPages
    users { _id name phoneNumber balance tripsCount type active blocked verificationStatus area { _id name } createdAt lastRideAt }
  }
}`;
const SEARCH = `query($searchTerm: String!, $operationsOnly: Boolean, $rowsPerPage: Int) {
  searchUsers(searchTerm: $searchTerm, operationsOnly: $operationsOnly, rowsPerPage: $rowsPerPage) { totalNumberOfUsers totalPages users { name phoneNumber } }
}`;
const SUM = `query($filters: String) { sumOfUsers(filters: $filters) { count totalBalance negativeCount totalNegativeBalance } }`;

interface Row {
  _id: string;
  name: string;
  phoneNumber: string;
  balance: number;
  blocked: boolean;
  verificationStatus: string | null;
  area: { name: string } | null;
}
interface Page {
  totalNumberOfUsers: number;
  totalPages: number;
  users: Row[];
}

let server: TestServer;
let viewer: string;
let viewerWithPromocodes: string;
let nobody: string;
let areaA: string;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.handle.db;
  areaA = await createArea(db);
  const promo = newId();
  await db.insert(promocodes).values({ id: promo, code: 'NILE20', type: 'percentage', value: 20 });
  const day = (iso: string) => new Date(iso);
  const riders: Array<Partial<typeof users.$inferInsert> & { name: string; phoneNumber: string }> = [
    {
      name: 'Rider Amira Hassan',
      phoneNumber: '+201551000001',
      balancePiasters: 5000,
      areaId: areaA,
      createdAt: day('2026-01-01T08:00:00Z'),
      nationalId: '29801011234567',
      email: 'amira@example.com',
    },
    {
      name: 'Rider Badr Samir',
      phoneNumber: '+201551000002',
      balancePiasters: -700,
      areaId: areaA,
      createdAt: day('2026-01-02T08:00:00Z'),
      tripsCount: 12,
    },
    {
      name: 'Rider Carma Adel',
      phoneNumber: '+201552000003',
      balancePiasters: -1250,
      createdAt: day('2026-01-03T08:00:00Z'),
      isBlockedFromDashboard: true,
      promocodeId: promo,
    },
    { name: 'Rider Dina Fawzy', phoneNumber: '+201552000004', createdAt: day('2026-01-04T08:00:00Z') },
  ];
  for (const rider of riders) {
    const id = newId();
    await db.insert(users).values({ id, ...rider });
    if (rider.name === 'Rider Amira Hassan') {
      await db
        .insert(idVerifications)
        .values({ id: newId(), userId: id, status: 'accepted', nationalId: '29801011234567' });
    }
  }
  viewer = await signIn(
    server,
    await createStaff(db, { level: 3, permissions: { users: { VIEW_PAGE: true } } }),
  );
  viewerWithPromocodes = await signIn(
    server,
    await createStaff(db, {
      level: 3,
      permissions: { users: { VIEW_PAGE: true }, promocodes: { VIEW_PAGE: true } },
    }),
  );
  nobody = await signIn(
    server,
    await createStaff(db, { level: 3, permissions: { rides: { VIEW_PAGE: true } } }),
  );
});
afterAll(async () => {
  await server.close();
});

async function getUsers(variables: Record<string, unknown>, token = viewer): Promise<Page> {
  const response = await server.gql<{ getUsers: Page }>(GET_USERS, variables, token);
  expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
  return response.data!.getUsers;
}
const riderNames = (page: Page) =>
  page.users.map((user) => user.name).filter((name) => name.startsWith('Rider '));

describe('getUsers', () => {
  it('filters by negative balance, sorted by balance, with the rows a support desk reads', async () => {
    const page = await getUsers({
      filters: JSON.stringify({ balance: 'negative' }),
      fieldName: 'balance',
      sortType: 'asc',
    });
    expect(page.totalNumberOfUsers).toBe(2);
    expect(page.users.map((user) => [user.name, user.balance, user.blocked])).toEqual([
      ['Rider Carma Adel', -12.5, true],
      ['Rider Badr Samir', -7, false],
    ]);
  });

  it('combines filters (area and a registration range) and reads the latest verification', async () => {
    const filters = {
      area: [areaA],
      registrationDate: { startDate: '2026-01-01T00:00:00.000Z', endDate: '2026-01-01T23:59:59.999Z' },
    };
    const page = await getUsers({ filters: JSON.stringify(filters) });
    expect(
      page.users.map((user) => [user.name, user.verificationStatus, user.area?.name !== undefined]),
    ).toEqual([['Rider Amira Hassan', 'accepted', true]]);
  });

  it('pages newest first by default, with the total and the number of pages', async () => {
    const first = await getUsers({ filters: JSON.stringify({ type: 'user' }), rowsPerPage: 3 });
    const second = await getUsers({
      filters: JSON.stringify({ type: 'user' }),
      rowsPerPage: 3,
      pageNumber: 2,
    });
    expect([first.totalNumberOfUsers, first.totalPages]).toEqual([4, 2]);
    expect([...riderNames(first), ...riderNames(second)]).toEqual([
      'Rider Dina Fawzy',
      'Rider Carma Adel',
      'Rider Badr Samir',
      'Rider Amira Hassan',
    ]);
  });

  it.each([
    ['not JSON', { filters: '{balance' }, 'Filters are not valid JSON'],
    ['an unknown key', { filters: JSON.stringify({ wallet: 'x' }) }, 'Unknown filter: wallet'],
    [
      'a bad date',
      {
        filters: JSON.stringify({
          registrationDate: { startDate: 'yesterday', endDate: '2026-01-01T00:00:00Z' },
        }),
      },
      "Filter 'registrationDate",
    ],
    ['a sort off the list', { fieldName: 'passwordHash' }, "Cannot sort by 'passwordHash'"],
    ['a page of 500', { rowsPerPage: 500 }, 'Rows per page must be a whole number from 1 to 200'],
    [
      'the promocode filter without promocodes.VIEW_PAGE',
      { filters: JSON.stringify({ promocode: 'NILE20' }) },
      'You do not have permission to filter by promocode',
    ],
  ])('refuses %s in words', async (_label, variables, message) => {
    const response = await server.gql(GET_USERS, variables, viewer);
    expect(response.errors?.[0]?.message).toContain(message);
  });

  it('lets the promocode filter through with promocodes.VIEW_PAGE', async () => {
    const page = await getUsers({ filters: JSON.stringify({ promocode: 'nile20' }) }, viewerWithPromocodes);
    expect(riderNames(page)).toEqual(['Rider Carma Adel']);
  });

  it('is refused to a role without users.VIEW_PAGE', async () => {
    for (const document of [GET_USERS, SUM]) {
      const response = await server.gql(document, {}, nobody);
      expect(response.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const search = await server.gql(SEARCH, { searchTerm: '0155' }, nobody);
    expect(search.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('searchUsers', () => {
  async function search(searchTerm: string, operationsOnly?: boolean): Promise<string[]> {
    const response = await server.gql<{ searchUsers: Page }>(SEARCH, { searchTerm, operationsOnly }, viewer);
    expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
    return response.data!.searchUsers.users.map((user) => user.name);
  }

  it.each([
    ['a local phone prefix', '01551', ['Rider Badr Samir', 'Rider Amira Hassan']],
    ['a whole number with + and spaces', '+20 155 2000 003', ['Rider Carma Adel']],
    ['Arabic digits', '٠١٥٥٢', ['Rider Dina Fawzy', 'Rider Carma Adel']],
    ['a name prefix, any case', 'rider d', ['Rider Dina Fawzy']],
    ['an email prefix', 'amira@', ['Rider Amira Hassan']],
    ['a national ID', '29801011234567', ['Rider Amira Hassan']],
    ['wildcards taken literally', 'Rider%', []],
  ])('finds by %s', async (_label, term, names) => {
    expect(await search(term)).toEqual(names);
  });

  it('keeps staff only with operationsOnly', async () => {
    expect(await search('Rider', true)).toEqual([]);
    expect((await search('Staff', true)).length).toBeGreaterThanOrEqual(3);
  });

  it('reaches every search branch through an index (migration 0007), none by reading the whole table', async () => {
    // Four riders are cheaper to scan, so the planner is told to avoid scans for this one query.
    const plan = await server.handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = await queryRows<{ 'QUERY PLAN': string }>(
        tx,
        sql`explain select ${users.id} from ${users} where ${searchCondition('0155')}`,
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    for (const index of [
      'users_name_prefix_idx',
      'users_email_prefix_idx',
      'users_phone_prefix_idx',
      'users_national_id_prefix_idx',
    ]) {
      expect(plan).toContain(index);
    }
    expect(plan).not.toMatch(/Seq Scan/);
  });

  it('refuses a term over 100 characters', async () => {
    const response = await server.gql(SEARCH, { searchTerm: 'x'.repeat(101) }, viewer);
    expect(response.errors?.[0]?.message).toMatch(/Search term/);
  });
});

describe('sumOfUsers', () => {
  it('counts and sums the balances the filters match', async () => {
    const response = await server.gql<{ sumOfUsers: unknown }>(
      SUM,
      { filters: JSON.stringify({ type: 'user' }) },
      viewer,
    );
    expect(response.data?.sumOfUsers).toEqual({
      count: 4,
      totalBalance: 30.5,
      negativeCount: 2,
      totalNegativeBalance: -19.5,
    });
  });
});
