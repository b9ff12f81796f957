import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FENCE_MESSAGES } from '@ops/shared/rules/fences';
import { freshPostgres, type FreshDatabase } from '../../../test/pgDatabase';
import { createArea, depsOver, square } from '../wallet/testFixtures';
import { updateArea, type AreaInput } from './service';
import { areas } from './tables';

let database: FreshDatabase;
beforeAll(async () => {
  database = await freshPostgres(20);
});
afterAll(async () => {
  await database.drop();
});

const input = (outerFence: number[][]): AreaInput => ({
  viewInOpsApp: true,
  payBalanceOnly: false,
  forceIdVerification: false,
  isMultiLevel: false,
  isGeofencingEnabled: true,
  isOpsFencingEnabled: true,
  isEndingRideRestrictedinOuterFence: false,
  isExpressArea: false,
  outerFence,
  restrictedFences: [],
  opsFences: [],
  reservationPlans: [],
});

describe('fence edits by two editors at once (real PostgreSQL)', () => {
  it('both opened version 1 and save together: exactly one save lands, the other is told to reload', async () => {
    const deps = depsOver(database.handle);
    const id = await createArea(database.handle.db);
    const first = square(30.05, 31.23, 0.02);
    const second = square(30.05, 31.23, 0.03);
    const results = await Promise.allSettled([
      updateArea(deps, { _id: id, version: 1, input: input(first) }),
      updateArea(deps, { _id: id, version: 1, input: input(second) }),
    ]);
    const landed = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(landed).toHaveLength(1);
    expect(refused.map((r) => (r.reason as Error).message)).toEqual([FENCE_MESSAGES.staleVersion]);
    const [row] = await database.handle.db
      .select({ version: areas.version, outerFence: areas.outerFence })
      .from(areas)
      .where(eq(areas.id, id));
    expect(row?.version).toBe(2);
    // The stored fence is the one whose save landed, not a mix and not the refused one.
    const winner = results[0]!.status === 'fulfilled' ? first : second;
    expect(row?.outerFence).toEqual(winner);
    await deps.vehicleGateway.close();
  });

  it('the later editor saves after reloading: a save made on the latest version lands', async () => {
    const deps = depsOver(database.handle);
    const id = await createArea(database.handle.db);
    await updateArea(deps, { _id: id, version: 1, input: input(square(30.05, 31.23, 0.02)) });
    await expect(
      updateArea(deps, { _id: id, version: 1, input: input(square(30.05, 31.23, 0.04)) }),
    ).rejects.toThrow(FENCE_MESSAGES.staleVersion);
    const saved = await updateArea(deps, { _id: id, version: 2, input: input(square(30.05, 31.23, 0.04)) });
    expect(saved.version).toBe(3);
    expect(saved.outerFence).toEqual(square(30.05, 31.23, 0.04));
    await deps.vehicleGateway.close();
  });

  it('ten editors on one version: one lands', async () => {
    const deps = depsOver(database.handle);
    const id = await createArea(database.handle.db);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        updateArea(deps, { _id: id, version: 1, input: input(square(30.05, 31.23, 0.01 + i * 0.001)) }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const [row] = await database.handle.db
      .select({ version: areas.version })
      .from(areas)
      .where(eq(areas.id, id));
    expect(row?.version).toBe(2);
    await deps.vehicleGateway.close();
  });
});
