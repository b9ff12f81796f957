import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../../platform/db/client';
import { migrate } from '../../platform/db/migrate';
import { selectWalletLogViews, walletLogViewsPage } from './present';
import { getWalletLogging } from './service';
import { walletLogs } from './tables';
import { addLog, createRider, depsOver, sessionFor } from './testFixtures';

/**
 * The wallet logs page is read as a deferred join (ids first, then the rows: present.ts
 * walletLogViewsPage). It must answer exactly what the plain OFFSET query over the joined
 * rows answered, page by page, including logs that share a created_at (the id breaks ties).
 */

let handle: DatabaseHandle;
let rider: string;
let other: string;
let staff: string;
const LOGS_PER_RIDER = 37;

// Five instants only, so most logs tie with others on created_at.
const INSTANTS = [
  '2026-03-01T08:00:00Z',
  '2026-03-01T08:00:00.000001Z',
  '2026-03-02T12:30:00Z',
  '2026-03-02T12:30:00Z',
  '2026-03-05T23:59:59.999Z',
];

beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
  await migrate(handle);
  const db = handle.db;
  rider = await createRider(db);
  other = await createRider(db);
  staff = await createRider(db);
  const ids: string[] = [];
  for (let i = 0; i < LOGS_PER_RIDER; i += 1) {
    ids.push(await addLog(db, rider, i % 3 === 0 ? -150 : 400, i % 3 === 0 ? 'FINE' : 'MANUAL_INPUT'));
    ids.push(await addLog(db, other, 250, 'SETTLE'));
  }
  // created_at is set directly (microseconds included) to build the ties the ordering must break.
  for (const [index, id] of ids.entries()) {
    await db
      .update(walletLogs)
      .set({ createdAt: new Date(INSTANTS[index % INSTANTS.length]!) })
      .where(eq(walletLogs.id, id));
  }
  await db.execute(
    `UPDATE wallet_logs SET created_at = '2026-03-01T08:00:00.000001Z' WHERE id IN (SELECT id FROM wallet_logs ORDER BY id LIMIT 9)`,
  );
  await db
    .update(walletLogs)
    .set({ dashboardUserId: staff })
    .where(
      inArray(
        walletLogs.id,
        ids.filter((_, index) => index % 4 === 1),
      ),
    );
});
afterAll(async () => {
  await handle.close();
});

const newestFirst = [desc(walletLogs.createdAt), desc(walletLogs.id)];
const oldestFirst = [asc(walletLogs.createdAt), asc(walletLogs.id)];

const scopes: Array<[string, () => SQL | undefined]> = [
  ['one rider', () => eq(walletLogs.userId, rider)],
  ['one rider and a type', () => and(eq(walletLogs.userId, rider), eq(walletLogs.type, 'FINE'))],
  ['a staff member', () => eq(walletLogs.dashboardUserId, staff)],
  [
    'a date range',
    () =>
      and(
        gte(walletLogs.createdAt, new Date('2026-03-01T08:00:00.000001Z')),
        lte(walletLogs.createdAt, new Date('2026-03-02T23:59:59.999Z')),
      ),
  ],
  ['no filter', () => undefined],
];

describe('wallet logs page as a deferred join', () => {
  it('the ties are there: several logs share each created_at', async () => {
    const all = await selectWalletLogViews(handle.db, undefined);
    expect(new Set(all.map((log) => log.createdAt)).size).toBeLessThanOrEqual(INSTANTS.length);
    expect(all.length).toBe(LOGS_PER_RIDER * 2);
  });

  for (const [name, where] of scopes) {
    for (const [direction, orderBy] of [
      ['newest first', newestFirst],
      ['oldest first', oldestFirst],
    ] as const) {
      it(`${name}, ${direction}: every page equals the plain OFFSET query's page`, async () => {
        const whole = await selectWalletLogViews(handle.db, where(), { limit: 1000, offset: 0 }, [
          ...orderBy,
        ]);
        expect(whole.length).toBeGreaterThan(0);
        for (const size of [3, 7, 50]) {
          const seen: string[] = [];
          for (let offset = 0; offset <= whole.length; offset += size) {
            const plain = await selectWalletLogViews(handle.db, where(), { limit: size, offset }, [
              ...orderBy,
            ]);
            const deferred = await walletLogViewsPage(handle.db, where(), { limit: size, offset }, [
              ...orderBy,
            ]);
            expect(deferred).toEqual(plain);
            seen.push(...deferred.map((log) => log._id));
          }
          // Paging through covers every row once, in the one order.
          expect(seen).toEqual(whole.map((log) => log._id));
        }
      });
    }
  }

  it('getWalletLogging answers the plain query’s rows, count and pages for a rider', async () => {
    const deps = depsOver(handle);
    const session = sessionFor(staff, { permissions: { task: { VIEW_WALLET_LOGS: true } } });
    const whole = await selectWalletLogViews(handle.db, eq(walletLogs.userId, rider));
    const first = await getWalletLogging(deps, session, { userId: rider, rowsPerPage: 50, pageNumber: 1 });
    expect(first).toEqual({ logs: whole, count: LOGS_PER_RIDER, numberOfPages: 1 });
    const fines = await getWalletLogging(deps, session, {
      userId: rider,
      type: 'FINE',
      rowsPerPage: 50,
      pageNumber: 1,
    });
    expect(fines.logs.map((log) => log._id)).toEqual(
      whole.filter((log) => log.type === 'FINE').map((log) => log._id),
    );
    expect(fines.count).toBe(Math.ceil(LOGS_PER_RIDER / 3));
  });
});
