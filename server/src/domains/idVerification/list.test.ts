import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LIST_MESSAGES } from '@ops/shared/lists/listRequest';
import { ROWS_PER_PAGE_MESSAGE } from '@ops/shared/rules/limits';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { createRider, depsOver } from '../wallet/testFixtures';
import { submitPendingVerification } from './submit';
import { idVerifications } from './tables';
import { createRiderWithVerification } from './testFixtures';

/** getIDVerifications and getIDVerificationsAverageTime (issue 8 item 10) on the list kit. */

const LIST = `query($filters: String, $page: Int, $rows: Int, $field: String, $sort: String) {
  getIDVerifications(filters: $filters, pageNumber: $page, rowsPerPage: $rows, fieldName: $field, sortType: $sort) {
    totalCount totalPages verifies { _id status skipped reason createdAt lastStatusAt dataCompletionStatus user { _id name } lastUpdatedBy { _id name } }
  }
}`;
const AVERAGE = `query($filters: String) { getIDVerificationsAverageTime(filters: $filters) }`;

interface Page {
  totalCount: number;
  totalPages: number;
  verifies: Array<{ _id: string; status: string; skipped: boolean; lastUpdatedBy: { _id: string } | null }>;
}

let server: TestServer;
let viewer: string;
let reviewerId: string;
const ids: Record<string, string> = {};
const db = () => server.handle.db;

async function make(
  key: string,
  status: 'pending' | 'accepted' | 'declined',
  createdAt: string,
  minutes: number | null,
  extra: Partial<typeof idVerifications.$inferInsert> = {},
) {
  const { verificationId } = await createRiderWithVerification(db(), { status });
  const created = new Date(createdAt);
  await db()
    .update(idVerifications)
    .set({
      createdAt: created,
      lastStatusAt: minutes === null ? null : new Date(created.getTime() + minutes * 60_000),
      ...extra,
    })
    .where(eq(idVerifications.id, verificationId));
  ids[key] = verificationId;
}

async function list(variables: Record<string, unknown>, token = viewer) {
  return server.gql<{ getIDVerifications: Page }>(LIST, variables, token);
}

beforeAll(async () => {
  server = await startTestServer();
  const reviewer = await createStaff(db(), { level: 3, permissions: { users: { VIEW_VERIFICATION: true } } });
  reviewerId = reviewer.userId;
  viewer = await signIn(server, reviewer);
  await make('p1', 'pending', '2026-03-01T10:00:00Z', null);
  await make('p2', 'pending', '2026-03-02T10:00:00Z', null, { skipped: true });
  await make('a1', 'accepted', '2026-03-03T10:00:00Z', 10, {
    lastUpdatedById: reviewerId,
    dataCompletionStatus: 'completed',
    verifiedData: { fullName: 'X' },
  });
  await make('a2', 'accepted', '2026-03-04T10:00:00Z', 5.125, { lastUpdatedById: reviewerId });
  await make('d1', 'declined', '2026-04-01T10:00:00Z', 3, { reason: 'Blurry image' });
});
afterAll(() => server.close());

describe('getIDVerifications', () => {
  it('pages newest first with the total, 50 a page by default', async () => {
    const all = (await list({})).data!.getIDVerifications;
    expect(all.totalCount).toBe(5);
    expect(all.verifies.map((v) => v._id)).toEqual([ids.d1, ids.a2, ids.a1, ids.p2, ids.p1]);
    const second = (await list({ page: 2, rows: 2 })).data!.getIDVerifications;
    expect(second).toMatchObject({ totalCount: 5, totalPages: 3 });
    expect(second.verifies.map((v) => v._id)).toEqual([ids.a1, ids.p2]);
    const byCheck = (
      await list({ field: 'lastStatusAt', sort: 'asc', filters: JSON.stringify({ status: 'accepted' }) })
    ).data!.getIDVerifications;
    expect(byCheck.verifies.map((v) => v._id)).toEqual([ids.a1, ids.a2]);
  });

  it('filters by status, skipped, data completion, dates, rider and reviewer', async () => {
    const ofFilters = async (filters: object) =>
      (await list({ filters: JSON.stringify(filters) }))
        .data!.getIDVerifications.verifies.map((v) => v._id)
        .sort();
    expect(await ofFilters({ status: 'pending' })).toEqual([ids.p1, ids.p2].sort());
    expect(await ofFilters({ skipped: true })).toEqual([ids.p2]);
    expect(await ofFilters({ status: 'accepted', dataCompletionStatus: 'pending' })).toEqual([ids.a2]);
    expect(
      await ofFilters({
        date: { startDate: '2026-03-02T00:00:00.000Z', endDate: '2026-03-03T23:59:59.999Z' },
      }),
    ).toEqual([ids.p2, ids.a1].sort());
    expect(
      await ofFilters({
        checkDate: { startDate: '2026-04-01T00:00:00.000Z', endDate: '2026-04-30T23:59:59.999Z' },
      }),
    ).toEqual([ids.d1]);
    expect(await ofFilters({ reviewer: reviewerId })).toEqual([ids.a1, ids.a2].sort());
    const [a1] = await db()
      .select({ userId: idVerifications.userId })
      .from(idVerifications)
      .where(eq(idVerifications.id, ids.a1!));
    expect(await ofFilters({ user: a1!.userId })).toEqual([ids.a1]);
  });

  it('refuses bad filters and page sizes in words, before any query', async () => {
    expect((await list({ filters: '{"status":"maybe"' })).errors?.[0]?.message).toBe(
      LIST_MESSAGES.filtersNotJson,
    );
    expect((await list({ filters: JSON.stringify({ colour: 'red' }) })).errors?.[0]?.message).toBe(
      LIST_MESSAGES.unknownFilter(['colour']),
    );
    expect((await list({ filters: JSON.stringify({ status: 'maybe' }) })).errors?.[0]?.message).toMatch(
      /^Filter 'status': /,
    );
    expect(
      (await list({ filters: JSON.stringify({ date: { startDate: 'yesterday', endDate: 'today' } }) }))
        .errors?.[0]?.message,
    ).toMatch(/^Filter 'date/);
    expect((await list({ rows: 500 })).errors?.[0]?.message).toBe(ROWS_PER_PAGE_MESSAGE);
    expect((await list({ field: 'reason' })).errors?.[0]?.message).toBe(
      LIST_MESSAGES.sortField('reason', ['createdAt', 'lastStatusAt']),
    );
    expect((await server.gql(AVERAGE, { filters: '[1]' }, viewer)).errors?.[0]?.message).toBe(
      LIST_MESSAGES.filtersNotObject,
    );
  });

  it('is refused without users.VIEW_VERIFICATION', async () => {
    const other = await signIn(
      server,
      await createStaff(db(), { level: 3, permissions: { users: { VIEW_PAGE: true } } }),
    );
    expect((await list({}, other)).data?.getIDVerifications ?? null).toBeNull();
    expect((await list({}, other)).errors?.[0]).toBeDefined();
  });
});

describe('getIDVerificationsAverageTime', () => {
  it('averages creation-to-last-status minutes of decided ones, 2 decimals; none is 0', async () => {
    const average = async (filters?: object) =>
      (
        await server.gql<{ getIDVerificationsAverageTime: number }>(
          AVERAGE,
          { filters: filters ? JSON.stringify(filters) : undefined },
          viewer,
        )
      ).data!.getIDVerificationsAverageTime;
    // (10 + 5.125 + 3) / 3 = 6.041666…
    expect(await average()).toBe(6.04);
    expect(await average({ status: 'accepted' })).toBe(7.56);
    expect(await average({ status: 'pending' })).toBe(0);
  });
});

describe('a rider sending their ID (simulator and /dev/id-verification)', () => {
  it('adds a pending verification to the list, announced on NEW_PENDING_VERIFICATION', async () => {
    const deps = depsOver(server.handle);
    const before = (await list({ filters: JSON.stringify({ status: 'pending' }) })).data!.getIDVerifications
      .totalCount;
    const rider = await createRider(db());
    const id = await submitPendingVerification(deps);
    expect(id).toBeTruthy();
    expect(
      (
        await db()
          .select({ userId: idVerifications.userId })
          .from(idVerifications)
          .where(eq(idVerifications.id, id!))
      )[0]!.userId,
    ).toBe(rider);
    expect(deps.events.events).toContainEqual(
      expect.objectContaining({
        target: 'topic:NEW_PENDING_VERIFICATION',
        event: 'NEW_PENDING_VERIFICATION',
        payload: expect.objectContaining({ _id: id }),
      }),
    );
    const after = (await list({ filters: JSON.stringify({ status: 'pending' }) })).data!.getIDVerifications;
    expect(after.totalCount).toBe(before + 1);
    expect(after.verifies[0]!._id).toBe(id);
  });
});
