import { applyCounterDelta } from '@ops/shared/rules/alerts';
import { displayedBattery } from '@ops/shared/rules/battery';
import type {
  DelUrgentVehicleEvent,
  OutOfFenceVehicleEvent,
  UrgentVehicleEvent,
} from '@ops/shared/realtime/alertEvents';
import type { FleetAlertVehicleFieldsFragment } from '../../generated/graphql';

export type AlertVehicle = FleetAlertVehicleFieldsFragment;
export interface AlertVehicles {
  total: number;
  vehicles: AlertVehicle[];
}

/** A URGENT_VEHICLE, DEL_URGENT_VEHICLE or OUT_OF_FENCE_VEHICLE payload, as the contract types it. */
export type AlertVehicleEvent = UrgentVehicleEvent | DelUrgentVehicleEvent | OutOfFenceVehicleEvent;

/**
 * What one of those events tells about a vehicle: its area as an id (replaced by its name
 * from the stored list, 03 §4), its urgency, and the live fields it carries.
 */
export interface VehicleEvent {
  code: string;
  _id: string;
  areaId: string | null;
  urgencyType: string | null;
  fields: Partial<AlertVehicle>;
}

/** The row fields an event carries; an empty text is no news, the row keeps what it had. */
function liveFields(event: AlertVehicleEvent): Partial<AlertVehicle> {
  const fields: Partial<AlertVehicle> = {};
  if ('lat' in event) Object.assign(fields, { lat: event.lat, long: event.long });
  if (!('urgencyType' in event)) return fields;
  fields.isInStorage = event.isInStorage;
  if (event.lockStatus) fields.lockStatus = event.lockStatus;
  if (event.status) fields.status = event.status;
  if (event.iotStatus) fields.iotStatus = event.iotStatus;
  if (event.lastUpdate) fields.lastUpdate = event.lastUpdate;
  if (event.inRide !== undefined) fields.inRide = event.inRide;
  const battery = displayedBattery({
    realBatteryValue: event.realBatteryValue ?? null,
    battery: event.battery ?? null,
  });
  if (battery !== null) fields.battery = battery;
  return fields;
}

export function vehicleEventOf(event: AlertVehicleEvent): VehicleEvent {
  return {
    code: event.code,
    _id: event._id,
    areaId: event.area,
    urgencyType: 'urgencyType' in event ? event.urgencyType : null,
    fields: liveFields(event),
  };
}

/** A vehicle the event adds or changes: the row it had, or one made from the event. */
function rowOf(
  event: VehicleEvent,
  before: AlertVehicle | undefined,
  areaName: (id: string) => string | null,
): AlertVehicle {
  const areaId = event.areaId ?? before?.area?._id ?? null;
  const name = (areaId ? areaName(areaId) : null) ?? before?.area?.name ?? null;
  return {
    _id: event._id,
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
