/**
 * inventoryMovements: 1,000 random stock movements started at once on PostgreSQL (inputs,
 * consumption, transfers sent / received / cancelled, returns, sorting, part requests
 * fulfilled and consumed, damaged reports) fighting over 3 warehouses x 4 items. Reports
 * throughput, latency percentiles, refusals in words, failures (must be 0) and the drift
 * between stock and movements (must be 0). INVENTORY_BENCH_MOVEMENTS changes the count.
 */
import { migrate } from '../server/src/platform/db/migrate';
import { stockDrift } from '../server/src/domains/inventory/drift';
import { movementFixture, runRandomMovements } from '../server/src/domains/inventory/randomMovements';
import { depsOver } from '../server/src/domains/wallet/testFixtures';
import { freshPostgres, round, rows, summarize } from './claimsSupport';

export async function inventoryMovements(): Promise<Record<string, unknown>> {
  const count = Number(process.env.INVENTORY_BENCH_MOVEMENTS ?? 1_000);
  const database = await freshPostgres(40, 'inventory_bench');
  try {
    await migrate(database.handle);
    const deps = depsOver(database.handle);
    const fixture = await movementFixture(deps);
    const run = await runRandomMovements(deps, fixture, count);
    const drift = await stockDrift(database.handle.db);
    const [movements] = await rows<{ n: number }>(deps, 'SELECT count(*)::int AS n FROM inventory_movements');
    await deps.vehicleGateway.close();
    if (run.failures.length > 0)
      throw new Error(`inventoryMovements: ${run.failures.length} failures, first: ${run.failures[0]}`);
    if (drift.length > 0)
      throw new Error(`inventoryMovements: ${drift.length} stock rows drift from their movements`);
    return {
      bench: 'inventoryMovements',
      engine: 'postgres (pool 40)',
      movementsStarted: count,
      succeeded: run.succeeded,
      refusals: run.refusals,
      failures: run.failures.length,
      movementRowsWritten: movements?.n ?? 0,
      wallMs: round(run.wallMs),
      throughputPerSecond: round((count / run.wallMs) * 1000),
      latencyMs: summarize(run.latenciesMs),
      driftRows: drift.length,
    };
  } finally {
    await database.drop();
  }
}
