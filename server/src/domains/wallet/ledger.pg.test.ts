import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { freshPostgres, type FreshDatabase } from '../../../test/pgDatabase';
import { createStaff } from '../../../test/staff';
import { queryRows } from '../../platform/db/client';
import { incrementBalance } from './service';
import { createRider, depsOver, sessionFor } from './testFixtures';

let database: FreshDatabase;
let staffId: string;

beforeAll(async () => {
  database = await freshPostgres(60);
  staffId = (await createStaff(database.handle.db, { level: 0, department: 'Administration' })).userId;
});
afterAll(async () => {
  await database.drop();
});

describe('wallet log time order (real PostgreSQL)', () => {
  it('300 concurrent +1 edits: ordered by time (then id), every entry starts where the one before ended', async () => {
    const deps = depsOver(database.handle);
    const session = sessionFor(staffId);
    const rider = await createRider(database.handle.db, 500);
    const results = await Promise.allSettled(
      Array.from({ length: 300 }, () =>
        incrementBalance(deps, session, { id: rider, balance: 1, additionalReason: 'Compensation' }),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(0);
    const chain = await queryRows<{ prev: number; curr: number }>(
      database.handle.db,
      sql`SELECT prev_balance_piasters AS prev, curr_balance_piasters AS curr FROM wallet_logs WHERE user_id = ${rider} ORDER BY created_at, id`,
    );
    expect(chain).toHaveLength(301);
    const breaks = chain
      .slice(1)
      .filter((row, index) => Number(row.prev) !== Number(chain[index]!.curr)).length;
    expect(breaks, 'entries whose time order differs from their balance order').toBe(0);
    expect(Number(chain[0]!.prev)).toBe(0);
    expect(Number(chain.at(-1)!.curr)).toBe(500 + 300 * 100);
  });
});
