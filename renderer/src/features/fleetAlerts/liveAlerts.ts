import { applyCounterDelta } from '@ops/shared/rules/alerts';
import { displayedBattery } from '@ops/shared/rules/battery';
import type { FleetAlertVehicleFieldsFragment } from '../../generated/graphql';

export type AlertVehicle = FleetAlertVehicleFieldsFragment;
export interface AlertVehicles {
  total: number;
  vehicles: AlertVehicle[];
}

/**
 * What a URGENT_VEHICLE, DEL_URGENT_VEHICLE or OUT_OF_FENCE_VEHICLE event tells about a
 * vehicle. The payload is read defensively: the code is required, everything else is taken
 * when present (the area as an id, replaced by its name from the stored list, 03 §4).
 */
export interface VehicleEvent {
  code: string;
  _id: string | null;
  areaId: string | null;
  areaName: string | null;
  urgencyType: string | null;
  fields: Partial<AlertVehicle>;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 ? value : null;
const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

export function readVehicleEvent(payload: unknown): VehicleEvent | null {
  if (!payload || typeof payload !== 'object') return null;
  const p = payload as Record<string, unknown>;
  const code = text(p.code);
  if (!code) return null;
  const area = p.area;
  const areaObject = area && typeof area === 'object' ? (area as Record<string, unknown>) : null;
  const fields: Partial<AlertVehicle> = {};
  for (const key of ['status', 'iotStatus', 'lockStatus', 'lastUpdate'] as const)
    if (text(p[key])) fields[key] = text(p[key])!;
  for (const key of ['lat', 'long'] as const) if (num(p[key]) !== null) fields[key] = num(p[key])!;
  if (typeof p.isInStorage === 'boolean') fields.isInStorage = p.isInStorage;
  if (typeof p.inRide === 'boolean') fields.inRide = p.inRide;
  const battery = displayedBattery({ realBatteryValue: num(p.realBatteryValue), battery: num(p.battery) });
  if (battery !== null) fields.battery = battery;
  return {
    code,
    _id: text(p._id) ?? text(p.id),
    areaId: text(area) ?? text(areaObject?._id),
    areaName: text(areaObject?.name) ?? text(p.areaName),
    urgencyType: text(p.urgencyType),
    fields,
  };
}

/** A vehicle the event adds or changes: the row it had, or one made from the event. */
function rowOf(
  event: VehicleEvent,
  before: AlertVehicle | undefined,
  areaName: (id: string) => string | null,
): AlertVehicle {
  const areaId = event.areaId ?? before?.area?._id ?? null;
  const name = event.areaName ?? (areaId ? areaName(areaId) : null) ?? before?.area?.name ?? null;
  return {
    _id: event._id ?? before?._id ?? event.code,
    code: event.code,
    area: areaId ? { _id: areaId, name: name ?? '' } : null,
    status: before?.status ?? '',
    iotStatus: before?.iotStatus ?? '',
    lockStatus: before?.lockStatus ?? '',
    battery: before?.battery ?? null,
    phoneBattery: before?.phoneBattery ?? null,
    isInStorage: before?.isInStorage ?? false,
    inRide: before?.inRide ?? false,
    lastUpdate: before?.lastUpdate ?? null,
    lat: before?.lat ?? 0,
    long: before?.long ?? 0,
    urgencyType: event.urgencyType ?? before?.urgencyType ?? null,
    iotBatteryAlert: before?.iotBatteryAlert ?? null,
    ...event.fields,
  };
}

/** URGENT_VEHICLE / OUT_OF_FENCE_VEHICLE: the vehicle goes to the top, replacing its old row. */
export function upsertVehicle(
  list: AlertVehicles,
  event: VehicleEvent,
  areaName: (id: string) => string | null,
): AlertVehicles {
  const before = list.vehicles.find((v) => v.code === event.code);
  const rest = list.vehicles.filter((v) => v.code !== event.code);
  return { total: before ? list.total : list.total + 1, vehicles: [rowOf(event, before, areaName), ...rest] };
}

/** DEL_URGENT_VEHICLE: the vehicle leaves the list; the total never goes below 0. */
export function removeVehicle(list: AlertVehicles, code: string): AlertVehicles {
  const kept = list.vehicles.filter((v) => v.code !== code);
  return kept.length === list.vehicles.length
    ? list
    : { total: applyCounterDelta(list.total, -1), vehicles: kept };
}

/** An event for an area outside the page's area filter is not this page's. */
export const inAreas = (event: VehicleEvent, areas: readonly string[] | undefined): boolean =>
  !areas?.length || (event.areaId !== null && areas.includes(event.areaId));
