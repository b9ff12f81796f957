import { performance } from 'node:perf_hooks';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import { UserError } from '../../platform/errors';
import { newId } from '../../platform/lib/ids';
import { Random } from '../../platform/lib/random';
import { users } from '../../platform/session/tables';
import { vehicles } from '../vehicles';
import {
  cancelTransfer,
  consumeItem,
  receiveTransfer,
  recordInput,
  recordReturn,
  sendTransfer,
  sortReturned,
} from './movements';
import { consumeRequested, createRequest, fulfilRequest, refuseRequest } from './requests';
import { inventoryItems, warehouses } from './tables';

/**
 * Random concurrent stock movements over a few warehouses and items, for the PostgreSQL
 * concurrency test and bench/inventoryMovements.ts: every kind of movement, all started at
 * once, so they fight over the same stock rows. Refusals in words (UserError: 'Not enough
 * stock', a transfer already received) are expected; anything else is a failure.
 */

export interface MovementFixture {
  warehouseIds: string[];
  itemIds: string[];
  returnableIds: string[];
  recycledId: string;
  vehicleId: string;
  keeper: SessionInfo;
  technicians: SessionInfo[];
}

function staffSession(userId: string): SessionInfo {
  return {
    sessionId: newId(),
    wsId: newId(),
    expiresAt: new Date(Date.now() + 3_600_000),
    user: {
      _id: userId,
      name: 'Staff',
      phoneNumber: '+201000000000',
      email: null,
      mustChangePassword: false,
    },
    role: { _id: newId(), name: 'Bench', level: 0, department: 'Operations', permissions: {} },
  };
}

/** Warehouses, items (two returnable, one Recycled), a vehicle, staff, and opening stock through inputs. */
export async function movementFixture(
  deps: Deps,
  options: { warehouses?: number; items?: number; technicians?: number; opening?: number } = {},
): Promise<MovementFixture> {
  const tag = newId().slice(0, 6);
  const warehouseIds = Array.from({ length: options.warehouses ?? 3 }, () => newId());
  await deps.db
    .insert(warehouses)
    .values(warehouseIds.map((id, i) => ({ id, name: `Bench store ${tag} ${i}` })));
  const itemIds = Array.from({ length: options.items ?? 4 }, () => newId());
  await deps.db.insert(inventoryItems).values(
    itemIds.map((id, i) => ({
      id,
      name: `Bench part ${tag} ${i}`,
      category: 'Scooters' as const,
      hasReturnIfConsumed: i < 2,
      canBeReported: true,
      lowerThreshold: 3,
      higherThreshold: 50,
    })),
  );
  const recycledId = newId();
  await deps.db
    .insert(inventoryItems)
    .values({ id: recycledId, name: `Bench recycled ${tag}`, category: 'Recycled' });
  const vehicleId = newId();
  await deps.db
    .insert(vehicles)
    .values({ id: vehicleId, code: `B${tag.toUpperCase()}`, manufacturer: 'Xiaomi', vehicleType: 'Super C' });
  const staffIds = Array.from({ length: 1 + (options.technicians ?? 4) }, () => newId());
  await deps.db.insert(users).values(
    staffIds.map((id, i) => ({
      id,
      name: `Bench staff ${i}`,
      phoneNumber: `+2012${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    })),
  );
  const [keeperId, ...techIds] = staffIds;
  const keeper = staffSession(keeperId!);
  for (const warehouseId of warehouseIds) {
    for (const itemId of itemIds) {
      await recordInput(deps, keeper, {
        itemId,
        warehouseId,
        quantity: options.opening ?? 10,
        price: 25,
        supplier: 'Bench supplier',
      });
    }
  }
  return {
    warehouseIds,
    itemIds,
    returnableIds: itemIds.slice(0, 2),
    recycledId,
    vehicleId,
    keeper,
    technicians: techIds.map(staffSession),
  };
}

export interface MovementRun {
  movements: number;
  succeeded: number;
  refusals: Record<string, number>;
  /** Non-UserError failures: deadlocks, constraint violations. Must be empty. */
  failures: string[];
  latenciesMs: number[];
  wallMs: number;
}

/** Starts `count` random movements at once and waits for all of them. */
export async function runRandomMovements(
  deps: Deps,
  fixture: MovementFixture,
  count: number,
  seed = 20261123,
): Promise<MovementRun> {
  const random = new Random(seed);
  const inTransit: string[] = [];
  const pick = <T>(list: readonly T[]): T => list[random.int(0, list.length - 1)]!;
  const run: MovementRun = {
    movements: count,
    succeeded: 0,
    refusals: {},
    failures: [],
    latenciesMs: [],
    wallMs: 0,
  };

  const plans: Array<() => Promise<unknown>> = Array.from({ length: count }, () => {
    const roll = random.float(0, 1);
    const warehouseId = pick(fixture.warehouseIds);
    const other = pick(fixture.warehouseIds.filter((id) => id !== warehouseId));
    const itemId = pick(fixture.itemIds);
    const returnable = pick(fixture.returnableIds);
    const tech = pick(fixture.technicians);
    const quantity = random.int(1, 4);
    if (roll < 0.12)
      return () =>
        recordInput(deps, fixture.keeper, {
          itemId,
          warehouseId,
          quantity: random.int(1, 8),
          price: 25,
          supplier: 'Bench supplier',
        });
    if (roll < 0.42)
      return () =>
        consumeItem(deps, tech, {
          itemId,
          warehouseId,
          quantity,
          vehicle: fixture.vehicleId,
          reason: 'Bench consumption',
        });
    if (roll < 0.57)
      return async () => {
        const sent = await sendTransfer(deps, fixture.keeper, {
          itemId,
          fromWarehouseId: warehouseId,
          toWarehouseId: other,
          quantity,
          reason: 'Bench transfer',
        });
        inTransit.push(sent.id);
      };
    if (roll < 0.67)
      return () => {
        const id = inTransit.length ? inTransit[random.int(0, inTransit.length - 1)]! : null;
        if (!id) return Promise.resolve();
        return random.chance(0.8)
          ? receiveTransfer(deps, fixture.keeper, id)
          : cancelTransfer(deps, fixture.keeper, id);
      };
    if (roll < 0.75)
      return () =>
        recordReturn(deps, tech, {
          itemId: returnable,
          warehouseId,
          quantity,
          vehicle: fixture.vehicleId,
          reason: 'Bench return',
        });
    if (roll < 0.83) {
      const outcome = pick(['recycled', 'repairable', 'scrap'] as const);
      return () =>
        sortReturned(deps, fixture.keeper, {
          itemId: returnable,
          warehouseId,
          quantity: random.int(1, 2),
          outcome,
          targetItemId: outcome === 'recycled' ? fixture.recycledId : null,
          reason: 'Bench sorting',
        });
    }
    if (roll < 0.95)
      return async () => {
        const request = await createRequest(deps, tech, {
          kind: 'part',
          itemId,
          warehouseId,
          quantity,
          reason: 'Bench request',
          vehicle: fixture.vehicleId,
        });
        await fulfilRequest(deps, fixture.keeper, { requestId: request.id });
        await consumeRequested(deps, tech, { requestId: request.id });
      };
    return async () => {
      const report = await createRequest(deps, tech, {
        kind: 'damaged',
        itemId,
        warehouseId,
        quantity: 1,
        reason: 'Bench damaged',
      });
      if (random.chance(0.7)) await fulfilRequest(deps, fixture.keeper, { requestId: report.id });
      else await refuseRequest(deps, fixture.keeper, { requestId: report.id, comment: 'Bench refusal' });
    };
  });

  const started = performance.now();
  await Promise.all(
    plans.map(async (plan) => {
      const before = performance.now();
      try {
        await plan();
        run.succeeded += 1;
      } catch (error) {
        if (error instanceof UserError) run.refusals[error.message] = (run.refusals[error.message] ?? 0) + 1;
        else
          run.failures.push(
            error instanceof Error
              ? `${error.message} ${String((error as { cause?: unknown }).cause ?? '')}`
              : String(error),
          );
      } finally {
        run.latenciesMs.push(performance.now() - before);
      }
    }),
  );
  run.wallMs = performance.now() - started;
  return run;
}
