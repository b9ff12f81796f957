import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../platform/deps';
import { freshPostgres, type FreshDatabase } from '../../../test/pgDatabase';
import { createStaff, type StaffFixture } from '../../../test/staff';
import { queryRows } from '../../platform/db/client';
import { FleetSimulator } from '../../compose/simulator/fleet';
import { createRider, createVehicle, depsOver, sessionWithThreshold } from '../wallet/testFixtures';
import { startSettlement, type SettlementJobView } from './service';

/**
 * Issue 7 tests: settling 1,000 users concurrently while the ride simulator charges the
 * same wallets loses nothing — for every user the wallet log differences add up to the
 * balance, and each log starts where the one before it ended.
 */

const RIDERS = 1000;
let database: FreshDatabase;
let staff: StaffFixture;

beforeAll(async () => {
  database = await freshPostgres(60);
  staff = await createStaff(database.handle.db, { level: 0, department: 'Administration' });
}, 120_000);
afterAll(async () => {
  await database.drop();
});

describe('bulk settlement under the ride simulator (real PostgreSQL)', () => {
  it('1,000 negative wallets settled by two overlapping runs while rides are charged: nothing lost', async () => {
    // A clock two minutes further on every simulator tick, so simulated rides last long enough to cost money.
    let skew = 0;
    const clock: Clock = { now: () => new Date(Date.now() + skew) };
    const deps = depsOver(database.handle, clock);
    const db = database.handle.db;
    for (let i = 0; i < RIDERS; i += 50) {
      await Promise.all(
        Array.from({ length: Math.min(50, RIDERS - i) }, (_, j) => createRider(db, -(100 + ((i + j) % 900)))),
      );
    }
    for (let i = 0; i < 40; i += 1) await createVehicle(db);
    const simulator = new FleetSimulator(deps, {
      seed: 7,
      vehiclesPerTick: 40,
      maxRideStartsPerTick: 40,
      rideStartChance: 0.9,
      rideMedianMinutes: 3,
      leaveFenceChance: 0,
      incidentChance: 0,
      fieldWorkChance: 0,
      rideImageChance: 0,
      idVerificationChance: 0,
    });

    const startedAt = new Date();
    // A role trusted with these 1,000 small settlements (about 5,500 EGP): this test is about lost money, not the second signature.
    const session = await sessionWithThreshold(database.handle.db, staff, 1000, { level: 0 });
    const filters = JSON.stringify({ balance: 'negative', type: 'user' });
    const started = performance.now();
    const runs = await Promise.all([
      startSettlement(deps, session, filters),
      startSettlement(deps, session, filters),
    ]);
    let finished = false;
    const all = Promise.all(runs.map((run) => run.done)).finally(() => {
      finished = true;
    });
    let ticks = 0;
    while (!finished) {
      await simulator.tick();
      skew += 120_000;
      ticks += 1;
    }
    const jobs: SettlementJobView[] = await all;
    const ms = performance.now() - started;
    simulator.stop();
    await deps.vehicleGateway.close();

    expect(jobs.map((job) => job.total)).toEqual([RIDERS, RIDERS]);
    expect(jobs.every((job) => job.failed === 0 && job.settled + job.skipped === RIDERS)).toBe(true);
    // Every rider was settled by one of the runs; a second settle only where a ride made them owe again.
    expect(jobs[0]!.settled + jobs[1]!.settled).toBeGreaterThanOrEqual(RIDERS);

    // The simulator really wrote to these wallets while the runs went on.
    const [charged] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM wallet_logs WHERE type = 'UNLOCK_GO' AND created_at >= ${startedAt.toISOString()}`,
    );
    expect(Number(charged!.n)).toBeGreaterThan(0);

    // For every user: the differences add up to the balance (each started at 0 through the ledger) ...
    const drift = await queryRows<{ id: string }>(
      db,
      sql`SELECT u.id FROM users u LEFT JOIN wallet_logs w ON w.user_id = u.id WHERE u.type = 'user'
          GROUP BY u.id, u.balance_piasters HAVING u.balance_piasters <> coalesce(sum(w.difference_piasters), 0)`,
    );
    expect(drift).toEqual([]);
    // ... and each entry starts where the one before it ended.
    const [broken] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM (
            SELECT prev_balance_piasters, lag(curr_balance_piasters) OVER (PARTITION BY user_id ORDER BY created_at, id) AS before
            FROM wallet_logs) chain
          WHERE before IS NOT NULL AND before <> prev_balance_piasters`,
    );
    expect(Number(broken!.n)).toBe(0);
    // A settle brings the wallet to exactly 0: its amount was read under the wallet's lock.
    const [offZero] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM wallet_logs WHERE type = 'SETTLE' AND curr_balance_piasters <> 0`,
    );
    expect(Number(offZero!.n)).toBe(0);
    // One settleNegativeBalance bill per SETTLE entry, for the amount moved.
    const [unbilled] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM wallet_logs w LEFT JOIN bills b ON b.id = w.bill_id
          WHERE w.type = 'SETTLE' AND (b.id IS NULL OR b.type <> 'settleNegativeBalance' OR b.total_cost_piasters <> w.difference_piasters)`,
    );
    expect(Number(unbilled!.n)).toBe(0);
    const settled = jobs[0]!.settled + jobs[1]!.settled;
    console.info(
      `[measure] ${RIDERS} users settled by two runs (${settled} settles) beside ${ticks} simulator ticks on PostgreSQL: ${ms.toFixed(0)} ms`,
    );
  }, 240_000);
});
