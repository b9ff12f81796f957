import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL_TTL_MS } from '@ops/shared/rules/moneyApprovals';
import { createStaff, signIn, type StaffFixture } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { createRider } from '../wallet/testFixtures';

const EDIT = `mutation($id: ID!, $balance: Float!) { editBalance(id: $id, balance: $balance, additionalReason: "Refund") { approval { _id } } }`;
const LIST = `query($page: Int, $rows: Int, $field: String, $sort: String, $filters: String) {
  getMoneyApprovals(pageNumber: $page, rowsPerPage: $rows, fieldName: $field, sortType: $sort, filters: $filters) {
    count numberOfPages approvals { _id status amount user { _id } requestedBy { _id } }
  }
}`;
const COUNT = `query { pendingMoneyApprovalsCount }`;

type Row = {
  _id: string;
  status: string;
  amount: number;
  user: { _id: string };
  requestedBy: { _id: string };
};
type Page = { count: number; numberOfPages: number; approvals: Row[] };
type Errors = { errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };

let server: TestServer;
const tokens: Record<string, string> = {};
const staff: Record<string, StaffFixture> = {};
/** Alice's five requests, oldest first, and Bob's one. */
const alices: string[] = [];
let bobs = '';
let teamRequest = '';

const list = async (
  who: string,
  vars: {
    page?: number;
    rows?: number;
    field?: string;
    sort?: string;
    filters?: Record<string, unknown>;
  } = {},
) => {
  const response = await server.gql<{ getMoneyApprovals: Page }>(
    LIST,
    { ...vars, filters: vars.filters ? JSON.stringify(vars.filters) : undefined },
    tokens[who],
  );
  return response as typeof response & Errors;
};
const ids = (page: Page | undefined) => page?.approvals.map((a) => a._id);

beforeAll(async () => {
  server = await startTestServer();
  const make = async (
    name: string,
    level: number,
    department: string,
    permissions: Record<string, Record<string, boolean>>,
  ) => {
    staff[name] = await createStaff(server.handle.db, { level, department, permissions });
    tokens[name] = await signIn(server, staff[name]!);
  };
  await make('alice', 3, 'Accounting', { users: { EDIT_USER_BALANCE: true } });
  await make('bob', 3, 'Accounting', { users: { EDIT_USER_BALANCE: true } });
  // May approve only through the team rule: Operations, rank 2.
  await make('lead', 2, 'Operations', { users: { EDIT_TEAM_BALANCE: true } });
  await make('member', 5, 'Operations', {});
  await make('support', 3, 'Operations', {
    task: { RESOLVE_TASKS: true },
    users: { EDIT_SELF_BALANCE: true },
  });
  for (let i = 0; i < 5; i += 1) {
    const rider = await createRider(server.handle.db);
    const held = await server.gql<{ editBalance: { approval: { _id: string } } }>(
      EDIT,
      { id: rider, balance: 600 + i * 10 },
      tokens.alice,
    );
    alices.push(held.data!.editBalance.approval._id);
    server.clock.advance(60_000);
  }
  const rider = await createRider(server.handle.db);
  bobs = (
    await server.gql<{ editBalance: { approval: { _id: string } } }>(
      EDIT,
      { id: rider, balance: -700 },
      tokens.bob,
    )
  ).data!.editBalance.approval._id;
  server.clock.advance(60_000);
  teamRequest = (
    await server.gql<{ editBalance: { approval: { _id: string } } }>(
      EDIT,
      { id: staff.member!.userId, balance: 800 },
      tokens.alice,
    )
  ).data!.editBalance.approval._id;
});
afterAll(async () => {
  await server.close();
});

describe('who reaches the approvals list and badge', () => {
  it('one who may not approve (no balance right over others) is refused both', async () => {
    expect((await list('support')).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(((await server.gql(COUNT, {}, tokens.support)) as Errors).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
  });

  it('a team-balance holder reaches both and sees only their team’s requests', async () => {
    const page = await list('lead');
    expect(page.errors).toBeUndefined();
    expect(ids(page.data?.getMoneyApprovals)).toEqual([teamRequest]);
    expect(
      (await server.gql<{ pendingMoneyApprovalsCount: number }>(COUNT, {}, tokens.lead)).data
        ?.pendingMoneyApprovalsCount,
    ).toBe(1);
  });
});

describe('the list pages, sorts and filters in SQL', () => {
  it('opens on PENDING, newest first, with the count of every match', async () => {
    const page = (await list('bob', { rows: 2 })).data?.getMoneyApprovals;
    expect(page).toMatchObject({ count: 7, numberOfPages: 4 });
    expect(ids(page)).toEqual([teamRequest, bobs]);
    expect(ids((await list('bob', { rows: 2, page: 4 })).data?.getMoneyApprovals)).toEqual([alices[0]]);
  });

  it('sorts by amount either way', async () => {
    const up = (await list('bob', { field: 'amount', sort: 'asc' })).data?.getMoneyApprovals.approvals.map(
      (a) => a.amount,
    );
    expect(up).toEqual([-700, 600, 610, 620, 630, 640, 800]);
  });

  it('filters by requester and by the day asked', async () => {
    expect(
      ids((await list('bob', { filters: { requestedBy: staff.bob!.userId } })).data?.getMoneyApprovals),
    ).toEqual([bobs]);
    const today = new Date(server.clock.now());
    const day = (offset: number) => {
      const d = new Date(today.getTime() + offset * 86_400_000);
      return {
        startDate: new Date(d.setHours(0, 0, 0, 0)).toISOString(),
        endDate: new Date(d.setHours(23, 59, 59, 999)).toISOString(),
      };
    };
    const yesterday = day(-2);
    expect(
      (
        await list('bob', {
          filters: { requestedAt: { startDate: yesterday.startDate, endDate: day(1).endDate } },
        })
      ).data?.getMoneyApprovals.count,
    ).toBe(7);
    expect((await list('bob', { filters: { requestedAt: yesterday } })).data?.getMoneyApprovals.count).toBe(
      0,
    );
  });

  it('refuses unknown filters, statuses and sorts in words', async () => {
    expect((await list('bob', { filters: { who: 'x' } })).errors?.[0]?.message).toBe('Unknown filter: who');
    expect((await list('bob', { filters: { status: 'LOST' } })).errors?.[0]?.message).toMatch(
      /^Filter 'status'/,
    );
    expect((await list('bob', { field: 'name' })).errors?.[0]?.message).toMatch(/^Cannot sort by 'name'/);
  });

  it('a request left 24 h reads EXPIRED with no job run, and leaves the pending view and badge', async () => {
    expect(
      (await server.gql<{ pendingMoneyApprovalsCount: number }>(COUNT, {}, tokens.bob)).data
        ?.pendingMoneyApprovalsCount,
    ).toBe(6);
    server.clock.advance(APPROVAL_TTL_MS);
    // Sessions outlive a day only when used; sign in again at the new time.
    tokens.bob = await signIn(server, staff.bob!);
    expect((await list('bob')).data?.getMoneyApprovals.count).toBe(0);
    const expired = (await list('bob', { filters: { status: 'EXPIRED' } })).data?.getMoneyApprovals;
    expect(expired?.count).toBe(7);
    expect(new Set(expired?.approvals.map((a) => a.status))).toEqual(new Set(['EXPIRED']));
    expect(
      (await server.gql<{ pendingMoneyApprovalsCount: number }>(COUNT, {}, tokens.bob)).data
        ?.pendingMoneyApprovalsCount,
    ).toBe(0);
    expect((await list('bob', { filters: { status: 'ALL' } })).data?.getMoneyApprovals.count).toBe(7);
  });
});
