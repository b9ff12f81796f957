import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { TARGET_MESSAGES } from '@ops/shared/rules/targetValues';
import { freshPostgres, type FreshDatabase } from '../../../test/pgDatabase';
import { createStaff } from '../../../test/staff';
import { userAudit } from '../../platform/audit/tables';
import { createArea, depsOver, sessionFor } from '../wallet/testFixtures';
import { addAreaToTarget, updateTargetInMonth } from './service';
import { targets } from './tables';

let database: FreshDatabase;
let staffId: string;

beforeAll(async () => {
  database = await freshPostgres(30);
  staffId = (await createStaff(database.handle.db, { permissions: { target: { SET: true } } })).userId;
});
afterAll(async () => {
  await database.drop();
});

const values = (area: string, ratio: number) =>
  JSON.stringify([
    {
      area,
      assigned: 10,
      operatingCap: 80,
      ratio,
      totalRPV: 30,
      activeRatio: 0.8,
      urgentRatio: 0.1,
      riders: 100,
      newUsers: 10,
      awaitngInspectionMinutesAverage: 30,
      ratingsAboveOrEqualFourPercentage: 80,
      lostREVSPercentage: 5,
    },
  ]);

describe('targets under concurrency (real PostgreSQL)', () => {
  it('ten editors saving a month at once: one row per area, the last save holds, every save is in the history', async () => {
    const deps = depsOver(database.handle);
    const area = await createArea(database.handle.db);
    const saves = await Promise.allSettled(
      Array.from({ length: 10 }, (_v, i) =>
        updateTargetInMonth(deps, sessionFor(staffId), { year: 2027, month: 5, values: values(area, i + 1) }),
      ),
    );
    expect(saves.filter((s) => s.status === 'rejected')).toEqual([]);
    const rows = await database.handle.db
      .select()
      .from(targets)
      .where(and(eq(targets.areaId, area), eq(targets.year, 2027), eq(targets.month, 5)));
    expect(rows).toHaveLength(1);
    // The row holds one of the ten ratios, and its derived rides agree with it (2 decimals).
    expect(rows[0]!.rides).toBeCloseTo(rows[0]!.ratio * 8 * 31, 2);
    const history = await database.handle.db
      .select()
      .from(userAudit)
      .where(and(eq(userAudit.subjectType, 'target'), eq(userAudit.subjectId, rows[0]!.id)));
    // Each save changed the ratio, so each left its entry, whichever way it met the row.
    expect(history).toHaveLength(10);
    expect(new Set(history.map((entry) => (entry.after as { ratio: number }).ratio))).toEqual(
      new Set(Array.from({ length: 10 }, (_v, i) => i + 1)),
    );
  });

  it('ten adds of one area at once: one row, nine refusals in words', async () => {
    const deps = depsOver(database.handle);
    const area = await createArea(database.handle.db);
    const adds = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        addAreaToTarget(deps, sessionFor(staffId), { year: 2027, month: 6, area }),
      ),
    );
    expect(adds.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    const refusals = adds.flatMap((a) => (a.status === 'rejected' ? [(a.reason as Error).message] : []));
    expect(refusals).toEqual(Array(9).fill(TARGET_MESSAGES.areaAlreadyThere));
    expect(
      await database.handle.db
        .select()
        .from(targets)
        .where(and(eq(targets.areaId, area), eq(targets.month, 6))),
    ).toHaveLength(1);
  });
});
