import { gate } from '../rules/permissions/catalogue';
import type { ExportModuleSpec } from './exportModule';

/**
 * The Rides export field list (02 §3 "Export field lists exist for Rides ..."): the Ride
 * fields of 02 §3 (rider, scooter, area, status, time, prices, promocode, batteries, ended by,
 * rating and comment, start and stop coordinates, images) with the page's check status and
 * ride type, money in EGP, times in Cairo. The spec lists the fields, not the labels; these
 * are ours. The rider's phone needs users.VIEW_PAGE, like the wallet logs' phone.
 */
export const RIDES_EXPORT_FIELDS = [
  { key: 'id', label: 'Ride ID' },
  { key: 'user', label: 'User' },
  { key: 'phoneNumber', label: 'Phone', permission: gate('users.VIEW_PAGE') },
  { key: 'scooter', label: 'Scooter' },
  { key: 'area', label: 'Area' },
  { key: 'status', label: 'Status' },
  { key: 'startTime', label: 'Start Time' },
  { key: 'endTime', label: 'End Time' },
  { key: 'durationMinutes', label: 'Duration (min)' },
  { key: 'basePrice', label: 'Base Price (EGP)' },
  { key: 'minutePrice', label: 'Minute Price (EGP)' },
  { key: 'price', label: 'Price (EGP)' },
  { key: 'compensation', label: 'Compensation (EGP)' },
  { key: 'promocode', label: 'Promocode' },
  { key: 'startBattery', label: 'Start Battery (%)' },
  { key: 'endBattery', label: 'End Battery (%)' },
  { key: 'endedBy', label: 'Ended By' },
  { key: 'rating', label: 'Rating' },
  { key: 'feedbackComment', label: 'Comment' },
  { key: 'checkStatus', label: 'Check Status' },
  { key: 'rideType', label: 'Ride Type' },
  { key: 'startLat', label: 'Start Lat' },
  { key: 'startLong', label: 'Start Long' },
  { key: 'stopLat', label: 'Stop Lat' },
  { key: 'stopLong', label: 'Stop Long' },
  { key: 'hasImage', label: 'Image' },
  { key: 'hasAdditionalImage', label: 'Additional Image' },
  { key: 'createdAt', label: 'Created At' },
] as const;

export type RidesExportField = (typeof RIDES_EXPORT_FIELDS)[number]['key'];

/** The 95-day range is the ride's start (the page's date filter). */
export const RIDES_EXPORT: ExportModuleSpec<RidesExportField> = {
  module: 'rides',
  title: 'Rides',
  permissions: [gate('rides.VIEW_PAGE'), gate('rides.EXPORT')],
  fields: RIDES_EXPORT_FIELDS,
  dateFilter: 'date',
  rangeLabel: 'Started between',
};
