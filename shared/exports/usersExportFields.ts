import { gate } from '../rules/permissions/catalogue';
import type { ExportModuleSpec } from './exportModule';

/**
 * The Users export (issue 7 §1): the Users page's columns and a few a support desk asks
 * for in a file. The national ID is shown only to those who may see ID verifications.
 */
export const USERS_EXPORT_FIELDS = [
  { key: 'name', label: 'Name' },
  { key: 'phoneNumber', label: 'Phone' },
  { key: 'email', label: 'Email' },
  { key: 'balance', label: 'Balance (EGP)' },
  { key: 'tripsCount', label: 'Trips' },
  { key: 'status', label: 'Status' },
  { key: 'verification', label: 'Verification' },
  { key: 'nationalId', label: 'National ID', permission: gate('users.VIEW_VERIFICATION') },
  { key: 'area', label: 'Area' },
  { key: 'type', label: 'Type' },
  { key: 'isExpressRider', label: 'Express Rider' },
  { key: 'deviceOS', label: 'Device OS' },
  { key: 'lastRideAt', label: 'Last Ride' },
  { key: 'createdAt', label: 'Created At' },
] as const;

export type UsersExportField = (typeof USERS_EXPORT_FIELDS)[number]['key'];

/** The 95-day range is the registration date: the one range every rider has. */
export const USERS_EXPORT: ExportModuleSpec<UsersExportField> = {
  module: 'users',
  title: 'Users',
  permissions: [gate('users.EXPORT')],
  fields: USERS_EXPORT_FIELDS,
  dateFilter: 'registrationDate',
  rangeLabel: 'Registered between',
};
