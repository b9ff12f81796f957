import { gate } from '../rules/permissions/catalogue';
import type { ExportModuleSpec } from './exportModule';

/**
 * The Reservations export field list (02 §3 "Export field lists exist for ... Reservations";
 * the spec does not list them, so these are the list's columns): rider, vehicle, area, the
 * plan held, its cost, the status and the times, and the ride it became.
 */
export const RESERVATIONS_EXPORT_FIELDS = [
  { key: '_id', label: 'Reservation ID' },
  { key: 'userName', label: 'User' },
  { key: 'phoneNumber', label: 'Phone' },
  { key: 'scooter', label: 'Scooter' },
  { key: 'area', label: 'Area' },
  { key: 'status', label: 'Status' },
  { key: 'minutes', label: 'Minutes' },
  { key: 'cost', label: 'Cost (EGP)' },
  { key: 'reservedAt', label: 'Reserved At' },
  { key: 'expiresAt', label: 'Expires At' },
  { key: 'usedAt', label: 'Used At' },
  { key: 'ride', label: 'Ride' },
] as const;

export type ReservationsExportField = (typeof RESERVATIONS_EXPORT_FIELDS)[number]['key'];

/** reservations.VIEW and reservations.EXPORT; the 95-day limit applies to the reserved-at range. */
export const RESERVATIONS_EXPORT: ExportModuleSpec<ReservationsExportField> = {
  module: 'reservations',
  title: 'Reservations',
  permissions: [gate('reservations.VIEW'), gate('reservations.EXPORT')],
  fields: RESERVATIONS_EXPORT_FIELDS,
  dateFilter: 'date',
  rangeLabel: 'Reserved between',
};
