import { gate } from '../rules/permissions/catalogue';
import type { ExportModuleSpec } from './exportModule';

/** The Scooters list's export: the columns it shows (code, type, battery as displayed, states, area, flags, place, last update). */
export const VEHICLES_EXPORT_FIELDS = [
  { key: 'code', label: 'Code' },
  { key: 'vehicleType', label: 'Type' },
  { key: 'manufacturer', label: 'Manufacturer' },
  { key: 'battery', label: 'Battery (%)' },
  { key: 'status', label: 'Status' },
  { key: 'iotStatus', label: 'IoT' },
  { key: 'lockStatus', label: 'Lock' },
  { key: 'area', label: 'Area' },
  { key: 'flags', label: 'Flags' },
  { key: 'lat', label: 'Lat' },
  { key: 'long', label: 'Long' },
  { key: 'lastUpdate', label: 'Last Update' },
  { key: 'createdAt', label: 'Created At' },
  { key: 'kind', label: 'Kind' },
] as const;

export type VehiclesExportField = (typeof VEHICLES_EXPORT_FIELDS)[number]['key'];

/**
 * 02 §5: the export date limit does not apply to vehicles, and the list has no date filter.
 * One module for the Scooters and the Bikes page: each sends its kind as a filter.
 */
export const VEHICLES_EXPORT: ExportModuleSpec<VehiclesExportField> = {
  module: 'vehicles',
  title: 'Scooters',
  permissions: [gate('vehicles.VIEW_PAGE'), gate('vehicles.EXPORT')],
  fields: VEHICLES_EXPORT_FIELDS,
  dateFilter: false,
  rangeLabel: '',
};
