import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { newId } from '../../platform/lib/ids';
import { queryRows } from '../../platform/db/client';
import { rebuildAll, refreshTick, SAFETY_MARGIN_MS } from '../../platform/aggregates/refresh';
import { writeWatermark } from '../../platform/aggregates/watermarks';
import { rides } from '../rides/tables';
import { users } from '../../platform/session/tables';
import { riderCohortMonths } from './aggregates/cohortMonths';
import { userRegistrationsDaily } from './aggregates/userRegistrations';
import { seedRiderDataSet, type RiderDataSet } from './testFixtures';

/**
 * Issue 24: Cohorts answers from a summary of rider_cohort_months the aggregate job keeps in
 * memory, not from the table's rows on every view, and says how fresh it is.
 */

interface Cohorts {
  months: number;
  refreshedAt: string | null;
  cohorts: Array<{ month: string; size: number; riders: number[]; rodeEver: number }>;
}

let server: TestServer;
let viewer: string;
let set: RiderDataSet;
const db = () => server.handle.db;
const deps = () => server.server.deps;

async function cohorts(startDate: string, endDate: string): Promise<Cohorts> {
  const response = await server.gql<{ getUserCohorts: Cohorts }>(
    `query($s: String!, $e: String!) { getUserCohorts(startDate: $s, endDate: $e) { months refreshedAt cohorts { month size riders rodeEver } } }`,
    { s: startDate, e: endDate },
    viewer,
  );
  expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
  return response.data!.getUserCohorts;
}

const figures = ({ refreshedAt: _at, ...rest }: Cohorts) => rest;
/** Two ranges: from the first cohort, and from a later month (its "rode since" counts fewer). */
const RANGES: Array<[string, string]> = [
  ['2026-08-01', '2026-10-31'],
  ['2026-10-01', '2026-11-15'],
];

beforeAll(async () => {
  server = await startTestServer();
  set = await seedRiderDataSet(db(), {
    from: new Date('2026-08-20T00:00:00Z'),
    days: 80,
    riders: 60,
    seed: 11,
  });
  viewer = await signIn(
    server,
    await createStaff(db(), { level: 3, permissions: { analytics: { VIEW_COHORTS: true } } }),
  );
  await userRegistrationsDaily.refreshDays(db(), '2026-08-01', '2026-11-30');
}, 60_000);
afterAll(async () => {
  await server.close();
});

describe('Cohorts from the summary the aggregate job keeps (issue 24)', () => {
  it('answers the same figures as the table, then from memory: rows removed behind the job’s back do not change them', async () => {
    // No watermark yet: the figures come from the table, each view.
    await riderCohortMonths.refreshDays(db(), '2026-08-01', '2026-11-30');
    const fromTable = await Promise.all(RANGES.map(([s, e]) => cohorts(s, e)));
    expect(fromTable[0]!.refreshedAt).toBeNull();
    expect(fromTable[0]!.cohorts.some((cohort) => cohort.rodeEver > 0)).toBe(true);
    expect(fromTable[1]!.cohorts[0]!.rodeEver).toBeGreaterThan(0);

    await refreshTick(deps(), [riderCohortMonths]);
    const fromSummary = await Promise.all(RANGES.map(([s, e]) => cohorts(s, e)));
    expect(fromSummary.map(figures)).toEqual(fromTable.map(figures));
    expect(fromSummary[0]!.refreshedAt).not.toBeNull();

    // A view that read the table would now show no riding at all.
    await db().execute(sql`DELETE FROM rider_cohort_months`);
    expect((await cohorts(...RANGES[0]!)).cohorts).toEqual(fromSummary[0]!.cohorts);
    await rebuildAll(deps(), [riderCohortMonths]);
    expect((await cohorts(...RANGES[0]!)).cohorts).toEqual(fromSummary[0]!.cohorts);
  });

  it('shows a new ride after the next tick, with that tick’s time', async () => {
    const before = await cohorts(...RANGES[0]!);
    const rider = newId();
    await db()
      .insert(users)
      .values({
        id: rider,
        name: 'Late rider',
        phoneNumber: '+201299999901',
        type: 'user',
        createdAt: new Date('2026-09-10T10:00:00Z'),
      });
    const now = server.clock.now();
    const vehicleId = (
      await queryRows<{ vehicle_id: string }>(db(), sql`SELECT vehicle_id FROM rides LIMIT 1`)
    )[0]!.vehicle_id;
    await db().insert(rides).values({
      id: newId(),
      userId: rider,
      vehicleId,
      startTime: now,
      endTime: now,
      status: 'done',
      createdAt: now,
    });
    const cohort = (answer: Cohorts) => answer.cohorts.find((one) => one.month === '2026-09')!;

    // Until the job's next tick the page shows the figures of its last one.
    const waiting = await cohorts(...RANGES[0]!);
    expect(figures(waiting)).toEqual(figures(before));

    server.clock.advance(1_000);
    await refreshTick(deps(), [userRegistrationsDaily, riderCohortMonths]);
    const after = await cohorts(...RANGES[0]!);
    expect(cohort(after).size).toBe(cohort(before).size + 1);
    expect(cohort(after).rodeEver).toBe(cohort(before).rodeEver + 1);
    expect(cohort(after).riders.reduce((a, b) => a + b, 0)).toBe(
      cohort(before).riders.reduce((a, b) => a + b, 0) + 1,
    );
    expect(new Date(after.refreshedAt!).getTime()).toBeGreaterThan(new Date(before.refreshedAt!).getTime());
  });

  it('a tick that found nothing to refresh moves the time only', async () => {
    // Past the margin of every row written so far, then one tick to catch up.
    server.clock.advance(SAFETY_MARGIN_MS * 2);
    await refreshTick(deps(), [riderCohortMonths]);
    const before = await cohorts(...RANGES[0]!);
    // Rows removed behind the job's back: a tick that read the table again would show it.
    await db().execute(sql`DELETE FROM rider_cohort_months`);
    await refreshTick(deps(), [riderCohortMonths]);
    const after = await cohorts(...RANGES[0]!);
    expect(figures(after)).toEqual(figures(before));
    expect(new Date(after.refreshedAt!).getTime()).toBeGreaterThan(new Date(before.refreshedAt!).getTime());
    await rebuildAll(deps(), [riderCohortMonths]);
  });

  it('when another process moved the watermark: the figures it has, with their time, then new ones', async () => {
    const known = await cohorts(...RANGES[0]!);
    const later = new Date(new Date(known.refreshedAt!).getTime() + 60_000);
    await writeWatermark(db(), riderCohortMonths.name, later);
    const first = await cohorts(...RANGES[0]!);
    expect(first.refreshedAt).toBe(known.refreshedAt);
    let next = first;
    for (let tries = 0; tries < 50 && next.refreshedAt !== later.toISOString(); tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      next = await cohorts(...RANGES[0]!);
    }
    expect(next.refreshedAt).toBe(later.toISOString());
    expect(figures(next)).toEqual(figures(known));
    expect(set.riderIds.length).toBe(60);
  });
});
