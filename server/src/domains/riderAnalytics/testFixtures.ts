/**
 * A small scattered data set for the rider analytics tests (not a test file itself): riders in
 * two areas and none, signing up over three months with times near Cairo midnight, their rides
 * (ended and ongoing), rentals, wallet entries and staff life-cycle events. Wallet entries are
 * written directly with chosen times: the aggregates read them, no balance is checked here.
 */
import { areas } from '../areas/tables';
import type { Db } from '../../platform/db/client';
import { newId } from '../../platform/lib/ids';
import { dayRentals } from '../rentals/tables';
import { rides } from '../rides/tables';
import { users } from '../../platform/session/tables';
import { vehicleLifeCycle } from '../vehicles/tables';
import { walletLogs } from '../wallet/tables';
import { createVehicle } from '../wallet/testFixtures';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A small deterministic generator, so a failure can be replayed. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!,
  };
}

export interface RiderDataSet {
  areaIds: string[];
  riderIds: string[];
  /** The first and last instants the set uses. */
  from: Date;
  to: Date;
}

const WALLET_TYPES = ['UNLOCK_GO', 'CHARGE', 'MANUAL_INPUT', 'FINE', 'SYS_REFUND', 'DAY_RENTAL'] as const;
const CASES = ['BATTERY_SWAP', 'ACTIVATED', 'ENTERED_URGENT', 'DISABLED'] as const;

/**
 * Writes the set: `riders` riders signing up from `from` over `days` days, each with a few rides
 * and wallet entries after sign-up. Times fall on whole hours plus minutes, many between 22:00
 * and 23:59 UTC, which is already the next Cairo day.
 */
export async function seedRiderDataSet(
  db: Db,
  options: { from: Date; days: number; riders: number; seed?: number },
): Promise<RiderDataSet> {
  const random = generator(options.seed ?? 7);
  const areaIds = [newId(), newId()];
  await db.insert(areas).values(
    areaIds.map((id, i) => ({
      id,
      name: `Cohort Area ${i + 1} ${id.slice(0, 4)}`,
      outerFence: [],
      opsFences: [],
    })),
  );
  const areaOf = () => (random.next() < 0.15 ? null : random.pick(areaIds));
  const at = (start: number, spanDays: number) => {
    const day = random.int(0, Math.max(0, spanDays - 1));
    const hour = random.next() < 0.4 ? random.int(21, 23) : random.int(0, 20);
    return new Date(start + day * DAY + hour * HOUR + random.int(0, 59) * 60_000);
  };
  const end = options.from.getTime() + options.days * DAY;
  const riderIds: string[] = [];
  const userRows: (typeof users.$inferInsert)[] = [];
  const rideRows: (typeof rides.$inferInsert)[] = [];
  const rentalRows: (typeof dayRentals.$inferInsert)[] = [];
  const walletRows: (typeof walletLogs.$inferInsert)[] = [];
  const lifeRows: (typeof vehicleLifeCycle.$inferInsert)[] = [];
  const vehicleId = (await createVehicle(db)).id;
  for (let i = 0; i < options.riders; i++) {
    const id = newId();
    riderIds.push(id);
    const createdAt = at(options.from.getTime(), options.days);
    const areaId = areaOf();
    userRows.push({
      id,
      name: `Cohort rider ${i}`,
      phoneNumber: `+2012${String(30_000_000 + i)}`,
      type: 'user',
      lang: random.next() < 0.6 ? 'ar' : 'en',
      areaId,
      createdAt,
      updatedAt: createdAt,
    });
    const left = Math.max(1, Math.floor((end - createdAt.getTime()) / DAY));
    for (let r = random.int(0, 6); r > 0; r--) {
      const startTime = at(createdAt.getTime() + HOUR, left);
      rideRows.push({
        id: newId(),
        userId: id,
        vehicleId,
        areaId: random.next() < 0.8 ? areaId : areaOf(),
        startTime,
        endTime: new Date(startTime.getTime() + 600_000),
        status: 'done',
        createdAt: startTime,
      });
    }
    // Some riders are riding now: an ongoing ride counts nowhere (one per rider and vehicle).
    if (random.next() < 0.1) {
      const startTime = at(createdAt.getTime() + HOUR, left);
      rideRows.push({
        id: newId(),
        userId: id,
        vehicleId: (await createVehicle(db)).id,
        areaId,
        startTime,
        status: 'ongoing',
        createdAt: startTime,
      });
    }
    if (random.next() < 0.3) {
      const createdAtRental = at(createdAt.getTime() + HOUR, left);
      rentalRows.push({
        id: newId(),
        userId: id,
        areaId,
        rentalDate: createdAtRental.toISOString().slice(0, 10),
        pricePiasters: 15_000,
        createdAt: createdAtRental,
      });
    }
    // The entries chain (prev + difference = curr, a table check), in time order.
    const times = Array.from({ length: random.int(0, 5) }, () => at(createdAt.getTime(), left)).sort(
      (a, b) => a.getTime() - b.getTime(),
    );
    let balance = 0;
    for (const time of times) {
      const type = random.pick(WALLET_TYPES);
      const difference =
        (type === 'UNLOCK_GO' || type === 'FINE' || type === 'DAY_RENTAL' ? -1 : 1) * random.int(100, 5000);
      walletRows.push({
        id: newId(),
        userId: id,
        type,
        differencePiasters: difference,
        prevBalancePiasters: balance,
        currBalancePiasters: balance + difference,
        createdAt: time,
      });
      balance += difference;
    }
  }
  const fleet = [
    vehicleId,
    (await createVehicle(db, { areaId: areaIds[0] })).id,
    (await createVehicle(db, { areaId: areaIds[1] })).id,
  ];
  for (let e = 0; e < options.riders; e++) {
    lifeRows.push({
      id: newId(),
      vehicleId: random.pick(fleet),
      code: 'T00001',
      case: random.pick(CASES),
      userId: random.next() < 0.8 ? random.pick(riderIds) : null,
      createdAt: at(options.from.getTime(), options.days),
    });
  }
  await db.insert(users).values(userRows);
  if (rideRows.length) await db.insert(rides).values(rideRows);
  if (rentalRows.length) await db.insert(dayRentals).values(rentalRows);
  if (walletRows.length) await db.insert(walletLogs).values(walletRows);
  await db.insert(vehicleLifeCycle).values(lifeRows);
  return { areaIds, riderIds, from: options.from, to: new Date(end) };
}
