import { and, asc, eq, sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { areas } from '../../domains/areas/tables';
import { Random } from '../../platform/lib/random';
import { fenceStatus } from '../../domains/vehicles/fence';
import { vehicles } from '../../domains/vehicles/tables';
import { FIELD_WORK_MINUTES } from '@ops/shared/rules/alerts';
import { fieldWorkOn } from '../../domains/alerts/sweep';
import { vehicleAlertWatch } from '../../domains/alerts/tables';
import { announcePosition } from './announce';
import { NO_TRUTH, type SimulatorTruth } from './truth';

/** Metres in one degree of latitude (near enough for Cairo). */
const METRES_PER_DEGREE = 111_195;

/** A thief's carry: a locked, idle vehicle moved this far at each step. */
export const CARRY_STEP_METRES = 120;
/** How many steps a carry lasts (the last one leaves it where it is). */
export const CARRY_STEPS = 4;
/** Chance per simulator tick that a carry starts: about one every few minutes at 5 s ticks. */
export const THEFT_CHANCE_PER_TICK = 0.02;

/**
 * Moves a locked vehicle that is not in a ride some metres (CARRY_STEP_METRES) in one direction,
 * writes it as the device would report it (position, fence flags, lastUpdate) and
 * announces the position. The lock stays on: a thief carries, they do not ride. The
 * alert watcher (server/src/domains/alerts) notices the move and raises the incident, as it
 * would for a real fleet feed.
 */
export async function carryVehicle(
  deps: Deps,
  vehicleId: string,
  bearing: number,
  metres = CARRY_STEP_METRES,
): Promise<{ code: string; lat: number; long: number } | null> {
  const [vehicle] = await deps.db.select().from(vehicles).where(eq(vehicles.id, vehicleId)).limit(1);
  if (!vehicle || vehicle.inRide || vehicle.lockStatus !== 'locked') return null;
  const [area] = vehicle.areaId
    ? await deps.db.select().from(areas).where(eq(areas.id, vehicle.areaId)).limit(1)
    : [];
  const lat = vehicle.lat + (metres * Math.cos(bearing)) / METRES_PER_DEGREE;
  const long =
    vehicle.long +
    (metres * Math.sin(bearing)) / (METRES_PER_DEGREE * Math.cos((vehicle.lat * Math.PI) / 180));
  const fences = fenceStatus([lat, long], area ?? null);
  const now = deps.clock.now();
  await deps.db
    .update(vehicles)
    .set({
      lat,
      long,
      isOutOfFence: fences.isOutOfFence,
      inOpsFence: fences.inOpsFence,
      lastUpdate: now,
      updatedAt: now,
    })
    .where(eq(vehicles.id, vehicle.id));
  announcePosition(deps.events, vehicle, lat, long, now);
  return { code: vehicle.code, lat, long };
}

/**
 * Locked, idle vehicles a thief could carry away (not reported stolen, no theft incident open),
 * and not in the field team's hands: a vehicle they are handling moves as a lift, which the
 * watcher rightly does not call theft, so the simulation's truth would count a theft nobody can see.
 */
export function parkedVehicles(deps: Deps, limit: number): Promise<Array<{ id: string; code: string }>> {
  const fieldSince = new Date(deps.clock.now().getTime() - FIELD_WORK_MINUTES * 60_000);
  return deps.db
    .select({ id: vehicles.id, code: vehicles.code })
    .from(vehicles)
    .leftJoin(vehicleAlertWatch, eq(vehicleAlertWatch.vehicleId, vehicles.id))
    .where(
      and(
        eq(vehicles.lockStatus, 'locked'),
        eq(vehicles.inRide, false),
        eq(vehicles.isInStorage, false),
        eq(vehicles.disabled, false),
        eq(vehicles.stolenAlert, false),
        sql`${vehicles.areaId} IS NOT NULL`,
        sql`NOT EXISTS (SELECT 1 FROM ${vehicleAlertWatch} WHERE ${vehicleAlertWatch.vehicleId} = ${vehicles.id} AND cardinality(${vehicleAlertWatch.openIncidents}) > 0)`,
        sql`NOT ${fieldWorkOn(fieldSince)}`,
      ),
    )
    .orderBy(asc(vehicles.code))
    .limit(limit);
}

/**
 * Thefts for the demo (issue 10 item 7): now and then a thief picks up a parked, locked
 * vehicle and carries it a few hundred metres over a few ticks. Its own random stream,
 * so the rest of the simulation makes the same choices with or without it.
 */
export class SimulatedThefts {
  private readonly random: Random;
  private readonly carries = new Map<string, { bearing: number; left: number }>();
  private readonly carried = new Set<string>();

  constructor(
    seed: number,
    private readonly chance = THEFT_CHANCE_PER_TICK,
    private readonly truth: SimulatorTruth = NO_TRUTH,
  ) {
    this.random = new Random(`${seed}:thefts`);
  }

  /** Whether a thief has carried this vehicle away (while this simulator runs). */
  wasCarried(vehicleId: string): boolean {
    return this.carried.has(vehicleId);
  }

  async tick(deps: Deps): Promise<number> {
    for (const [vehicleId, carry] of [...this.carries]) {
      const moved = await carryVehicle(deps, vehicleId, carry.bearing);
      carry.left -= 1;
      if (!moved || carry.left <= 0) this.carries.delete(vehicleId);
    }
    if (!this.random.chance(this.chance)) return 0;
    // A pick among the first few hundred parked vehicles (an offset could overshoot a small fleet).
    const parked = await parkedVehicles(deps, 200);
    if (parked.length === 0) return 0;
    const vehicle = this.random.pick(parked);
    if (this.carries.has(vehicle.id)) return 0;
    this.carries.set(vehicle.id, { bearing: this.random.float(0, 2 * Math.PI), left: CARRY_STEPS });
    this.carried.add(vehicle.id);
    this.truth.carried(vehicle.id, deps.clock.now());
    return 1;
  }
}
