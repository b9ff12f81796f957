import { CAIRO_TIME_ZONE } from '../lists/dateRangeFilter';
import { gate, type Gate } from '../rules/permissions/catalogue';
import type { ExportModuleSpec } from './exportModule';

/**
 * The fleet alert pages' exports (renderer features/fleetAlerts): each page's columns with
 * its titles, in its order. Every one needs vehicles.EXPORT ('Export vehicles', the vehicles
 * layer's only export permission) beside the page's own view permission. The activation
 * photo is not a field: a sheet cell cannot hold it, and its signed address expires.
 */

const ALERT_VEHICLE_FIRST = [
  { key: 'code', label: 'Vehicle' },
  { key: 'area', label: 'Area' },
] as const;

/** The columns every vehicle alert page shows after its own (alertVehicleColumns.tsx). */
const ALERT_VEHICLE_STATE = [
  { key: 'battery', label: 'Battery' },
  { key: 'status', label: 'Status' },
  { key: 'iotStatus', label: 'IoT' },
  { key: 'lockStatus', label: 'Lock' },
  { key: 'inRide', label: 'In ride' },
  { key: 'lastUpdate', label: 'Last update' },
  { key: 'location', label: 'Location' },
] as const;

export const URGENT_VEHICLES_EXPORT_FIELDS = [
  ...ALERT_VEHICLE_FIRST,
  { key: 'urgencyType', label: 'Urgency' },
  ...ALERT_VEHICLE_STATE,
] as const;
export const OUT_OF_FENCE_EXPORT_FIELDS = [...ALERT_VEHICLE_FIRST, ...ALERT_VEHICLE_STATE] as const;
export const IOT_BATTERY_ALERTS_EXPORT_FIELDS = [
  ...ALERT_VEHICLE_FIRST,
  { key: 'iotBattery', label: 'IoT battery' },
  ...ALERT_VEHICLE_STATE,
] as const;

export type AlertVehicleExportField = (
  typeof URGENT_VEHICLES_EXPORT_FIELDS | typeof IOT_BATTERY_ALERTS_EXPORT_FIELDS
)[number]['key'];

/** The three vehicle alert lists; their filters are the page's area choice, and they have no date filter. */
export type VehicleAlertPage = 'urgent' | 'outOfFence' | 'iotBattery';

const vehicleAlertExport = (
  module: string,
  title: string,
  view: Gate,
  fields: ExportModuleSpec<AlertVehicleExportField>['fields'],
): ExportModuleSpec<AlertVehicleExportField> => ({
  module,
  title,
  permissions: [view, gate('vehicles.EXPORT')],
  fields,
  dateFilter: false,
  rangeLabel: '',
});

/** 02 §5: the date limit does not apply to vehicles; these lists have no date filter. */
export const VEHICLE_ALERT_EXPORTS: Record<VehicleAlertPage, ExportModuleSpec<AlertVehicleExportField>> = {
  urgent: vehicleAlertExport(
    'urgentVehicles',
    'Urgent Vehicles',
    gate('vehicles.VIEW_URGENT_VEHICLES'),
    URGENT_VEHICLES_EXPORT_FIELDS,
  ),
  // The list's own permission (the route has none, 03 §2.2).
  outOfFence: vehicleAlertExport(
    'outOfFenceVehicles',
    'Out Of Fence Vehicles',
    gate('home.VIEW_URGENT_VEHICLES'),
    OUT_OF_FENCE_EXPORT_FIELDS,
  ),
  iotBattery: vehicleAlertExport(
    'iotBatteryAlerts',
    'IoT Battery Alerts',
    gate('vehicles.IOT_BATTERY_ALERTS'),
    IOT_BATTERY_ALERTS_EXPORT_FIELDS,
  ),
};

export const ACTIVATION_CYCLES_EXPORT_FIELDS = [
  { key: 'code', label: 'Vehicle' },
  { key: 'area', label: 'Area' },
  { key: 'deactivatedAt', label: 'Deactivated' },
  { key: 'deactivatedBy', label: 'Deactivated by' },
  { key: 'activatedAt', label: 'Activated' },
  { key: 'activatedBy', label: 'Activated by' },
  { key: 'minutesOut', label: 'Out of service' },
  { key: 'battery', label: 'Battery' },
] as const;

export type ActivationCyclesExportField = (typeof ACTIVATION_CYCLES_EXPORT_FIELDS)[number]['key'];

/** The page's filters are its query's arguments, so the activated range sits at their top level (ISO instants, 02 §5). */
export const ACTIVATION_CYCLES_EXPORT: ExportModuleSpec<ActivationCyclesExportField> = {
  module: 'activationCycles',
  title: 'Vehicles Activation Cycle',
  permissions: [gate('vehicles.VIEW_ACTIVATION_CYCLE'), gate('vehicles.EXPORT')],
  fields: ACTIVATION_CYCLES_EXPORT_FIELDS,
  dateFilter: null,
  rangeLabel: 'Activated between',
};

export const MALFUNCTION_ALERTS_EXPORT_FIELDS = [
  { key: 'code', label: 'Vehicle' },
  { key: 'area', label: 'Area' },
  { key: 'createdAt', label: 'Reported' },
  { key: 'status', label: 'Task status' },
  { key: 'mainCase', label: 'Main case' },
  { key: 'assignedToName', label: 'Agent' },
  { key: 'battery', label: 'Battery' },
  { key: 'vehicleStatus', label: 'Vehicle status' },
] as const;

export type MalfunctionAlertsExportField = (typeof MALFUNCTION_ALERTS_EXPORT_FIELDS)[number]['key'];

/** 02 §5: the date limit does not apply to vehicles; the list has no date filter. */
export const MALFUNCTION_ALERTS_EXPORT: ExportModuleSpec<MalfunctionAlertsExportField> = {
  module: 'malfunctionAlerts',
  title: 'Vehicles Malfunction Alerts',
  permissions: [gate('vehicles.VIEW_VEHICLE_MALFUNCTION_ALERT'), gate('vehicles.EXPORT')],
  fields: MALFUNCTION_ALERTS_EXPORT_FIELDS,
  dateFilter: false,
  rangeLabel: '',
};

export const VEHICLES_COUNTER_EXPORT_FIELDS = [
  { key: 'date', label: 'Date' },
  { key: 'takenAt', label: 'Snapshot' },
  { key: 'area', label: 'Area' },
  { key: 'on', label: 'On' },
  { key: 'ready', label: 'Ready' },
  { key: 'off', label: 'Off' },
  { key: 'total', label: 'Total' },
] as const;

export type VehiclesCounterExportField = (typeof VEHICLES_COUNTER_EXPORT_FIELDS)[number]['key'];

/**
 * The Counter table as shown (02 §2: it has no search). Its filters are its query's
 * arguments: plain dates at their top level (02 §5), read as Cairo days, the days its
 * snapshots are counted in.
 */
export const VEHICLES_COUNTER_EXPORT: ExportModuleSpec<VehiclesCounterExportField> = {
  module: 'vehiclesCounter',
  title: 'Counter',
  permissions: [gate('vehicles.VIEW_SNAPSHOT_COUNTER'), gate('vehicles.EXPORT')],
  fields: VEHICLES_COUNTER_EXPORT_FIELDS,
  dateFilter: null,
  rangeLabel: 'Days between',
  timeZone: CAIRO_TIME_ZONE,
};

/** A Counter row has no id of its own: its day and area name it, on the page and in a selection. */
export const counterRowKey = (row: { date: string; area?: { _id: string } | null }): string =>
  `${row.date}:${row.area?._id ?? ''}`;
