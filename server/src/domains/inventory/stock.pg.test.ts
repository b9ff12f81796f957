import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { INVENTORY_MESSAGES } from '@ops/shared/rules/inventory';
import { freshPostgres, type FreshDatabase } from '../../../test/pgDatabase';
import { queryRows } from '../../platform/db/client';
import { depsOver } from '../wallet/testFixtures';
import { stockDrift } from './drift';
import { consumeItem, recordReturn } from './movements';
import { movementFixture, runRandomMovements } from './randomMovements';
import { stockRow } from './testFixtures';

let database: FreshDatabase;

beforeAll(async () => {
  database = await freshPostgres(40);
});
afterAll(async () => {
  await database.drop();
});

describe('stock under concurrency (real PostgreSQL)', () => {
  it('twelve technicians consume the last 2 units at once: one wins, eleven get Not enough stock', async () => {
    const deps = depsOver(database.handle);
    const fixture = await movementFixture(deps, { warehouses: 1, items: 1, technicians: 12, opening: 2 });
    const [warehouseId] = fixture.warehouseIds;
    const [itemId] = fixture.itemIds;
    const results = await Promise.allSettled(
      fixture.technicians.map((tech) =>
        consumeItem(deps, tech, {
          itemId: itemId!,
          warehouseId: warehouseId!,
          quantity: 2,
          vehicle: fixture.vehicleId,
          reason: 'Last units',
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refusals = results
      .filter((r): r is PromiseRejectedResult => r.status === 'rejected')
      .map((r) => (r.reason as Error).message);
    expect(refusals).toEqual(Array.from({ length: 11 }, () => INVENTORY_MESSAGES.notEnoughStock));
    expect(await stockRow(database.handle.db, warehouseId!, itemId!)).toMatchObject({
      quantity: 0,
      frozen: 0,
    });
    expect(await stockDrift(database.handle.db)).toEqual([]);
    await deps.vehicleGateway.close();
  });

  it('twelve returns at once of 2 units each, by one technician who took 5: two pass, the rest are refused, never more back than taken (issue 22 finding 7)', async () => {
    const deps = depsOver(database.handle);
    const fixture = await movementFixture(deps, { warehouses: 1, items: 2, technicians: 1, opening: 10 });
    const [warehouseId] = fixture.warehouseIds;
    const itemId = fixture.returnableIds[0]!;
    const tech = fixture.technicians[0]!;
    await consumeItem(deps, tech, {
      itemId,
      warehouseId: warehouseId!,
      quantity: 5,
      vehicle: fixture.vehicleId,
      reason: 'Brake job',
    });
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () =>
        recordReturn(deps, tech, {
          itemId,
          warehouseId: warehouseId!,
          quantity: 2,
          vehicle: fixture.vehicleId,
          reason: 'Old pads',
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    const refusals = results
      .filter((r): r is PromiseRejectedResult => r.status === 'rejected')
      .map((r) => (r.reason as Error).message);
    expect(new Set(refusals)).toEqual(new Set([INVENTORY_MESSAGES.returnTooMany]));
    expect(await stockRow(database.handle.db, warehouseId!, itemId)).toMatchObject({
      quantity: 5,
      returned: 4,
    });
    expect(await stockDrift(database.handle.db)).toEqual([]);
    await deps.vehicleGateway.close();
  });

  it('1,000 concurrent random movements: no failure but refusals in words, nothing negative, stock equals the sum of movements everywhere', async () => {
    const deps = depsOver(database.handle);
    const fixture = await movementFixture(deps);
    const run = await runRandomMovements(deps, fixture, 1_000);
    expect(run.failures).toEqual([]);
    expect(run.succeeded).toBeGreaterThan(300);
    expect(
      Object.keys(run.refusals).every((message) =>
        (Object.values(INVENTORY_MESSAGES) as string[]).includes(message),
      ),
    ).toBe(true);
    expect(run.refusals[INVENTORY_MESSAGES.notEnoughStock]).toBeGreaterThan(0);
    const [negative] = await queryRows<{ n: number }>(
      database.handle.db,
      sql`SELECT count(*)::int AS n FROM warehouse_stock WHERE quantity < 0 OR frozen < 0 OR returned < 0 OR frozen > quantity`,
    );
    expect(negative?.n).toBe(0);
    expect(await stockDrift(database.handle.db)).toEqual([]);
    // The check has teeth: one unit changed behind the movements' back is found.
    await database.handle.db.execute(
      sql`UPDATE warehouse_stock SET quantity = quantity + 1 WHERE warehouse_id = ${fixture.warehouseIds[0]!} AND item_id = ${fixture.itemIds[0]!}`,
    );
    expect(await stockDrift(database.handle.db)).toMatchObject([
      { warehouseId: fixture.warehouseIds[0], itemId: fixture.itemIds[0] },
    ]);
    await deps.vehicleGateway.close();
  }, 120_000);
});
