import { eq, inArray } from 'drizzle-orm';
import { displayedBattery } from '@ops/shared/rules/battery';
import { areas } from '../areas';
import type { Db, Tx } from '../../platform/db/client';
import { users } from '../../platform/session/tables';
import type { PersonRef } from '../wallet';
import { vehicles } from './tables';

export type VehicleRow = typeof vehicles.$inferSelect;

/** A vehicle as the task view shows it (01 §3). */
export interface VehicleView {
  _id: string;
  code: string;
  status: string;
  iotStatus: string;
  battery: number;
  realBatteryValue: number | null;
  displayedBattery: number | null;
  phoneBattery: number | null;
  lockStatus: string;
  lat: number;
  long: number;
  isLatLongZero: boolean;
  lastUpdate: string | null;
  area: { _id: string; name: string } | null;
  manufacturer: string;
  vehicleType: string;
  kind: string;
  disabled: boolean;
  inRide: boolean;
  lastMoveBeep: string | null;
  batLock: boolean | null;
  lastInitiator: PersonRef | null;
  lastInitDate: string | null;
  lastInitiatorLocation: { lat: number; lng: number } | null;
  stolenAlert: boolean;
  isOutOfFence: boolean;
  inOpsFence: boolean;
  isUrgent: boolean;
  urgencyType: string | null;
  speedLimit: number | null;
  speedLimitUntil: string | null;
  batteryTravelRange: number | null;
  batterySerial: string | null;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export async function vehicleViews(db: Db | Tx, ids: string[]): Promise<VehicleView[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      vehicle: vehicles,
      area: { id: areas.id, name: areas.name },
      initiator: { id: users.id, name: users.name, phoneNumber: users.phoneNumber },
    })
    .from(vehicles)
    .leftJoin(areas, eq(areas.id, vehicles.areaId))
    .leftJoin(users, eq(users.id, vehicles.lastInitiatorId))
    .where(inArray(vehicles.id, ids));
  const views = rows.map(({ vehicle: v, area, initiator }): VehicleView => ({
    _id: v.id,
    code: v.code,
    status: v.status,
    iotStatus: v.iotStatus,
    battery: v.battery,
    realBatteryValue: v.realBatteryValue,
    displayedBattery: displayedBattery({ realBatteryValue: v.realBatteryValue, battery: v.battery }),
    phoneBattery: v.phoneBattery,
    lockStatus: v.lockStatus,
    lat: v.lat,
    long: v.long,
    isLatLongZero: v.lat === 0 && v.long === 0,
    lastUpdate: iso(v.lastUpdate),
    area: area?.id ? { _id: area.id, name: area.name ?? '' } : null,
    manufacturer: v.manufacturer,
    vehicleType: v.vehicleType,
    kind: v.kind,
    disabled: v.disabled,
    inRide: v.inRide,
    lastMoveBeep: iso(v.lastMoveBeep),
    batLock: v.batLock,
    lastInitiator: initiator?.id
      ? { _id: initiator.id, name: initiator.name ?? '', phoneNumber: initiator.phoneNumber ?? '' }
      : null,
    lastInitDate: iso(v.lastInitDate),
    lastInitiatorLocation:
      v.lastInitiatorLat !== null && v.lastInitiatorLng !== null
        ? { lat: v.lastInitiatorLat, lng: v.lastInitiatorLng }
        : null,
    stolenAlert: v.stolenAlert,
    isOutOfFence: v.isOutOfFence,
    inOpsFence: v.inOpsFence,
    isUrgent: v.isUrgent,
    urgencyType: v.urgencyType,
    speedLimit: v.speedLimit,
    speedLimitUntil: iso(v.speedLimitUntil),
    batteryTravelRange: v.batteryTravelRange,
    batterySerial: v.batterySerial,
  }));
  return ids.map((id) => views.find((view) => view._id === id)).filter((view): view is VehicleView => !!view);
}

export async function vehicleView(db: Db | Tx, id: string): Promise<VehicleView | null> {
  return (await vehicleViews(db, [id]))[0] ?? null;
}
