import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import { displayedBattery } from '@ops/shared/rules/battery';
import type { Deps } from '../../platform/deps';
import { onAreaSaved } from '../../domains/areas/changes';
import { areas, type AreaRow, type LatLng } from '../../domains/areas/tables';
import { submitPendingVerification } from '../../domains/idVerification/submit';
import {
  SimulatedVehicleGateway,
  type SettledCommand,
} from '../../domains/vehicles/gateway/simulatedVehicleGateway';
import { newId } from '../../platform/lib/ids';
import { endRideByRider, startRide } from '../../domains/rides/start';
import { rides } from '../../domains/rides/tables';
import { Random } from '../../platform/lib/random';
import { createRideImageTask } from '../../domains/tasks/engine';
import { users } from '../../platform/session/tables';
import { fenceStatus } from '../../domains/vehicles/fence';
import { vehicleLifeCycle, vehicles } from '../../domains/vehicles/tables';
import { announceBatteryLock, announceLock, announcePosition } from './announce';
import { RaisedConditions, type SimulatedReason } from './conditions';
import { drain, pointInside, stepOutside, stepWithin } from './movement';
import { DEFAULT_SIMULATOR_OPTIONS, type SimulatorOptions } from './options';
import { rideImageKeys } from './rideImages';
import { RidePlans } from './ridePlans';
import { SimulatedSignUps } from './signUps';
import { SimulatedDayRentals } from './dayRentals';
import { moveFieldStaff } from './staffMovement';
import { SimulatedThefts } from './thefts';
import { raiseStolenAlert } from '../../domains/alerts/stolenAlert';
import { playFieldCrew } from './fieldCrew';
import { liftVehicle } from './fieldLift';
import { GpsJitter } from './gpsJitter';
import { NO_TRUTH, type SimulatorTruth } from './truth';

type VehicleRow = typeof vehicles.$inferSelect;

export interface TickReport {
  tick: number;
  vehicles: number;
  ridesStarted: number;
  ridesEnded: number;
  raised: number;
  cleared: number;
  verifications: number;
}

const INCIDENTS: SimulatedReason[] = [
  'NOT_UPDATING',
  'IOT_OFF',
  'UNLOCKED_WITHOUT_RIDE',
  'VEHICLE_MALFUNCTION',
  'SCANNED_LOST_AND_STOLEN',
];

/**
 * The fleet simulator (ARCHITECTURE: simulator): plays vehicles, riders and field staff
 * against the real services. Vehicles walk inside their areas and drain; riders start
 * and end rides (charged through the ride and wallet services); incidents raise task
 * conditions through the task engine and field work clears them; answered gateway
 * commands (a lock, a restart) clear what they fix. Each tick looks at a bounded window
 * of the fleet, and all choices come from one seeded stream.
 */
export class FleetSimulator {
  readonly options: SimulatorOptions;
  private readonly random: Random;
  private readonly signUps: SimulatedSignUps;
  private readonly dayRentals: SimulatedDayRentals;
  private readonly conditions: RaisedConditions;
  /** Vehicles whose device has stopped reporting (NOT_UPDATING). */
  private readonly silent = new Set<string>();
  private readonly reactions: SettledCommand[] = [];
  /** Kuickwheel vehicles whose battery compartment a swap left open; closed on the next tick. */
  private readonly openCompartments = new Map<string, string>();
  private readonly unsubscribe: (() => void) | null;
  private readonly thefts: SimulatedThefts;
  private readonly ridePlans: RidePlans;
  private readonly gps: GpsJitter | null;
  private cursor = 0;
  private ticks = 0;
  private areaCache: Map<string, AreaRow> | null = null;
  // A saved fence counts from the next step, not after the cache's periodic reload.
  private readonly offAreaSaved = onAreaSaved(() => (this.areaCache = null));
  private images: string[] | null = null;

  constructor(
    private readonly deps: Deps,
    options: Partial<SimulatorOptions> = {},
    /** Told what really happened (thefts, the field team's lifts, GPS noise); the benchmark listens. */
    private readonly truth: SimulatorTruth = NO_TRUTH,
  ) {
    this.options = { ...DEFAULT_SIMULATOR_OPTIONS, ...options };
    this.random = new Random(this.options.seed);
    this.signUps = new SimulatedSignUps(this.options.seed);
    this.dayRentals = new SimulatedDayRentals(this.options.seed);
    this.conditions = new RaisedConditions(deps);
    this.ridePlans = new RidePlans(this.random.fork('ride plans'), this.options.rideMedianMinutes);
    this.thefts = new SimulatedThefts(this.options.seed, this.options.theftChance, truth);
    this.gps = this.options.gpsNoise ? new GpsJitter(this.options.seed, truth) : null;
    // Only the simulated gateway has simulated devices to react with; a real one answers on its own.
    this.unsubscribe =
      deps.vehicleGateway instanceof SimulatedVehicleGateway
        ? deps.vehicleGateway.onSettled((settled) => this.reactions.push(settled))
        : null;
  }

  stop(): void {
    this.unsubscribe?.();
    this.offAreaSaved();
  }

  get openConditions(): number {
    return this.conditions.count();
  }

  private chance(p: number): boolean {
    return this.random.next() < p;
  }

  async tick(): Promise<TickReport> {
    this.ticks += 1;
    const report: TickReport = {
      tick: this.ticks,
      vehicles: 0,
      ridesStarted: 0,
      ridesEnded: 0,
      raised: 0,
      cleared: 0,
      verifications: 0,
    };
    await this.react(report);
    await this.closeCompartments();
    if (!this.areaCache || this.ticks % 100 === 0)
      this.areaCache = new Map((await this.deps.db.select().from(areas)).map((area) => [area.id, area]));
    const window = await this.deps.db
      .select()
      .from(vehicles)
      .where(eq(vehicles.isInStorage, false))
      .orderBy(asc(vehicles.code))
      .limit(this.options.vehiclesPerTick)
      .offset(this.cursor);
    this.cursor = window.length < this.options.vehiclesPerTick ? 0 : this.cursor + window.length;
    report.vehicles = window.length;
    for (const vehicle of window) await this.play(vehicle, report);
    await this.thefts.tick(this.deps);
    if (this.chance(this.options.idVerificationChance))
      report.verifications += await this.submitVerification();
    await this.signUps.tick(this.deps, this.options.signUpChance);
    await this.dayRentals.tick(this.deps, this.options.dayRentalChance);
    await playFieldCrew(this.deps, this.options.seed, this.ticks);
    await moveFieldStaff(this.deps, this.random);
    return report;
  }

  /** Commands staff sent through the simulated gateway, answered since the last tick. */
  private async react(report: TickReport): Promise<void> {
    const settled = this.reactions.splice(0, this.reactions.length);
    for (const command of settled) {
      if (command.status !== 'acknowledged') continue;
      if (
        command.command === 'lock' &&
        (await this.conditions.clear(command.vehicleId, 'UNLOCKED_WITHOUT_RIDE'))
      )
        report.cleared += 1;
      if (command.command === 'restart' && this.silent.delete(command.vehicleId)) {
        if (await this.conditions.clear(command.vehicleId, 'NOT_UPDATING')) report.cleared += 1;
      }
    }
  }

  private async play(vehicle: VehicleRow, report: TickReport): Promise<void> {
    const area = vehicle.areaId ? (this.areaCache?.get(vehicle.areaId) ?? null) : null;
    const fence = area ? (area.outerFence.length >= 3 ? area.outerFence : area.geofenceCoordinates) : [];
    const now = this.deps.clock.now();
    const battery =
      displayedBattery({ realBatteryValue: vehicle.realBatteryValue, battery: vehicle.battery }) ?? 0;
    // Where it really is: the database has the device's last (noisy) fix.
    let point: LatLng =
      vehicle.inRide || !this.gps
        ? [vehicle.lat, vehicle.long]
        : this.gps.trueOf(vehicle.id, [vehicle.lat, vehicle.long]);
    let level = battery;

    if (vehicle.inRide) {
      const leave = this.chance(this.options.leaveFenceChance);
      point = leave ? stepOutside(point, fence) : stepWithin(point, fence, this.random.next);
      level = drain(level, true, this.random.next);
    } else {
      level = drain(level, false, this.random.next);
    }

    // Field work: a swap for a low battery, a lift back for a vehicle out of its fence.
    if (
      this.conditions.has(vehicle.id, 'LPM') &&
      !vehicle.inRide &&
      this.chance(this.options.fieldWorkChance)
    ) {
      // A Kuickwheel's battery sits behind a locked compartment: unlocked for the swap, locked again next tick.
      if (vehicle.manufacturer === 'Kuickwheel')
        await this.setCompartment(vehicle, false, now, Math.round(level));
      level = 100;
      await this.deps.db.insert(vehicleLifeCycle).values({
        id: newId(),
        vehicleId: vehicle.id,
        code: vehicle.code,
        case: 'BATTERY_SWAP',
        service: 'simulator',
        batterySerial: vehicle.batterySerial,
        battery: 100,
        createdAt: now,
      });
      if (await this.conditions.clear(vehicle.id, 'LPM')) report.cleared += 1;
    }
    if (
      this.conditions.has(vehicle.id, 'OUT_OF_FENCE') &&
      !vehicle.inRide &&
      this.chance(this.options.fieldWorkChance)
    ) {
      const from = point;
      point = pointInside(fence, this.random.next, point);
      if (vehicle.lockStatus === 'locked')
        await liftVehicle(this.deps, this.random, this.truth, vehicle, from, point);
      if (await this.conditions.clear(vehicle.id, 'OUT_OF_FENCE')) report.cleared += 1;
    }

    const fences = fenceStatus(point, area);
    const silent = this.silent.has(vehicle.id);
    // A parked device's fix wanders around where it stands; a ride's steps are its positions.
    let fix = point;
    if (this.gps && vehicle.inRide) this.gps.forget(vehicle.id);
    else if (this.gps && !silent) fix = this.gps.fix(vehicle.id, point);
    // A silent device moves and drains all the same; the database just does not hear of it.
    if (!silent) {
      await this.deps.db
        .update(vehicles)
        .set({
          lat: fix[0],
          long: fix[1],
          realBatteryValue: Math.round(level),
          isOutOfFence: fences.isOutOfFence,
          inOpsFence: fences.inOpsFence,
          lastUpdate: now,
          updatedAt: now,
        })
        .where(eq(vehicles.id, vehicle.id));
      if (fix[0] !== vehicle.lat || fix[1] !== vehicle.long)
        announcePosition(this.deps.events, vehicle, fix[0], fix[1], now);
    }

    // OUT_OF_FENCE_VEHICLE is the alert watcher's (server/src/domains/alerts), as for any fleet feed.
    if (fences.isOutOfFence && !silent && (await this.conditions.raise(vehicle.id, 'OUT_OF_FENCE')))
      report.raised += 1;
    if (level <= this.options.lowBatteryPercent && (await this.conditions.raise(vehicle.id, 'LPM')))
      report.raised += 1;

    if (vehicle.inRide) {
      report.ridesEnded += await this.endRide(vehicle, now, level < 10);
    } else if (
      report.ridesStarted < this.options.maxRideStartsPerTick &&
      !vehicle.disabled &&
      vehicle.iotStatus !== 'off' &&
      level > this.options.lowBatteryPercent + 5 &&
      this.chance(this.options.rideStartChance)
    ) {
      report.ridesStarted += await this.startRide(vehicle);
    }

    if (this.chance(this.options.incidentChance))
      report.raised += await this.incident(vehicle, this.random.pick(INCIDENTS), now);
    report.cleared += await this.recover(vehicle);
  }

  /** Opens or closes a Kuickwheel battery compartment: the row, its life-cycle line and the live event. */
  private async setCompartment(
    vehicle: Pick<VehicleRow, 'id' | 'code' | 'batterySerial'>,
    locked: boolean,
    now: Date,
    battery: number | null,
  ): Promise<void> {
    await this.deps.db
      .update(vehicles)
      .set({ batLock: locked, updatedAt: now })
      .where(eq(vehicles.id, vehicle.id));
    await this.deps.db.insert(vehicleLifeCycle).values({
      id: newId(),
      vehicleId: vehicle.id,
      code: vehicle.code,
      case: locked ? 'BATTERY_LOCK' : 'BATTERY_UNLOCK',
      service: 'simulator',
      batterySerial: vehicle.batterySerial,
      battery,
      batteryPerAtBatUnlock: locked ? null : battery,
      createdAt: now,
    });
    announceBatteryLock(this.deps.events, vehicle, locked);
    if (locked) this.openCompartments.delete(vehicle.id);
    else this.openCompartments.set(vehicle.id, vehicle.code);
  }

  private async closeCompartments(): Promise<void> {
    const now = this.deps.clock.now();
    for (const [id, code] of [...this.openCompartments]) {
      const [row] = await this.deps.db
        .select({ batterySerial: vehicles.batterySerial })
        .from(vehicles)
        .where(eq(vehicles.id, id))
        .limit(1);
      if (!row) {
        this.openCompartments.delete(id);
        continue;
      }
      await this.setCompartment({ id, code, batterySerial: row.batterySerial }, true, now, 100);
    }
  }

  private async startRide(vehicle: VehicleRow): Promise<number> {
    // A rider with no ride in progress, chosen by the seeded stream among the first few.
    const riders = await this.deps.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.type, 'user'),
          eq(users.active, true),
          notExists(
            this.deps.db
              .select({ one: sql`1` })
              .from(rides)
              .where(and(eq(rides.userId, users.id), eq(rides.status, 'ongoing'))),
          ),
        ),
      )
      .orderBy(asc(users.id))
      .limit(20)
      .offset(this.random.int(0, 200));
    if (riders.length === 0) return 0;
    try {
      await startRide(this.deps, { userId: this.random.pick(riders).id, vehicleId: vehicle.id });
      return 1;
    } catch (error) {
      // Another process (or a staff action) got there first: the unique indexes said no.
      this.deps.log.debug({ err: error, code: vehicle.code }, 'simulator: ride not started');
      return 0;
    }
  }

  /** Ends the vehicle's ride once it has lasted its planned time, or at once when `flat` (battery nearly empty). */
  private async endRide(vehicle: VehicleRow, now: Date, flat: boolean): Promise<number> {
    const [ride] = await this.deps.db
      .select({ id: rides.id, startTime: rides.startTime })
      .from(rides)
      .where(and(eq(rides.vehicleId, vehicle.id), eq(rides.status, 'ongoing')))
      .limit(1);
    if (!ride) {
      await this.deps.db.update(vehicles).set({ inRide: false }).where(eq(vehicles.id, vehicle.id));
      return 0;
    }
    if (!flat && !this.ridePlans.due(ride.id, ride.startTime, now)) return 0;
    this.ridePlans.forget(ride.id);
    this.images ??= await rideImageKeys(this.deps);
    const withImage = this.images.length > 0 && this.chance(this.options.rideImageChance);
    try {
      await endRideByRider(this.deps, {
        rideId: ride.id,
        imageKey: withImage ? this.random.pick(this.images) : null,
      });
    } catch (error) {
      // A staff member ended it first ('End and pay'): nothing left to do.
      this.deps.log.debug({ err: error, rideId: ride.id }, 'simulator: ride already ended');
      return 0;
    }
    if (withImage)
      await createRideImageTask(this.deps, { rideId: ride.id }).catch((error: unknown) =>
        this.deps.log.warn({ err: error }, 'simulator: ride image task failed'),
      );
    return 1;
  }

  private async incident(vehicle: VehicleRow, reason: SimulatedReason, now: Date): Promise<number> {
    if (reason === 'NOT_UPDATING') this.silent.add(vehicle.id);
    if (reason === 'IOT_OFF')
      await this.deps.db
        .update(vehicles)
        .set({ iotStatus: 'off', updatedAt: now })
        .where(eq(vehicles.id, vehicle.id));
    if (reason === 'UNLOCKED_WITHOUT_RIDE') {
      if (vehicle.inRide) return 0;
      await this.deps.db
        .update(vehicles)
        .set({ lockStatus: 'unlocked', updatedAt: now })
        .where(eq(vehicles.id, vehicle.id));
      announceLock(this.deps.events, vehicle, 'unlocked');
    }
    // A rider's scan reports a vehicle as lost or stolen only where a thief really left one;
    // elsewhere the scan is the task's case alone, so the badge counts real thefts (issue 23).
    if (reason === 'SCANNED_LOST_AND_STOLEN' && this.thefts.wasCarried(vehicle.id)) {
      await raiseStolenAlert(this.deps, vehicle.id);
    }
    return (await this.conditions.raise(vehicle.id, reason)) ? 1 : 0;
  }

  /**
   * Field staff fix what no command fixes: an IoT module switched back on, a device that reports
   * again, a lock closed, a fault repaired, a missing vehicle found. Read from the vehicle's row,
   * not only from what this run raised: a fault of the seed or of an earlier run is fixed too, or
   * a fleet restarted a few times would end up mostly urgent.
   */
  private async recover(vehicle: VehicleRow): Promise<number> {
    let cleared = 0;
    const now = this.deps.clock.now();
    const fix = this.options.fieldWorkChance / 2;
    if (
      (vehicle.iotStatus === 'off' || this.conditions.has(vehicle.id, 'IOT_OFF')) &&
      !vehicle.disabled &&
      this.chance(fix)
    ) {
      await this.deps.db
        .update(vehicles)
        .set({ iotStatus: 'ready', lastUpdate: now, updatedAt: now })
        .where(eq(vehicles.id, vehicle.id));
      if (await this.conditions.clearOpen(vehicle.id, 'IOT_OFF')) cleared += 1;
    }
    if (this.silent.has(vehicle.id) && this.chance(fix)) {
      this.silent.delete(vehicle.id);
      if (await this.conditions.clear(vehicle.id, 'NOT_UPDATING')) cleared += 1;
    }
    if (
      (vehicle.lockStatus === 'unlocked' || vehicle.lockStatus === 'none') &&
      !vehicle.inRide &&
      this.chance(fix)
    ) {
      await this.deps.db
        .update(vehicles)
        .set({ lockStatus: 'locked', updatedAt: now })
        .where(eq(vehicles.id, vehicle.id));
      announceLock(this.deps.events, vehicle, 'locked');
      if (await this.conditions.clearOpen(vehicle.id, 'UNLOCKED_WITHOUT_RIDE')) cleared += 1;
    }
    for (const reason of ['VEHICLE_MALFUNCTION', 'SCANNED_LOST_AND_STOLEN'] as const) {
      if (
        this.conditions.has(vehicle.id, reason) &&
        this.chance(fix / 2) &&
        (await this.conditions.clear(vehicle.id, reason))
      )
        cleared += 1;
    }
    return cleared;
  }

  private async submitVerification(): Promise<number> {
    return (await submitPendingVerification(this.deps, { offset: this.random.int(0, 50) })) ? 1 : 0;
  }
}
