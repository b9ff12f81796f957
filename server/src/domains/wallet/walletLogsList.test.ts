import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { BAD_DATE_MESSAGE } from '@ops/shared/lists/dateRangeFilter';
import { LIST_MESSAGES } from '@ops/shared/lists/listRequest';
import { DATE_RANGE_MESSAGES } from '@ops/shared/rules/dateRange';
import { EXPORT_MESSAGES } from '@ops/shared/rules/exportRules';
import { ROWS_PER_PAGE_MESSAGE } from '@ops/shared/rules/limits';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { WALLET_MESSAGES } from './messages';
import { walletLogs } from './tables';
import { addLog, createRider } from './testFixtures';

/** getWalletLogging on the list kit (issue 7 §3): filters, paging and refusals in words. */

const LOGS = `query($rows: Int, $page: Int, $user: ID, $by: ID, $start: String, $end: String, $type: String) {
  getWalletLogging(rowsPerPage: $rows, pageNumber: $page, userId: $user, dashboardUserId: $by, startDate: $start, endDate: $end, type: $type) {
    count numberOfPages logs { _id type difference createdAt user { _id } dashboardUser { _id } }
  }
}`;

interface Page {
  count: number;
  numberOfPages: number;
  logs: Array<{
    _id: string;
    type: string;
    difference: number;
    createdAt: string;
    user: { _id: string } | null;
    dashboardUser: { _id: string } | null;
  }>;
}

let server: TestServer;
let viewer: string;
let noWallet: string;
let staffId: string;
let rider: string;
let other: string;
const ids: Record<string, string> = {};

async function logs(variables: Record<string, unknown>, token = viewer): Promise<Page> {
  const response = await server.gql<{ getWalletLogging: Page }>(LOGS, variables, token);
  expect(response.errors).toBeUndefined();
  return response.data!.getWalletLogging;
}

async function refusal(variables: Record<string, unknown>, token = viewer): Promise<string | undefined> {
  const response = await server.gql(LOGS, variables, token);
  return response.errors?.[0]?.message;
}

beforeAll(async () => {
  server = await startTestServer();
  const db = server.handle.db;
  const staff = await createStaff(db, { level: 4, permissions: { task: { VIEW_WALLET_LOGS: true } } });
  staffId = staff.userId;
  viewer = await signIn(server, staff);
  noWallet = await signIn(
    server,
    await createStaff(db, { level: 4, permissions: { users: { VIEW_PAGE: true } } }),
  );
  rider = await createRider(db);
  other = await createRider(db);
  // Each log on its own day in January 2026, so date ranges pick exact sets.
  const plan: Array<[string, string, number, 'FINE' | 'MANUAL_INPUT' | 'SETTLE', string]> = [
    ['jan1', rider, -1000, 'FINE', '2026-01-01T10:00:00Z'],
    ['jan2', rider, 2000, 'MANUAL_INPUT', '2026-01-02T10:00:00Z'],
    ['jan3', rider, -500, 'FINE', '2026-01-03T10:00:00Z'],
    ['jan4', other, 700, 'SETTLE', '2026-01-04T10:00:00Z'],
    ['jan5', other, -300, 'FINE', '2026-01-05T23:30:00Z'],
  ];
  for (const [key, user, piasters, type, at] of plan) {
    ids[key] = await addLog(db, user, piasters, type);
    await db
      .update(walletLogs)
      .set({ createdAt: new Date(at) })
      .where(eq(walletLogs.id, ids[key]!));
  }
  // A staff member's edit: the dashboardUserId scope.
  await db
    .update(walletLogs)
    .set({ dashboardUserId: staffId })
    .where(inArray(walletLogs.id, [ids.jan2!, ids.jan4!]));
});
afterAll(async () => {
  await server.close();
});

const scoped = (page: Page) => page.logs.map((log) => log._id);
const mine = (page: Page) => scoped(page).filter((id) => Object.values(ids).includes(id));

describe('getWalletLogging filters', () => {
  it('a date range keeps the logs from start-of-day to end-of-day, newest first', async () => {
    const page = await logs({ start: '2026-01-02T00:00:00.000Z', end: '2026-01-04T23:59:59.999Z' });
    expect(scoped(page)).toEqual([ids.jan4, ids.jan3, ids.jan2]);
    expect(page.count).toBe(3);
  });

  it('a type keeps that type; All and nothing keep every type', async () => {
    const fines = await logs({ type: 'FINE', start: '2026-01-01T00:00:00Z', end: '2026-01-31T23:59:59Z' });
    expect(scoped(fines)).toEqual([ids.jan5, ids.jan3, ids.jan1]);
    const all = await logs({ type: 'All', user: rider });
    expect(all.count).toBe(3);
    const none = await logs({ type: '', user: rider });
    expect(none.count).toBe(3);
  });

  it('scopes to one rider and to one staff member, combined with the others', async () => {
    expect(scoped(await logs({ user: other }))).toEqual([ids.jan5, ids.jan4]);
    expect(scoped(await logs({ by: staffId }))).toEqual([ids.jan4, ids.jan2]);
    expect(scoped(await logs({ by: staffId, user: rider, type: 'MANUAL_INPUT' }))).toEqual([ids.jan2]);
  });
});

describe('getWalletLogging paging', () => {
  it('pages without repeating or skipping a row, with the count and the number of pages', async () => {
    const first = await logs({
      rows: 2,
      page: 1,
      start: '2026-01-01T00:00:00Z',
      end: '2026-01-31T23:59:59Z',
    });
    const second = await logs({
      rows: 2,
      page: 2,
      start: '2026-01-01T00:00:00Z',
      end: '2026-01-31T23:59:59Z',
    });
    const third = await logs({
      rows: 2,
      page: 3,
      start: '2026-01-01T00:00:00Z',
      end: '2026-01-31T23:59:59Z',
    });
    expect(first).toMatchObject({ count: 5, numberOfPages: 3 });
    expect([...scoped(first), ...scoped(second), ...scoped(third)]).toEqual([
      ids.jan5,
      ids.jan4,
      ids.jan3,
      ids.jan2,
      ids.jan1,
    ]);
  });

  it('takes 50 rows a page when none is asked (02 §9)', async () => {
    for (let i = 0; i < 55; i += 1) await addLog(server.handle.db, other, 1, 'SETTLE');
    const page = await logs({ user: other });
    expect(page).toMatchObject({ count: 57, numberOfPages: 2 });
    expect(page.logs).toHaveLength(50);
    expect(mine(await logs({ user: other, page: 2 }))).toEqual([ids.jan5, ids.jan4]);
  });
});

describe('getWalletLogging refusals', () => {
  it.each<[string, Record<string, unknown>, string]>([
    [
      'a start without an end',
      { start: '2026-01-01T00:00:00Z' },
      LIST_MESSAGES.badFilter('date', DATE_RANGE_MESSAGES.endMissing),
    ],
    [
      'an end without a start',
      { end: '2026-01-01T00:00:00Z' },
      LIST_MESSAGES.badFilter('date', DATE_RANGE_MESSAGES.startMissing),
    ],
    [
      'a date that is not a date',
      { start: 'yesterday', end: '2026-01-01T00:00:00Z' },
      LIST_MESSAGES.badFilter('date.startDate', BAD_DATE_MESSAGE),
    ],
    [
      'a start after the end',
      { start: '2026-02-01T00:00:00Z', end: '2026-01-01T00:00:00Z' },
      LIST_MESSAGES.badFilter('date', EXPORT_MESSAGES.order),
    ],
    ['more than 200 rows a page', { rows: 201 }, ROWS_PER_PAGE_MESSAGE],
    ['page 0', { page: 0 }, LIST_MESSAGES.pageNumber],
  ])('refuses %s in words', async (_label, variables, message) => {
    expect(await refusal(variables)).toBe(message);
  });

  it('refuses a type that is not a wallet log type, naming the filter', async () => {
    expect(await refusal({ type: 'COFFEE' })).toMatch(/^Filter 'type': /);
  });

  it('is refused to a role without task.VIEW_WALLET_LOGS or users.VIEW_WALLET_ACTIONS', async () => {
    expect(await refusal({}, noWallet)).toBe(WALLET_MESSAGES.notAllowedLogs);
  });
});
