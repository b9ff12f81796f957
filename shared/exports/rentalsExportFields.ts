import { gate } from '../rules/permissions/catalogue';
import type { ExportModuleSpec } from './exportModule';

/** The Rentals list's export: the columns it shows, the price in EGP. */
export const RENTALS_EXPORT_FIELDS = [
  { key: 'user', label: 'User' },
  { key: 'phoneNumber', label: 'Phone' },
  { key: 'area', label: 'Area' },
  { key: 'rentalDate', label: 'Rental Day' },
  { key: 'status', label: 'Status' },
  { key: 'vehicle', label: 'Vehicle' },
  { key: 'price', label: 'Price (EGP)' },
  { key: 'deliveryAddress', label: 'Delivery Address' },
  { key: 'createdAt', label: 'Booked At' },
] as const;

export type RentalsExportField = (typeof RENTALS_EXPORT_FIELDS)[number]['key'];

/** rentals.EXPORT is ours; the range is the rented day (the page's date filter). */
export const RENTALS_EXPORT: ExportModuleSpec<RentalsExportField> = {
  module: 'rentals',
  title: 'Rentals',
  permissions: [gate('rentals.VIEW_PAGE'), gate('rentals.EXPORT')],
  fields: RENTALS_EXPORT_FIELDS,
  dateFilter: 'date',
  rangeLabel: 'Rental days between',
};
