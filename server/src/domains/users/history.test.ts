import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { createRider } from '../wallet/testFixtures';
import { recordAudit } from '../../platform/audit/record';
import { userAudit } from '../../platform/audit/tables';

const HISTORY = `query($user: ID!, $page: Int, $rows: Int) {
  getUserAuditHistory(userId: $user, pageNumber: $page, rowsPerPage: $rows) {
    count totalPages entries { _id action before after reason requestId createdAt actor { _id name } }
  }
}`;
interface HistoryData {
  getUserAuditHistory: {
    count: number;
    totalPages: number;
    entries: Array<{
      action: string;
      before: unknown;
      after: unknown;
      reason: string | null;
      actor: { _id: string } | null;
    }>;
  };
}

let server: TestServer;
let viewer: string;
let viewerId: string;
beforeAll(async () => {
  server = await startTestServer();
  const staff = await createStaff(server.handle.db, {
    level: 5,
    permissions: { users: { VIEW_PAGE: true } },
  });
  viewerId = staff.userId;
  viewer = await signIn(server, staff);
});
afterAll(async () => {
  await server.close();
});

const rowsFor = (userId: string) =>
  server.handle.db.select().from(userAudit).where(eq(userAudit.targetUserId, userId));

describe('recordAudit', () => {
  it('writes nothing when the change it belongs to rolls back', async () => {
    const rider = await createRider(server.handle.db);
    await expect(
      server.handle.db.transaction(async (tx) => {
        await recordAudit(tx, {
          targetUserId: rider,
          actorId: viewerId,
          action: 'changeUserInfo',
          before: { name: 'A' },
          after: { name: 'B' },
          at: new Date(),
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rowsFor(rider)).toHaveLength(0);
  });

  it('commits with the change, and the History pages it newest first with the actor', async () => {
    const rider = await createRider(server.handle.db);
    for (let i = 0; i < 3; i += 1) {
      await server.handle.db.transaction((tx) =>
        recordAudit(tx, {
          targetUserId: rider,
          actorId: viewerId,
          action: `step${i}`,
          before: { n: i },
          after: { n: i + 1 },
          reason: i === 2 ? 'why' : null,
          at: new Date(Date.UTC(2026, 0, 1, 0, i)),
        }),
      );
    }
    const first = await server.gql<HistoryData>(HISTORY, { user: rider, page: 1, rows: 2 }, viewer);
    expect(first.errors).toBeUndefined();
    expect(first.data?.getUserAuditHistory).toMatchObject({ count: 3, totalPages: 2 });
    expect(first.data?.getUserAuditHistory.entries.map((e) => e.action)).toEqual(['step2', 'step1']);
    expect(first.data?.getUserAuditHistory.entries[0]).toMatchObject({
      before: { n: 2 },
      after: { n: 3 },
      reason: 'why',
      actor: { _id: viewerId },
    });
    const second = await server.gql<HistoryData>(HISTORY, { user: rider, page: 2, rows: 2 }, viewer);
    expect(second.data?.getUserAuditHistory.entries.map((e) => e.action)).toEqual(['step0']);
  });

  it('refuses a page size over 200 in words', async () => {
    const rider = await createRider(server.handle.db);
    const response = await server.gql<HistoryData>(HISTORY, { user: rider, rows: 201 }, viewer);
    expect(response.errors?.[0]?.message).toBe('Rows per page must be a whole number from 1 to 200');
  });
});
