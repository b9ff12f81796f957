import type { LatLng, Ring } from '../../../domains/areas/tables';
import { pointInAnyPolygon, pointInPolygon, randomPointInPolygon } from '../../../domains/areas/geometry';
import {
  vehicleLifeCycle,
  vehicles,
  type Manufacturer,
  type OnReadyOff,
  type VehicleType,
  type LockStatus,
} from '../../../domains/vehicles/tables';
import { insertBatches } from '../insert';
import { urgencyOf } from '@ops/shared/rules/alerts';
import type { VehicleKind } from '@ops/shared/rules/vehicleKind';
import { conditionsOf } from './vehicleConditions';
import type { Random } from '../../../platform/lib/random';
import {
  addCount,
  DAY,
  MINUTE,
  staffWithRole,
  type SeedArea,
  type SeedContext,
  type SeedStep,
  type SeedVehicle,
} from '../context';

type VehicleRow = typeof vehicles.$inferInsert;
type LifeCycleRow = typeof vehicleLifeCycle.$inferInsert;

/** A point just outside the outer fence: inside the fence grown by 30-60% around its centre. */
function pointOutsideFence(area: SeedArea, random: Random): LatLng {
  for (let i = 0; i < 1000; i++) {
    const grow = random.float(1.3, 1.6);
    const grown: Ring = area.outer.map(([lat, lng]) => [
      area.centre[0] + (lat - area.centre[0]) * grow,
      area.centre[1] + (lng - area.centre[1]) * grow,
    ]);
    const point = randomPointInPolygon(grown, () => random.next());
    if (!pointInPolygon(point, area.outer)) return point;
  }
  throw new Error(`no point outside ${area.name}`);
}

/**
 * About one vehicle in six is a bike, so the demo's Bikes page has rows. Chosen by position, not
 * by the random stream, so every other seeded value (and the tests counting them) stays as it
 * was. Positions 4, 10, 16...: not 3 or 11, the seed's sure lost/stolen alerts, which the top
 * bar's stolen badge opens on the Scooters page.
 */
const seededKind = (index: number): VehicleKind => (index % 6 === 4 ? 'bike' : 'scooter');

export function pickArea(areas: SeedArea[], random: Random): SeedArea {
  return random.weighted(areas.map((area) => [area, area.weight] as const));
}

export const vehiclesStep: SeedStep = {
  name: 'vehicles',
  async run(ctx: SeedContext) {
    const random = ctx.random('vehicles');
    const count = ctx.scaled(500, 24);
    const technicians = staffWithRole(ctx, 'Field Technician');
    const rows: VehicleRow[] = [];
    const lifeCycle: LifeCycleRow[] = [];
    const seeded: SeedVehicle[] = [];
    let serial = 10_000;
    // A working fleet has a few percent of each fault (issue 23); small test sets still get a
    // couple of each so every case stays present.
    const share = (fraction: number, atLeast: number) => Math.max(fraction, atLeast / count);
    for (let i = 0; i < count; i++) {
      serial += random.int(1, 9);
      const area = pickArea(ctx.state.areas, random);
      const manufacturer: Manufacturer = random.chance(0.55) ? 'Kuickwheel' : 'Xiaomi';
      const vehicleType: VehicleType = random.chance(0.6) ? 'Super S' : 'Super C';
      const code = `${vehicleType === 'Super S' ? 'S' : 'C'}${serial}`;
      const createdAt = new Date(ctx.now.getTime() - random.int(60, 700) * DAY);

      // Where it stands: mostly free parking in the area, some in the ops fence, some strayed out.
      const drawn = random.weighted([
        ['outside', share(0.015, 2)],
        ['ops', 0.1],
        ['free', 0.9 - share(0.015, 2)],
      ] as const);
      // Position 5 always strays out, so even the smallest set has an out-of-fence vehicle and task.
      const placement = i === 5 ? 'outside' : drawn;
      let position: LatLng;
      if (placement === 'outside') position = pointOutsideFence(area, random);
      else if (placement === 'ops' && area.ops.length > 0)
        position = randomPointInPolygon(random.pick(area.ops), () => random.next());
      else position = randomPointInPolygon(area.outer, () => random.next(), area.restricted);
      const isOutOfFence = !pointInPolygon(position, area.outer);
      const inOpsFence = pointInAnyPolygon(position, area.ops);

      const disabled = random.chance(0.03);
      const isInStorage = !disabled && random.chance(0.04);
      const isMuted = random.chance(0.02);
      const pct = Math.round(
        Math.min(
          100,
          Math.max(2, random.chance(share(0.02, 2)) ? random.float(2, 19) : random.float(20, 100)),
        ),
      );
      const realBatteryValue = manufacturer === 'Kuickwheel' ? pct : null;
      // Raw reading such that battery / 0.2 + 12 gives back the percentage.
      const battery = Math.max(0, Math.round((pct - 12) * 0.2 * 10) / 10);
      const iotStatus: OnReadyOff = random.weighted([
        ['ready', 0.97 - share(0.01, 1)],
        ['off', share(0.01, 1)],
        ['on', 0.03],
      ] as const);
      const status: OnReadyOff = disabled || isInStorage ? 'off' : iotStatus;
      const lockStatus: LockStatus = random.weighted([
        ['locked', 1 - share(0.008, 1) - share(0.004, 1)],
        ['unlocked', share(0.008, 1)],
        ['none', share(0.004, 1)],
      ] as const);
      const stale = random.chance(share(0.01, 1));
      const lastUpdate = new Date(
        ctx.now.getTime() - (stale ? random.int(2 * 60, 48 * 60) * MINUTE : random.int(5, 290) * 1000),
      );
      const stolenAlert = random.chance(0.004) || i === 3 || i === 11;
      const initiator = technicians.length > 0 && random.chance(0.25) ? random.pick(technicians) : null;
      const batterySerial = `BT${random.hex(10).toUpperCase()}`;
      const id = random.id(createdAt);
      rows.push({
        id,
        code,
        status,
        iotStatus,
        battery,
        realBatteryValue,
        phoneBattery: manufacturer === 'Kuickwheel' ? random.int(15, 100) : null,
        lockStatus,
        lat: position[0],
        long: position[1],
        lastUpdate,
        areaId: area.id,
        manufacturer,
        vehicleType,
        kind: seededKind(i),
        disabled,
        isInStorage,
        inRide: false,
        isMuted,
        stolenAlert,
        stolenAlertAt: stolenAlert ? new Date(ctx.now.getTime() - random.int(5, 600) * MINUTE) : null,
        isOutOfFence,
        inOpsFence,
        // Set below from the shared rule, once every column it reads is known.
        isUrgent: false,
        urgencyType: null,
        lastMoveBeep: random.chance(share(0.04, 1))
          ? new Date(ctx.now.getTime() - random.int(1, 120) * MINUTE)
          : null,
        batLock: manufacturer === 'Kuickwheel' ? !random.chance(share(0.01, 1)) : null,
        lastInitiatorId: initiator?.id ?? null,
        lastInitDate: initiator ? new Date(ctx.now.getTime() - random.int(10, 5 * 24 * 60) * MINUTE) : null,
        lastInitiatorLat: initiator ? position[0] + random.float(-0.0005, 0.0005) : null,
        lastInitiatorLng: initiator ? position[1] + random.float(-0.0005, 0.0005) : null,
        speedLimit: random.chance(0.01) ? 15 : null,
        speedLimitUntil: null,
        batterySerial,
        batteryTravelRange: Math.round(pct * 0.4),
        createdAt,
        updatedAt: lastUpdate,
      });
      const last = rows[rows.length - 1]!;
      // The same rule the live alert watcher applies (shared/rules/alerts), so a seeded
      // vehicle is not announced as changed on the watcher's first look.
      last.urgencyType = urgencyOf(
        {
          lockStatus,
          isInStorage,
          disabled,
          inRide: false,
          iotStatus,
          isOutOfFence,
          lastUpdate,
          lastMoveBeep: last.lastMoveBeep ?? null,
          batteryPercent: pct,
        },
        ctx.now,
      );
      last.isUrgent = last.urgencyType !== null;
      if (last.speedLimit) last.speedLimitUntil = new Date(ctx.now.getTime() + 3 * MINUTE);
      seeded.push({
        id,
        code,
        areaId: area.id,
        manufacturer,
        vehicleType,
        rideable:
          !disabled &&
          !isInStorage &&
          !stolenAlert &&
          lockStatus === 'locked' &&
          iotStatus === 'ready' &&
          !isOutOfFence,
        battery: pct,
        inService: !disabled && !isInStorage,
        conditions: conditionsOf({
          isOutOfFence,
          batteryPercent: pct,
          iotStatus,
          stale,
          lockStatus,
          batLock: last.batLock ?? null,
          stolenAlert,
        }),
      });

      // History: activation, battery swaps (Kuickwheel unlocks the compartment first), urgency episodes.
      const event = (at: Date, kase: string, extra: Partial<LifeCycleRow> = {}) =>
        lifeCycle.push({
          id: random.id(at),
          vehicleId: id,
          code,
          case: kase,
          service: extra.userId ? 'ops-app' : 'iot',
          userId: null,
          batterySerial,
          battery: random.int(5, 100),
          batteryPerAtBatUnlock: null,
          isOperating: !disabled,
          createdAt: at,
          ...extra,
        });
      event(createdAt, 'ACTIVATED', { userId: technicians.length ? random.pick(technicians).id : null });
      const span = ctx.now.getTime() - createdAt.getTime();
      const episodes = random.int(2, 6);
      for (let k = 0; k < episodes; k++) {
        const at = new Date(createdAt.getTime() + random.float(0.05, 0.98) * span);
        const tech = technicians.length ? random.pick(technicians) : null;
        const kind = random.weighted([
          ['swap', 0.45],
          ['urgent', 0.35],
          ['charged', 0.15],
          ['ble', 0.05],
        ] as const);
        if (kind === 'swap') {
          if (manufacturer === 'Kuickwheel') {
            const unlockBattery = random.int(5, 25);
            event(at, 'BATTERY_UNLOCK', {
              userId: tech?.id ?? null,
              battery: unlockBattery,
              batteryPerAtBatUnlock: unlockBattery,
            });
            event(new Date(at.getTime() + 4 * MINUTE), 'BATTERY_SWAP', {
              userId: tech?.id ?? null,
              battery: 100,
            });
            event(new Date(at.getTime() + 5 * MINUTE), 'BATTERY_LOCK', {
              userId: tech?.id ?? null,
              battery: 100,
            });
          } else {
            event(at, 'BATTERY_SWAP', { userId: tech?.id ?? null, battery: 100 });
          }
        } else if (kind === 'urgent') {
          event(at, 'ENTERED_URGENT');
          event(new Date(at.getTime() + random.int(10, 300) * MINUTE), 'EXITED_URGENT');
        } else if (kind === 'charged') {
          event(at, 'CHARGED90', { battery: 90 });
        } else {
          event(at, 'BLE_START');
        }
      }
      if (last.isUrgent)
        event(new Date(ctx.now.getTime() - random.int(5, 6 * 60) * MINUTE), 'ENTERED_URGENT');
      if (disabled) {
        event(new Date(ctx.now.getTime() - random.int(1, 20) * DAY), 'DISABLED', {
          userId: technicians.length ? random.pick(technicians).id : null,
        });
      }
      if (isInStorage)
        event(new Date(ctx.now.getTime() - random.int(1, 30) * DAY), 'DEACTIVATED', { isOperating: false });
    }
    ctx.state.vehicles = seeded;
    await insertBatches(ctx.tx, vehicles, rows);
    lifeCycle.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
    await insertBatches(ctx.tx, vehicleLifeCycle, lifeCycle);
    addCount(ctx, 'vehicles', rows.length);
    addCount(ctx, 'vehicle_life_cycle', lifeCycle.length);
  },
};
