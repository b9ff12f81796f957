import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../platform/deps';
import { freshPostgres, type FreshDatabase } from '../../../test/pgDatabase';
import { holdWatchLease } from './lease';

// Twenty API processes reach for the lease at the same moment: exactly one watches.
describe('the alert watcher lease on PostgreSQL', () => {
  let database: FreshDatabase;
  beforeAll(async () => {
    database = await freshPostgres(25);
  });
  afterAll(async () => {
    await database.drop();
  });

  it('concurrent takers: one wins', async () => {
    const deps = { db: database.handle.db, clock: systemClock };
    const won = await Promise.all(Array.from({ length: 20 }, (_, i) => holdWatchLease(deps, `node-${i}`)));
    expect(won.filter(Boolean)).toHaveLength(1);
  });
});
