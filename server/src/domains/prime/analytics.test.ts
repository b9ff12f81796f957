import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { aggregateRows, plainRows } from '../analytics/daily/testing';
import { userAudit } from '../../platform/audit/tables';
import { newId } from '../../platform/lib/ids';
import { users } from '../../platform/session/tables';
import { createArea, createRider } from '../wallet/testFixtures';
import { PRIME_COLUMNS, PRIME_TABLE, primeAggregate } from './aggregate';
import { getPrimeAnalytics } from './analytics';
import { primePlans, primeSubscriptions } from './tables';

const DAY = 86_400_000;
let server: TestServer;
let areaA: string;
let areaB: string;
let planId: string;

/**
 * The table as a plain SQL over prime_subscriptions says it should be: one query per figure,
 * each grouped by its own day, then added up per day and area.
 */
const PLAIN = sql`
  WITH subs AS (
    SELECT s.*, coalesce(u.area_id, '') AS area, (s.is_free_trial OR s.price_piasters = 0) AS freemium,
           EXISTS (SELECT 1 FROM prime_subscriptions p WHERE p.user_id = s.user_id AND p.renewed_at = s.created_at) AS is_renewal
    FROM prime_subscriptions s JOIN users u ON u.id = s.user_id
  ), started AS (
    SELECT to_char((created_at AT TIME ZONE 'Africa/Cairo')::date, 'YYYY-MM-DD') AS day, area,
           count(*) AS started_count, count(*) FILTER (WHERE is_renewal) AS renewal_count, sum(price_piasters) AS revenue_piasters,
           count(*) FILTER (WHERE NOT freemium AND used_unlocks > 0) AS saved_subs, coalesce(sum(used_unlocks) FILTER (WHERE NOT freemium), 0) AS saved_rides,
           count(*) FILTER (WHERE freemium AND used_unlocks > 0) AS saved_freemium_subs, coalesce(sum(used_unlocks) FILTER (WHERE freemium), 0) AS saved_freemium_rides
    FROM subs GROUP BY 1, 2
  ), stopped AS (
    SELECT to_char((stopped_at AT TIME ZONE 'Africa/Cairo')::date, 'YYYY-MM-DD') AS day, area, count(*) AS stopped_count
    FROM subs WHERE stopped_at IS NOT NULL GROUP BY 1, 2
  )
  SELECT coalesce(started.day, stopped.day) AS day, coalesce(started.area, stopped.area) AS area_id,
         coalesce(started_count, 0) AS started_count, coalesce(renewal_count, 0) AS renewal_count, coalesce(revenue_piasters, 0) AS revenue_piasters,
         coalesce(stopped_count, 0) AS stopped_count, coalesce(saved_subs, 0) AS saved_subs, coalesce(saved_rides, 0) AS saved_rides,
         coalesce(saved_freemium_subs, 0) AS saved_freemium_subs, coalesce(saved_freemium_rides, 0) AS saved_freemium_rides
  FROM started FULL JOIN stopped ON started.day = stopped.day AND started.area = stopped.area`;

async function rider(areaId: string | null) {
  const id = await createRider(server.handle.db);
  if (areaId)
    await server.handle.db
      .update(users)
      .set({ areaId })
      .where(sql`id = ${id}`);
  return id;
}

async function period(
  userId: string,
  createdIso: string,
  fields: Partial<typeof primeSubscriptions.$inferInsert> = {},
) {
  const createdAt = new Date(createdIso);
  const id = newId();
  await server.handle.db.insert(primeSubscriptions).values({
    id,
    userId,
    planId,
    name: 'Prime Weekly',
    pricePiasters: 4900,
    periodValue: 7,
    periodUnit: 'DAYS',
    unlocks: 15,
    reservations: 3,
    validUntil: new Date(createdAt.getTime() + 7 * DAY),
    createdAt,
    ...fields,
  });
  return id;
}

let running = '';
let movedRider = '';
let oldStop = '';
beforeAll(async () => {
  server = await startTestServer();
  const db = server.handle.db;
  areaA = await createArea(db);
  areaB = await createArea(db);
  planId = newId();
  await db.insert(primePlans).values({
    id: planId,
    name: 'Prime Weekly',
    pricePiasters: 4900,
    periodValue: 7,
    periodUnit: 'DAYS',
    unlocks: 15,
    reservations: 3,
  });
  const a1 = await rider(areaA);
  // A first period renewed on the 8th: the second starts when the first says it was renewed.
  await period(a1, '2026-11-01T10:00:00Z', { renewedAt: new Date('2026-11-08T10:00:00Z'), usedUnlocks: 4 });
  await period(a1, '2026-11-08T10:00:00Z', { usedUnlocks: 3 });
  const a2 = await rider(areaA);
  // 22:30Z is the 11th in Cairo.
  running = await period(a2, '2026-11-10T22:30:00Z', {
    validUntil: new Date('2026-12-10T22:30:00Z'),
    pricePiasters: 14900,
  });
  const b1 = await rider(areaB);
  movedRider = b1;
  await period(b1, '2026-11-10T09:00:00Z', { isFreeTrial: true, pricePiasters: 0, usedUnlocks: 2 });
  const b2 = await rider(areaB);
  await period(b2, '2026-11-10T11:00:00Z', { pricePiasters: 0 });
  const none = await rider(null);
  oldStop = await period(none, '2026-11-05T08:00:00Z', {
    stoppedAt: new Date('2026-11-12T08:00:00Z'),
    usedUnlocks: 1,
  });
});
afterAll(() => server.close());

describe('the prime aggregate', () => {
  it('refreshDays over every day equals the plain SQL over prime_subscriptions', async () => {
    const db = server.handle.db;
    expect(await primeAggregate.firstDay(db)).toBe('2026-11-01');
    await primeAggregate.refreshDays(db, '2026-11-01', '2026-11-30');
    const table = await aggregateRows(db, PRIME_TABLE, PRIME_COLUMNS);
    expect(table).toEqual(await plainRows(db, PLAIN));
    expect(table.find((row) => row.day === '2026-11-08' && row.area_id === areaA)).toMatchObject({
      started_count: '1',
      renewal_count: '1',
      saved_subs: '1',
      saved_rides: '3',
    });
    expect(table.find((row) => row.day === '2026-11-10' && row.area_id === areaB)).toMatchObject({
      started_count: '2',
      revenue_piasters: '0',
      saved_freemium_subs: '1',
      saved_freemium_rides: '2',
    });
    // The stop is dated by the stop, the period by its start.
    expect(table.find((row) => row.day === '2026-11-12' && row.area_id === '')).toMatchObject({
      started_count: '0',
      stopped_count: '1',
    });
  });

  it('unlocks used on a running period and a later stop are found and refreshed; incremental equals rebuild', async () => {
    const db = server.handle.db;
    const since = new Date('2026-11-20T00:00:00Z');
    await db
      .update(primeSubscriptions)
      .set({ usedUnlocks: 5 })
      .where(sql`id = ${running}`);
    await db
      .update(primeSubscriptions)
      .set({ stoppedAt: new Date('2026-11-21T09:00:00Z') })
      .where(sql`id = ${running}`);
    await period(await rider(areaB), '2026-11-22T09:00:00Z', { pricePiasters: 39900 });
    // A rider moved from area B to A (the assignArea entry the user page writes): their free trial of the 10th moves.
    await db
      .update(users)
      .set({ areaId: areaA })
      .where(sql`id = ${movedRider}`);
    await db.insert(userAudit).values({
      id: newId(),
      targetUserId: movedRider,
      action: 'assignArea',
      createdAt: new Date('2026-11-20T12:00:00Z'),
    });
    // Stopped before the watermark: not a change now.
    expect(oldStop).not.toBe('');
    const changed = await primeAggregate.changedDays(db, since);
    expect(changed).toEqual(['2026-11-10', '2026-11-11', '2026-11-21', '2026-11-22']);
    for (const day of changed) await primeAggregate.refreshDays(db, day, day);
    const incremental = await aggregateRows(db, PRIME_TABLE, PRIME_COLUMNS);
    expect(incremental).toEqual(await plainRows(db, PLAIN));
    await primeAggregate.refreshDays(db, '2026-11-01', '2026-11-30');
    expect(await aggregateRows(db, PRIME_TABLE, PRIME_COLUMNS)).toEqual(incremental);
  });
});

describe('getPrimeAnalytics', () => {
  it('answers every figure as the plain SQL does over the range, revenues in EGP', async () => {
    const db = server.handle.db;
    const answer = await getPrimeAnalytics(
      { db },
      { startDay: '2026-11-08', endDay: '2026-11-21', unit: 'DAYS' },
    );
    const plain = (await plainRows(db, PLAIN)).filter(
      (row) => row.day! >= '2026-11-08' && row.day! <= '2026-11-21',
    );
    const sum = (column: string) => plain.reduce((total, row) => total + Number(row[column]), 0);
    expect(answer).toMatchObject({
      totalCount: sum('started_count'),
      renewals: sum('renewal_count'),
      newSubscriptions: sum('started_count') - sum('renewal_count'),
      stoppedAtCount: sum('stopped_count'),
      revenues: sum('revenue_piasters') / 100,
      savedSubs: sum('saved_subs'),
      savedRides: sum('saved_rides'),
      savedFreemiumSubs: sum('saved_freemium_subs'),
      savedFreemiumRides: sum('saved_freemium_rides'),
    });
    // By hand: the renewal of the 8th, the 11th's period, the two of the 10th; stops on the 12th and 21st.
    expect(answer).toMatchObject({
      totalCount: 4,
      renewals: 1,
      newSubscriptions: 3,
      stoppedAtCount: 2,
      revenues: 198,
      savedSubs: 2,
      savedRides: 8,
      savedFreemiumSubs: 1,
      savedFreemiumRides: 2,
    });
    expect(answer.series.revenues.xAxisLabels).toHaveLength(14);
    const a = answer.series.totalCount.areasData.find((area) => area.id === areaA)!;
    expect(a.labels.reduce((x, y) => x + y, 0)).toBe(3);
    expect(answer.series.stoppedAtCount.areasData.map((area) => area.name)).toContain('No area');
  });
});
