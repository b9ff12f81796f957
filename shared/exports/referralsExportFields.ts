import { gate } from '../rules/permissions/catalogue';
import type { ExportModuleSpec } from './exportModule';

/** Referred Users: the columns the list shows. */
export const REFERRED_USERS_EXPORT_FIELDS = [
  { key: 'referrer', label: 'Referred By' },
  { key: 'name', label: 'Name' },
  { key: 'phoneNumber', label: 'Phone' },
  { key: 'area', label: 'Area' },
  { key: 'trips', label: 'Trips' },
  { key: 'createdAt', label: 'Registered' },
] as const;

/** Refer Initiator Users: the columns the list shows, the added balance in EGP. */
export const REFER_INITIATORS_EXPORT_FIELDS = [
  { key: 'name', label: 'Name' },
  { key: 'phoneNumber', label: 'Phone' },
  { key: 'referralCode', label: 'Referral Code' },
  { key: 'referrals', label: 'Referrals' },
  { key: 'addedBalance', label: 'Added Balance (EGP)' },
  { key: 'area', label: 'Area' },
  { key: 'trips', label: 'Trips' },
  { key: 'createdAt', label: 'Registered' },
] as const;

export type ReferredUsersExportField = (typeof REFERRED_USERS_EXPORT_FIELDS)[number]['key'];
export type ReferInitiatorsExportField = (typeof REFER_INITIATORS_EXPORT_FIELDS)[number]['key'];

/** Both lists are users (users.VIEW_PAGE): exporting them needs users.EXPORT; the range is the registration date. */
export const REFERRED_USERS_EXPORT: ExportModuleSpec<ReferredUsersExportField> = {
  module: 'referredUsers',
  title: 'Referred Users',
  permissions: [gate('users.VIEW_PAGE'), gate('users.EXPORT')],
  fields: REFERRED_USERS_EXPORT_FIELDS,
  dateFilter: 'date',
  rangeLabel: 'Registered between',
};

export const REFER_INITIATORS_EXPORT: ExportModuleSpec<ReferInitiatorsExportField> = {
  module: 'referInitiators',
  title: 'Refer Initiator Users',
  permissions: [gate('users.VIEW_PAGE'), gate('users.EXPORT')],
  fields: REFER_INITIATORS_EXPORT_FIELDS,
  dateFilter: 'date',
  rangeLabel: 'Registered between',
};
