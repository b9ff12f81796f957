import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, sql } from 'drizzle-orm';
import { USERS_LIST, type UsersFilters } from '@ops/shared/lists/users';
import type { ListRequestInput } from '@ops/shared/lists/listRequest';
import type { RoleLike } from '@ops/shared/rules/permissions/can';
import { openDatabase, queryRows, type DatabaseHandle } from '../db/client';
import { migrate } from '../db/migrate';
import { UserError } from '../errors';
import { idVerifications } from '../../domains/idVerification/tables';
import { newId } from '../lib/ids';
import { promocodes } from '../../domains/promocodes/tables';
import { rides } from '../../domains/rides/tables';
import { users } from '../session/tables';
import { USERS_FILTER_CONDITIONS, USERS_SORT_COLUMNS } from '../../domains/users/usersList';
import { addLog, createArea, createVehicle } from '../../domains/wallet/testFixtures';
import { listPage, type ListContext } from './listQuery';

let handle: DatabaseHandle;
const now = new Date('2026-01-15T10:00:00Z');
const admin: RoleLike = { level: 0, permissions: {} };
const context: ListContext = { role: admin, now };
let areaA: string;
let areaB: string;
let opsRole: string;

/** The users list as getUsers will run it: names only, so expectations read plainly. */
function usersPage(input: ListRequestInput, ctx: ListContext = context) {
  return listPage(handle.db, USERS_LIST, input, ctx, {
    conditions: USERS_FILTER_CONDITIONS,
    sortColumns: USERS_SORT_COLUMNS,
    tieBreaker: users.id,
    table: users,
    // Fixtures of other tests never share this database; the scope still shows how one is passed.
    scope: sql`${users.name} like 'L %'`,
    rows: ({ where, orderBy, limit, offset }) =>
      handle.db
        .select({ name: users.name })
        .from(users)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset)
        .then((rows) => rows.map((row) => row.name)),
  });
}

async function matching(filters: UsersFilters): Promise<string[]> {
  const page = await usersPage({
    filters: JSON.stringify(filters),
    fieldName: 'name',
    sortType: 'asc',
    rowsPerPage: 200,
  });
  expect(page.total).toBe(page.rows.length);
  return page.rows;
}

const day = (iso: string) => new Date(iso);

beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
  await migrate(handle);
  const db = handle.db;
  areaA = await createArea(db);
  areaB = await createArea(db);
  opsRole = newId();
  await db.execute(
    sql`insert into roles (id, name, level, department, permissions) values (${opsRole}, 'Field', 5, 'Operations', '{}'::jsonb)`,
  );
  const promo = newId();
  await db.insert(promocodes).values({ id: promo, code: 'SAVE10', type: 'percentage', value: 10 });
  const vehicle = await createVehicle(db);

  type Rider = Partial<typeof users.$inferInsert> & {
    name: string;
    balance?: number;
    ratings?: number[];
    verification?: Array<'pending' | 'accepted' | 'declined'>;
  };
  const riders: Rider[] = [
    {
      name: 'L Amira',
      balance: 5000,
      areaId: areaA,
      createdAt: day('2026-01-01T08:00:00Z'),
      lastRideAt: day('2026-01-10T08:00:00Z'),
      operatingSystem: 'iOS',
      ratings: [5, 5, 4],
      verification: ['declined', 'accepted'],
    },
    {
      name: 'L Badr',
      balance: -700,
      areaId: areaA,
      createdAt: day('2026-01-02T08:00:00Z'),
      lastRideAt: day('2026-01-12T08:00:00Z'),
      operatingSystem: 'android',
      ratings: [1, 2, 1, 5, 5, 5, 5],
      isExpressRider: true,
    },
    {
      name: 'L Carma',
      areaId: areaB,
      createdAt: day('2026-01-03T08:00:00Z'),
      operatingSystem: 'android',
      isBlockedFromDashboard: true,
      promocodeId: promo,
      verification: ['pending'],
    },
    {
      name: 'L Dina',
      balance: 100,
      areaId: areaB,
      createdAt: day('2025-12-20T08:00:00Z'),
      blockedByDeviceId: true,
      ratings: [3],
    },
    { name: 'L Ehab', type: 'operations', roleId: opsRole, createdAt: day('2026-01-05T08:00:00Z') },
    {
      name: 'L Fady',
      type: 'operations',
      createdAt: day('2026-01-05T08:00:00Z'),
      verification: ['accepted', 'declined'],
    },
  ];
  let serial = 0;
  for (const rider of riders) {
    const { balance, ratings, verification, ...values } = rider;
    const id = newId();
    serial += 1;
    await db.insert(users).values({ id, phoneNumber: `+20100000000${serial}`, ...values });
    if (balance) await addLog(db, id, balance, 'MANUAL_INPUT', 'Opening balance');
    // Ride i is i hours after 2026-01-01: the last five are the list's tail.
    for (const [i, rating] of (ratings ?? []).entries()) {
      const at = new Date(Date.UTC(2026, 0, 1, i));
      await db.insert(rides).values({
        id: newId(),
        userId: id,
        vehicleId: vehicle.id,
        startTime: at,
        createdAt: at,
        status: 'done',
        rating,
      });
    }
    for (const [i, status] of (verification ?? []).entries()) {
      await db
        .insert(idVerifications)
        .values({ id: newId(), userId: id, status, createdAt: new Date(Date.UTC(2026, 0, 2, i)) });
    }
  }
});
afterAll(async () => {
  await handle?.close();
});

describe('the list helper on the users table', () => {
  it('defaults: newest first, a total and the pages it makes', async () => {
    const page = await usersPage({});
    // Ehab and Fady joined at the same instant: the id breaks the tie, so either may lead.
    expect(page.rows.slice(2)).toEqual(['L Carma', 'L Badr', 'L Amira', 'L Dina']);
    expect(new Set(page.rows.slice(0, 2))).toEqual(new Set(['L Ehab', 'L Fady']));
    expect(page).toMatchObject({ total: 6, totalPages: 1 });
  });

  it('pages of 2 with a tie on the sort column never repeat or skip a row', async () => {
    const seen: string[] = [];
    for (let pageNumber = 1; pageNumber <= 3; pageNumber += 1) {
      const page = await usersPage({ pageNumber, rowsPerPage: 2 });
      expect(page).toMatchObject({ total: 6, totalPages: 3 });
      seen.push(...page.rows);
    }
    expect(seen.sort()).toEqual(['L Amira', 'L Badr', 'L Carma', 'L Dina', 'L Ehab', 'L Fady']);
    expect((await usersPage({ pageNumber: 4, rowsPerPage: 2 })).rows).toEqual([]);
  });

  it.each([
    ['balance', 'asc', ['L Badr']],
    ['balance', 'desc', ['L Amira']],
    ['name', 'desc', ['L Fady']],
    ['lastRideAt', 'desc', []],
  ] as const)('sorted by %s %s', async (fieldName, sortType, first) => {
    const page = await usersPage({ fieldName, sortType, rowsPerPage: 1 });
    if (first.length) expect(page.rows).toEqual(first);
    expect(page.total).toBe(6);
  });

  it('counts with the same condition as the rows', async () => {
    const page = await usersPage({ filters: '{"type":"user"}', rowsPerPage: 1 });
    expect(page).toMatchObject({ rows: ['L Carma'], total: 4, totalPages: 4 });
  });
});

describe('every users filter 02 names', () => {
  const range = (startDate: string, endDate: string) => ({ startDate, endDate });
  it.each<[string, UsersFilters, string[]]>([
    ['balance has', { balance: 'has' }, ['L Amira', 'L Dina']],
    ['balance zero', { balance: 'zero' }, ['L Carma', 'L Ehab', 'L Fady']],
    ['balance negative', { balance: 'negative' }, ['L Badr']],
    ['type user', { type: 'user' }, ['L Amira', 'L Badr', 'L Carma', 'L Dina']],
    ['type operations', { type: 'operations' }, ['L Ehab', 'L Fady']],
    ['one area', { area: ['A'] }, ['L Amira', 'L Badr']],
    ['two areas', { area: ['A', 'B'] }, ['L Amira', 'L Badr', 'L Carma', 'L Dina']],
    ['role', { role: 'ROLE' }, ['L Ehab']],
    ['promocode (any case)', { promocode: 'save10' }, ['L Carma']],
    [
      'registration dates',
      { registrationDate: range('2026-01-02T00:00:00Z', '2026-01-03T23:59:59.999Z') },
      ['L Badr', 'L Carma'],
    ],
    ['last-ride dates', { lastRideDate: range('2026-01-11T00:00:00Z', '2026-01-15T09:00:00Z') }, ['L Badr']],
    ['with any rating', { rating: 'withAny' }, ['L Amira', 'L Badr', 'L Dina']],
    ['without any rating', { rating: 'withoutAny' }, ['L Carma', 'L Ehab', 'L Fady']],
    ['rating 0 is all', { rating: 0 }, ['L Amira', 'L Badr', 'L Carma', 'L Dina', 'L Ehab', 'L Fady']],
    ['rating at or above 4', { rating: 4 }, ['L Amira']],
    ['rating at or above 3', { rating: 3 }, ['L Amira', 'L Badr', 'L Dina']],
    // Badr's last five rated rides are 1, 5, 5, 5, 5 (average 4.2); all seven average 3.4.
    ['Last 5 Rides Rating at or below 4', { lastFiveRidesRating: 4 }, ['L Dina']],
    ['Last 5 Rides Rating at or below 5', { lastFiveRidesRating: 5 }, ['L Amira', 'L Badr', 'L Dina']],
    ['express rider', { isExpressRider: true }, ['L Badr']],
    ['blocked (dashboard or device)', { blocked: true }, ['L Carma', 'L Dina']],
    ['not blocked', { blocked: false }, ['L Amira', 'L Badr', 'L Ehab', 'L Fady']],
    ['verification accepted (the latest counts)', { verificationStatus: 'accepted' }, ['L Amira']],
    ['verification declined (the latest counts)', { verificationStatus: 'declined' }, ['L Fady']],
    ['verification pending', { verificationStatus: 'pending' }, ['L Carma']],
    ['device OS ios (any case)', { deviceOS: 'ios' }, ['L Amira']],
    ['device OS android', { deviceOS: 'android' }, ['L Badr', 'L Carma']],
    ['three at once', { type: 'user', balance: 'has', area: ['B'] }, ['L Dina']],
  ])('%s', async (_case, filters, expected) => {
    const resolved = JSON.parse(
      JSON.stringify(filters)
        .replaceAll('"A"', JSON.stringify(areaA))
        .replaceAll('"B"', JSON.stringify(areaB))
        .replaceAll('"ROLE"', JSON.stringify(opsRole)),
    ) as UsersFilters;
    expect(await matching(resolved)).toEqual(expected);
  });

  it('a role drops the specific user (02 §5)', async () => {
    const [fady] = await queryRows<{ id: string }>(
      handle.db,
      sql`select id from users where name = 'L Fady'`,
    );
    expect(await matching({ user: fady!.id })).toEqual(['L Fady']);
    expect(await matching({ user: fady!.id, role: opsRole })).toEqual(['L Ehab']);
  });
});

describe('bad requests get a clear error and query nothing', () => {
  const refused = async (input: ListRequestInput, ctx: ListContext = context) => {
    const error = await usersPage(input, ctx).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(UserError);
    return (error as UserError).message;
  };

  it.each<[string, ListRequestInput, string]>([
    ['filters that are not JSON', { filters: '{"balance":' }, 'Filters are not valid JSON'],
    ['an unknown filter key', { filters: '{"isAdmin":true}' }, 'Unknown filter: isAdmin'],
    [
      'a value of the wrong kind',
      { filters: '{"blocked":"yes"}' },
      "Filter 'blocked': Invalid input: expected boolean, received string",
    ],
    [
      'a bad date',
      {
        filters: '{"registrationDate":{"startDate":"2026-13-01T00:00:00Z","endDate":"2026-01-02T00:00:00Z"}}',
      },
      "Filter 'registrationDate.startDate': Dates must be ISO date-times",
    ],
    [
      'a range with one end',
      { filters: '{"registrationDate":{"startDate":"2026-01-01T00:00:00Z"}}' },
      "Filter 'registrationDate': Please select end date!",
    ],
    [
      'a last-ride range in the future',
      { filters: '{"lastRideDate":{"startDate":"2026-02-01T00:00:00Z","endDate":"2026-02-02T00:00:00Z"}}' },
      'Last-ride dates cannot be in the future',
    ],
    [
      'a sort not offered',
      { fieldName: 'password_hash' },
      "Cannot sort by 'password_hash'; sort by createdAt, name, balance, tripsCount, lastRideAt",
    ],
    [
      'a sort injection',
      { fieldName: 'name; drop table users' },
      "Cannot sort by 'name; drop table users'; sort by createdAt, name, balance, tripsCount, lastRideAt",
    ],
    ['a sort type not offered', { sortType: 'sideways' }, "Sort type must be 'asc' or 'desc'"],
    ['more than 200 rows', { rowsPerPage: 500 }, 'Rows per page must be a whole number from 1 to 200'],
    ['page 0', { pageNumber: 0 }, 'Page number must be a whole number from 1'],
  ])('%s', async (_case, input, message) => {
    expect(await refused(input)).toBe(message);
  });

  it('the promocode filter without promocodes.VIEW_PAGE', async () => {
    const support: RoleLike = { level: 4, permissions: { users: { VIEW_PAGE: true } } };
    expect(await refused({ filters: '{"promocode":"SAVE10"}' }, { role: support, now })).toBe(
      'You do not have permission to filter by promocode',
    );
    expect((await usersPage({ filters: '{"balance":"has"}' }, { role: support, now })).total).toBe(2);
  });

  it('fuzzed filters: every answer is rows or a UserError, and the table is unchanged', async () => {
    const before = await queryRows<{ n: number; sum: number }>(
      handle.db,
      sql`select count(*)::int as n, coalesce(sum(balance_piasters), 0)::int as sum from users`,
    );
    // A seeded generator, so a failure replays.
    let seed = 7;
    const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const keys = [...Object.keys(USERS_FILTER_CONDITIONS), 'x', '__proto__', 'constructor', ''];
    const values: unknown[] = [
      null,
      true,
      0,
      -1,
      6,
      3.5,
      '',
      "'; drop table users; --",
      'has',
      [],
      ['a'],
      [1],
      {},
      { startDate: 'x' },
      { startDate: '2026-01-01T00:00:00Z', endDate: '2026-01-02T00:00:00Z' },
      'A'.repeat(5000),
    ];
    const texts: string[] = [
      '',
      ' ',
      'null',
      '[]',
      '"x"',
      '{',
      '{"a":',
      '{}}',
      '\u0000',
      '{"balance":"has"',
      '{"area":null}',
    ];
    for (let i = 0; i < 150; i += 1) {
      const filters: Record<string, unknown> = {};
      for (let k = Math.floor(rand() * 3); k >= 0; k -= 1)
        filters[keys[Math.floor(rand() * keys.length)]!] = values[Math.floor(rand() * values.length)];
      texts.push(JSON.stringify(filters));
    }
    let answered = 0;
    let refusedCount = 0;
    for (const text of texts) {
      try {
        const page = await usersPage({ filters: text });
        expect(page.total).toBeGreaterThanOrEqual(page.rows.length);
        answered += 1;
      } catch (error) {
        expect(error, text).toBeInstanceOf(UserError);
        refusedCount += 1;
      }
    }
    expect(answered).toBeGreaterThan(5);
    expect(refusedCount).toBeGreaterThan(50);
    const after = await queryRows<{ n: number; sum: number }>(
      handle.db,
      sql`select count(*)::int as n, coalesce(sum(balance_piasters), 0)::int as sum from users`,
    );
    expect(after).toEqual(before);
  });

  it('sort columns are the whitelist and nothing else', async () => {
    const page = await usersPage({ fieldName: 'tripsCount', sortType: 'asc' });
    expect(page.total).toBe(6);
    const names = await handle.db
      .select({ name: users.name })
      .from(users)
      .where(sql`${users.name} like 'L %'`)
      .orderBy(asc(users.tripsCount), asc(users.id));
    expect(page.rows).toEqual(names.map((row) => row.name));
  });
});
