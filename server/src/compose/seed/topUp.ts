import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { toEgp, toPiasters } from '@ops/shared/rules/money';
import { ridePrice } from '@ops/shared/rules/pricing';
import { bills } from '../../domains/bills/tables';
import { queryRows, type Db } from '../../platform/db/client';
import { priceForRide } from '../../domains/pricing/service';
import { rides } from '../../domains/rides/tables';
import { users } from '../../platform/session/tables';
import { vehicles } from '../../domains/vehicles/tables';
import { applyBalanceChange } from '../../domains/wallet/ledger';
import { DAY, DEMO_SEED_NAME, MINUTE, SECOND } from './context';
import { insertBatches } from './insert';
import { Random } from '../../platform/lib/random';
import { cairoDayStart, demoRideDurationMs, HOUR_WEIGHTS } from './rideShape';
import { seedRuns } from './tables';

/** Finished rides a day at scale 1: about the seed's recent days (1.2 a vehicle). */
export const TOP_UP_RIDES_PER_DAY = 600;
/** A demo left for longer gets its last month back; older days stay empty. */
export const TOP_UP_MAX_DAYS = 31;

export interface TopUpResult {
  /** False when the database holds no demo seed or is already current. */
  toppedUp: boolean;
  from?: Date;
  to?: Date;
  rides?: number;
}

type RideRow = typeof rides.$inferInsert;
type BillRow = typeof bills.$inferInsert;

interface Rider {
  id: string;
  balance: number;
}

interface Vehicle {
  id: string;
  areaId: string;
  vehicleType: string;
  lat: number;
  long: number;
}

/**
 * Brings an existing demo database up to `now`: rides (with their bills, charged through the
 * ledger) for the time since its last ride, so 'Today', 'Yesterday' and the analytics of a
 * demo seeded weeks ago show the present; the simulator then continues from there. The same
 * gap gives the same rides (the stream is named by the gap's start). One transaction that
 * first locks the seed's row: a second process waits, then finds nothing left to do.
 */
export async function topUpDemoData(
  db: Db,
  opts: { now: Date; log?: (message: string) => void },
): Promise<TopUpResult> {
  const log = opts.log ?? (() => undefined);
  return db.transaction(async (tx) => {
    const [run] = await tx.select().from(seedRuns).where(eq(seedRuns.name, DEMO_SEED_NAME)).for('update');
    if (!run) return { toppedUp: false };
    const [latest] = await queryRows<{ at: Date | string | null }>(
      tx,
      sql`SELECT max(start_time) AS at FROM rides`,
    );
    const lastRide = latest?.at ? new Date(latest.at).getTime() : run.baseDate.getTime();
    const toppedUpTo =
      typeof run.details.toppedUpTo === 'string' ? new Date(run.details.toppedUpTo).getTime() : 0;
    const from = Math.max(
      lastRide,
      toppedUpTo,
      run.baseDate.getTime(),
      opts.now.getTime() - TOP_UP_MAX_DAYS * DAY,
    );
    const to = opts.now.getTime() - 3 * MINUTE;
    if (to - from < 10 * MINUTE) return { toppedUp: false };

    const random = new Random(`${DEMO_SEED_NAME}:top-up:${new Date(from).toISOString()}`);
    const riders: Rider[] = (
      await tx
        .select({ id: users.id, balance: users.balancePiasters })
        .from(users)
        .where(and(eq(users.type, 'user'), eq(users.active, true)))
        .orderBy(users.id)
    ).filter((rider) => rider.balance > 0);
    const fleet: Vehicle[] = (
      await tx
        .select({
          id: vehicles.id,
          areaId: vehicles.areaId,
          vehicleType: vehicles.vehicleType,
          lat: vehicles.lat,
          long: vehicles.long,
        })
        .from(vehicles)
        .where(and(eq(vehicles.disabled, false), eq(vehicles.isInStorage, false), isNotNull(vehicles.areaId)))
        .orderBy(vehicles.code)
    ).map((vehicle) => ({ ...vehicle, areaId: vehicle.areaId! }));
    if (riders.length === 0 || fleet.length === 0) return { toppedUp: false };

    const perDay = Math.max(20, Math.round(TOP_UP_RIDES_PER_DAY * run.scale));
    const planned = plannedStarts(random, from, to, perDay);
    const prices = new Map<string, { basePricePiasters: number; minutePricePiasters: number }>();
    const rideRows: RideRow[] = [];
    const billRows: BillRow[] = [];
    const charges: Array<{ userId: string; rideId: string; billId: string; piasters: number; at: Date }> = [];
    for (const start of planned) {
      const durationMs = demoRideDurationMs(random);
      if (start + durationMs > to) continue;
      const vehicle = random.pick(fleet);
      const day = new Date(cairoDayStart(new Date(start), 0));
      const key = `${vehicle.areaId}:${vehicle.vehicleType}:${day.toISOString()}`;
      let price = prices.get(key);
      if (!price) {
        price = await priceForRide(tx, vehicle.areaId, vehicle.vehicleType, new Date(start));
        prices.set(key, price);
      }
      const piasters = toPiasters(
        ridePrice({
          durationMs,
          basePrice: toEgp(price.basePricePiasters),
          minutePrice: toEgp(price.minutePricePiasters),
        }),
      );
      // A rider who cannot pay does not ride: a few tries, then the ride is not taken.
      let rider: Rider | null = null;
      for (let attempt = 0; attempt < 5 && !rider; attempt++) {
        const candidate = random.pick(riders);
        if (candidate.balance >= piasters) rider = candidate;
      }
      if (!rider) continue;
      rider.balance -= piasters;
      const end = new Date(start + durationMs);
      const rideId = random.id(new Date(start));
      const billId = random.id(end);
      const heading = random.float(0, 2 * Math.PI);
      const metres = (durationMs / MINUTE) * random.float(60, 160);
      const stopLat = vehicle.lat + (Math.cos(heading) * metres) / 111_000;
      const stopLong = vehicle.long + (Math.sin(heading) * metres) / 96_000;
      const startBattery = random.int(30, 100);
      rideRows.push({
        id: rideId,
        status: 'done',
        userId: rider.id,
        vehicleId: vehicle.id,
        areaId: vehicle.areaId,
        billId,
        startTime: new Date(start),
        endTime: end,
        timeMs: durationMs,
        ...price,
        endedBy: 'user',
        checkStatus: 'P',
        startLat: vehicle.lat,
        startLong: vehicle.long,
        stopLat,
        stopLong,
        userStopLat: stopLat,
        userStopLong: stopLong,
        startVehicleBattery: startBattery,
        endVehicleBattery: Math.max(
          1,
          startBattery - Math.round((durationMs / MINUTE) * random.float(0.3, 0.8)),
        ),
        freeRide: piasters === 0,
        maxNumberOfMinutesForRide: 180,
        distanceM: Math.round(metres * random.float(1.1, 1.4)),
        createdAt: new Date(start),
        updatedAt: end,
      });
      billRows.push({
        id: billId,
        userId: rider.id,
        type: 'ride',
        date: end,
        totalCostPiasters: piasters,
        actualCostPiasters: piasters,
        paidWithBalancePiasters: piasters,
        freemium: piasters === 0,
        paymentMethod: 'balance',
        createdAt: end,
      });
      if (piasters > 0) charges.push({ userId: rider.id, rideId, billId, piasters, at: end });
    }
    await insertBatches(tx, bills, billRows);
    await insertBatches(tx, rides, rideRows);
    // Money moves only through the ledger, in time order so each wallet's chain reads forward.
    charges.sort((a, b) => a.at.getTime() - b.at.getTime());
    for (const charge of charges) {
      await applyBalanceChange(tx, {
        userId: charge.userId,
        differencePiasters: -charge.piasters,
        type: 'UNLOCK_GO',
        clock: { now: () => charge.at },
        rideId: charge.rideId,
        billId: charge.billId,
      });
    }
    // The last ride of a top-up starts well before its end: the end itself says where the next one starts.
    await tx
      .update(seedRuns)
      .set({ details: { ...run.details, toppedUpTo: new Date(to).toISOString() } })
      .where(eq(seedRuns.name, DEMO_SEED_NAME));
    log(
      `demo top-up: ${rideRows.length} rides from ${new Date(from).toISOString()} to ${new Date(to).toISOString()}`,
    );
    return { toppedUp: true, from: new Date(from), to: new Date(to), rides: rideRows.length };
  });
}

/** Ride starts between `from` and `to`, `perDay` a whole day, spread over the hours as riders ride. */
function plannedStarts(random: Random, from: number, to: number, perDay: number): number[] {
  const weightSum = HOUR_WEIGHTS.reduce((sum, [, w]) => sum + w, 0);
  const starts: number[] = [];
  for (
    let hourStart = Math.floor(from / (60 * MINUTE)) * 60 * MINUTE;
    hourStart < to;
    hourStart += 60 * MINUTE
  ) {
    const cairoHour = new Date(hourStart + 2 * 60 * MINUTE).getUTCHours();
    const expected = (perDay * HOUR_WEIGHTS[cairoHour]![1]) / weightSum;
    // Whole rides: the expected count's fraction decides one more ride or not.
    const count = Math.floor(expected) + (random.chance(expected - Math.floor(expected)) ? 1 : 0);
    for (let i = 0; i < count; i++) {
      const start = hourStart + random.int(0, 3599) * SECOND;
      if (start > from && start < to) starts.push(start);
    }
  }
  return starts.sort((a, b) => a - b);
}
