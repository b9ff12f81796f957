import { can, type RoleLike } from './permissions/can';
import { gate, type Gate } from './permissions/catalogue';

/**
 * The Scooters list's bulk actions (02 §2 "bulk actions appear with the selected count",
 * 02 §6 vehicles layer). One table, read by the page (which buttons show) and by the server
 * (which refuses), so the two never disagree.
 *
 * The spec names setVehicleStatus, setVehiclesIsInStorage and updateMultipleVehiclesArea and
 * says "disable and mute of many vehicles" without payloads; the shapes are ours (schema
 * comments in vehicles-bulk.graphql). It names no permission for status, storage and area:
 * status and storage are what "active" means (02 §4), so they go with ACTIVATE_AND_RING; an
 * area move changes which fence a vehicle answers to, so it needs areas.EDIT.
 */
export const VEHICLE_BULK_ACTIONS = {
  activate: { label: 'Activate', gate: gate('vehicles.ACTIVATE_AND_RING') },
  deactivate: { label: 'Deactivate', gate: gate('vehicles.ACTIVATE_AND_RING') },
  disable: { label: 'Disable', gate: gate('vehicles.CONVERT_TO_DISABLED') },
  enable: { label: 'Enable', gate: gate('vehicles.CONVERT_TO_DISABLED') },
  mute: { label: 'Mute', gate: gate('vehicles.MUTE') },
  unmute: { label: 'UnMute', gate: gate('vehicles.MUTE') },
  setStatus: { label: 'Set status', gate: gate('vehicles.ACTIVATE_AND_RING') },
  setInStorage: { label: 'Storage', gate: gate('vehicles.ACTIVATE_AND_RING') },
  setArea: { label: 'Move to area', gate: gate('areas.EDIT') },
  ring: { label: 'Ring', gate: gate('vehicles.ACTIVATE_AND_RING') },
} as const satisfies Record<string, { label: string; gate: Gate }>;

export type VehicleBulkAction = keyof typeof VEHICLE_BULK_ACTIONS;

export function canBulk(role: RoleLike | null | undefined, action: VehicleBulkAction): boolean {
  return can(role, VEHICLE_BULK_ACTIONS[action].gate);
}

/** A ring sends one command per vehicle: a page's worth (200) at a time. */
export const MAX_RING_VEHICLES = 200;

/** One request changes at most this many vehicles (the bulk benchmark's 1,000). */
export const MAX_BULK_VEHICLES = 1000;

export const VEHICLE_BULK_MESSAGES = {
  noVehicles: 'Select at least one vehicle',
  tooMany: `Select at most ${MAX_BULK_VEHICLES} vehicles at a time`,
  tooManyRing: `Ring at most ${MAX_RING_VEHICLES} vehicles at a time`,
  notFound: (count: number) =>
    `${count} of the selected vehicles ${count === 1 ? 'was' : 'were'} not found; nothing was changed`,
  inRide: (codes: readonly string[]) =>
    `${codes.length === 1 ? 'Scooter' : 'Scooters'} ${codes.slice(0, 10).join(', ')}${codes.length > 10 ? ` and ${codes.length - 10} more` : ''} ${codes.length === 1 ? 'is' : 'are'} in a ride; nothing was changed`,
  areaNotFound: 'Area not found',
  done: (action: string, count: number) =>
    `${action}: ${count} ${count === 1 ? 'vehicle' : 'vehicles'} changed`,
} as const;

/**
 * Whether a vehicle in a ride refuses the change: it would leave the rider on a scooter that
 * is off, disabled, stored or answering to another area's fence.
 */
export function refusedInRide(change: VehicleBulkChange): boolean {
  switch (change.action) {
    case 'deactivate':
    case 'disable':
    case 'setArea':
      return true;
    case 'setInStorage':
      return change.isInStorage;
    case 'setStatus':
      return change.status === 'off';
    default:
      return false;
  }
}

export type VehicleBulkChange =
  | { action: 'activate' | 'deactivate' | 'disable' | 'enable' | 'mute' | 'unmute' }
  | { action: 'setStatus'; status: 'on' | 'ready' | 'off' }
  | { action: 'setInStorage'; isInStorage: boolean }
  | { action: 'setArea'; areaId: string };
