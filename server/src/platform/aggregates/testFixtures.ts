/**
 * Raw rows for the aggregate and analytics tests (not a test file itself): a few days of rides,
 * rentals, reservations, settlements and bills of every source, written through the services
 * where the domain has one (finishRide, createDayRental, writeSettlement) and as bill rows
 * where it has not (card payments, plans, wallet charges, fines). Every row carries the
 * deps' clock, as the services' rows do, so the job's watermark sees them.
 */
import { eq, sql } from 'drizzle-orm';
import { cairoDay } from '@ops/shared/analytics/buckets';
import type { Deps } from '../deps';
import { queryRows } from '../db/client';
import { SERVER_AGGREGATES as AGGREGATES } from '../../compose/modules';
import { insertBill } from '../../domains/bills/testFixtures';
import { newId } from '../lib/ids';
import { createDayRental } from '../../domains/rentals/service';
import { reservations } from '../../domains/reservations/tables';
import { finishRide } from '../../domains/rides/finish';
import { lockRide } from '../../domains/rides/lock';
import { writeSettlement } from '../../domains/settlement/settleOne';
import { users } from '../session/tables';
import { createArea, createOngoingRide, createRider, createVehicle } from '../../domains/wallet/testFixtures';

export interface AnalyticsWorld {
  areaA: string;
  areaB: string;
  /** Home area A. */
  riderA: string;
  /** Home area B. */
  riderB: string;
  /** No home area. */
  riderNone: string;
  staffId: string;
  /** The Cairo days written, in order. */
  days: string[];
}

export async function createWorld(deps: Pick<Deps, 'db'>, staffId: string): Promise<AnalyticsWorld> {
  const areaA = await createArea(deps.db);
  const areaB = await createArea(deps.db);
  const riderA = await createRider(deps.db, 100_000);
  const riderB = await createRider(deps.db, 100_000);
  const riderNone = await createRider(deps.db, -2_000);
  await deps.db.update(users).set({ areaId: areaA }).where(eq(users.id, riderA));
  await deps.db.update(users).set({ areaId: areaB }).where(eq(users.id, riderB));
  return { areaA, areaB, riderA, riderB, riderNone, staffId, days: [] };
}

/** A ride of `minutes` that started `minutes` ago and ends now through finishRide (bill, wallet). */
export async function rideNow(
  deps: Deps,
  input: { userId: string; areaId: string | null; minutes: number; charge?: boolean },
): Promise<string> {
  const at = deps.clock.now();
  const vehicle = await createVehicle(deps.db);
  const id = await createOngoingRide(deps.db, {
    userId: input.userId,
    vehicleId: vehicle.id,
    areaId: input.areaId,
    startTime: new Date(at.getTime() - input.minutes * 60_000),
  });
  await deps.db.transaction(async (tx) => {
    const ride = await lockRide(tx, id);
    await finishRide(tx, ride, {
      endedBy: 'user',
      endedByUserId: null,
      reason: null,
      charge: input.charge ?? true,
      at,
      clock: deps.clock,
      capPiasters: deps.config.rideCharge.capPiasters,
    });
  });
  return id;
}

/** One day's business at the deps' clock; `variant` changes the amounts from day to day. */
export async function writeDay(deps: Deps, world: AnalyticsWorld, variant: number): Promise<void> {
  const at = deps.clock.now();
  const day = cairoDay(at);
  if (world.days[world.days.length - 1] !== day) world.days.push(day);
  await rideNow(deps, { userId: world.riderA, areaId: world.areaA, minutes: 5 + variant });
  await rideNow(deps, { userId: world.riderA, areaId: world.areaA, minutes: 12 });
  await rideNow(deps, { userId: world.riderB, areaId: world.areaB, minutes: 3 + 2 * variant });
  await rideNow(deps, { userId: world.riderB, areaId: world.areaB, minutes: 7, charge: false });
  await rideNow(deps, { userId: world.riderNone, areaId: null, minutes: 4 });
  await createDayRental(deps, {
    userId: world.riderA,
    areaId: world.areaA,
    rentalDate: day,
    pricePiasters: 25_000 + variant * 100,
  });
  // A reservation and its bill (the rider app's call; no service of ours makes one).
  const reservationBill = await insertBill(deps.db, {
    userId: world.riderB,
    type: 'reserveVehicle',
    date: at,
    createdAt: at,
    totalCostPiasters: 500,
    actualCostPiasters: 500,
    paidWithBalancePiasters: 500,
  });
  const vehicle = await createVehicle(deps.db);
  await deps.db.insert(reservations).values({
    id: newId(),
    userId: world.riderB,
    vehicleId: vehicle.id,
    areaId: world.areaB,
    minutes: 15,
    costPiasters: 500,
    billId: reservationBill,
    reservedAt: at,
    expiresAt: new Date(at.getTime() + 900_000),
  });
  await deps.db.transaction((tx) =>
    writeSettlement(tx, {
      userId: world.riderNone,
      piasters: 1_000 + variant,
      staffId: world.staffId,
      clock: deps.clock,
    }),
  );
  // Card money: a ride paid by card with a promocode, one whose card payment failed (moved to
  // the balance), a plan, a wallet charge, and a fine.
  const card = { date: at, createdAt: at, paidWithBalancePiasters: 0, paymentMethod: 'card' };
  await insertBill(deps.db, {
    ...card,
    userId: world.riderA,
    type: 'ride',
    totalCostPiasters: 2_000,
    paidWithPromocodePiasters: 500,
    actualCostPiasters: 1_500,
    paymentGateway: 'Kashier',
  });
  await insertBill(deps.db, {
    ...card,
    userId: world.riderB,
    type: 'ride',
    totalCostPiasters: 1_800,
    paidWithSubscriptionPiasters: 800,
    actualCostPiasters: 1_000,
    paidWithBalancePiasters: 1_000,
    isPaymentSuccessful: false,
    paymentGateway: 'Paymob',
  });
  await insertBill(deps.db, {
    ...card,
    userId: world.riderB,
    type: 'subscription',
    totalCostPiasters: 9_900 + variant,
    actualCostPiasters: 9_900 + variant,
    paymentGateway: 'Paymob',
    vatPiasters: 1_216,
  });
  await insertBill(deps.db, {
    ...card,
    userId: world.riderNone,
    type: 'walletCharge',
    totalCostPiasters: 10_000,
    actualCostPiasters: 10_000,
    paymentGateway: 'Paymob Wallet',
  });
  await insertBill(deps.db, {
    ...card,
    userId: world.riderA,
    type: 'FINE',
    totalCostPiasters: 5_000,
    actualCostPiasters: 5_000,
    paymentMethod: 'wallet',
    balanceChangePiasters: -5_000,
  });
}

/**
 * Every registered aggregate table's rows as text, sorted: two states compare equal exactly when
 * the tables hold the same rows. `rides` and `bills` are also given apart, for this file's checks.
 */
export async function snapshotAggregates(
  deps: Pick<Deps, 'db'>,
): Promise<{ rides: unknown[]; bills: unknown[]; all: Record<string, string[]> }> {
  const all: Record<string, string[]> = {};
  for (const definition of AGGREGATES) {
    const rows = await queryRows<{ row: string }>(
      deps.db,
      sql`SELECT (t.*)::text AS row FROM ${sql.identifier(definition.table)} t ORDER BY 1`,
    );
    all[definition.table] = rows.map((row) => row.row);
  }
  return { rides: all.agg_rides_daily ?? [], bills: all.agg_bills_daily ?? [], all };
}
