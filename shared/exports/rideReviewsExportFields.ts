import { CAIRO_TIME_ZONE } from '../lists/dateRangeFilter';
import { gate } from '../rules/permissions/catalogue';
import type { ExportModuleSpec } from './exportModule';

/**
 * Ride Ratings: the list's columns in its order. Stars are written as their number, and the
 * amounts as numbers with their unit in the header, so the sheet can be sorted and summed.
 */
export const RIDE_RATINGS_EXPORT_FIELDS = [
  { key: 'rating', label: 'Rating' },
  { key: 'comment', label: 'Comment' },
  { key: 'user', label: 'User' },
  { key: 'phone', label: 'Phone' },
  { key: 'scooter', label: 'Scooter' },
  { key: 'area', label: 'Area' },
  { key: 'date', label: 'Date' },
  { key: 'duration', label: 'Duration (min)' },
  { key: 'price', label: 'Price (EGP)' },
] as const;

/** Untapped Rides: the list's columns in its order; the batteries stay one column, as the list pairs them. */
export const UNTAPPED_RIDES_EXPORT_FIELDS = [
  { key: 'scooter', label: 'Scooter' },
  { key: 'area', label: 'Area' },
  { key: 'user', label: 'User' },
  { key: 'phone', label: 'Phone' },
  { key: 'date', label: 'Date' },
  { key: 'duration', label: 'Duration (min)' },
  { key: 'distance', label: 'Distance (m)' },
  { key: 'battery', label: 'Start/End Battery' },
  { key: 'price', label: 'Price (EGP)' },
  { key: 'endedBy', label: 'Ended by' },
] as const;

export type RideRatingsExportField = (typeof RIDE_RATINGS_EXPORT_FIELDS)[number]['key'];
export type UntappedRidesExportField = (typeof UNTAPPED_RIDES_EXPORT_FIELDS)[number]['key'];

/**
 * Both lists are rides: exporting them needs rides.EXPORT beside the page's own view flag.
 * The range is the ride's start on the Cairo calendar, as the lists' date filters read it.
 */
export const RIDE_RATINGS_EXPORT: ExportModuleSpec<RideRatingsExportField> = {
  module: 'rideRatings',
  title: 'Ride Ratings',
  permissions: [gate('rides.VIEW_RIDES_RATINGS'), gate('rides.EXPORT')],
  fields: RIDE_RATINGS_EXPORT_FIELDS,
  dateFilter: 'date',
  rangeLabel: 'Rides started between',
  timeZone: CAIRO_TIME_ZONE,
};

export const UNTAPPED_RIDES_EXPORT: ExportModuleSpec<UntappedRidesExportField> = {
  module: 'untappedRides',
  title: 'Untapped Rides',
  permissions: [gate('rides.VIEW_UNTAPPED_PAGE'), gate('rides.EXPORT')],
  fields: UNTAPPED_RIDES_EXPORT_FIELDS,
  dateFilter: 'date',
  rangeLabel: 'Rides started between',
  timeZone: CAIRO_TIME_ZONE,
};
