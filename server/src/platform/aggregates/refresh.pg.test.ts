import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../deps';
import { createStaff } from '../../../test/staff';
import { freshPostgres, type FreshDatabase } from '../../../test/pgDatabase';
import { depsOver } from '../../domains/wallet/testFixtures';
import { holdLease } from '../lib/lease';
import { rebuildAll, refreshRange } from './refresh';
import { SERVER_AGGREGATES as AGGREGATES } from '../../compose/modules';
import { createWorld, snapshotAggregates, writeDay } from './testFixtures';

// On real PostgreSQL, refreshes of the same days at the same moment (the job on one process and
// `npm run analytics:rebuild` beside it, or a lease handed over mid-tick) neither fail nor
// leave anything but what one refresh alone leaves.
describe('concurrent refreshes on PostgreSQL', () => {
  let database: FreshDatabase;
  beforeAll(async () => {
    database = await freshPostgres(25);
  });
  afterAll(async () => {
    await database.drop();
  });

  it('eight refreshes of the same days at once give the rows of one', async () => {
    const deps = depsOver(database.handle);
    const staff = await createStaff(database.handle.db, { level: 0 });
    const world = await createWorld(deps, staff.userId);
    await writeDay(deps, world, 0);
    await writeDay(deps, world, 1);
    await rebuildAll(deps, AGGREGATES);
    const alone = await snapshotAggregates(deps);
    expect(alone.rides.length).toBeGreaterThan(0);
    const day = world.days[0]!;
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        i % 2 === 0
          ? rebuildAll(deps, AGGREGATES)
          : Promise.all(AGGREGATES.map((definition) => refreshRange(deps.db, definition, day, day))),
      ),
    );
    expect(await snapshotAggregates(deps)).toEqual(alone);
  });

  it('twenty processes reach for the aggregates lease at once: one holds it', async () => {
    const deps = { db: database.handle.db, clock: systemClock };
    const won = await Promise.all(
      Array.from({ length: 20 }, (_, i) => holdLease(deps, 'aggregates', `node-${i}`, 90_000)),
    );
    expect(won.filter(Boolean)).toHaveLength(1);
  });
});
