import { gate } from '../rules/permissions/catalogue';
import type { ExportModuleSpec } from './exportModule';

/** The Prime list's export: the rider, the subscription (plan, price, usage, status), current or not, and its dates. */
export const PRIME_SUBSCRIPTIONS_EXPORT_FIELDS = [
  { key: 'rider', label: 'Rider' },
  { key: 'phoneNumber', label: 'Phone', permission: gate('users.VIEW_PAGE') },
  { key: 'plan', label: 'Plan' },
  { key: 'price', label: 'Price (EGP)' },
  { key: 'status', label: 'Status' },
  { key: 'usedUnlocks', label: 'Used Unlocks' },
  { key: 'usedReservations', label: 'Used Reservations' },
  { key: 'savedCost', label: 'Saved (EGP)' },
  { key: 'current', label: 'Current' },
  { key: 'validUntil', label: 'Valid Until' },
  { key: 'stoppedAt', label: 'Stopped At' },
  { key: 'createdAt', label: 'Created' },
] as const;

export type PrimeSubscriptionsExportField = (typeof PRIME_SUBSCRIPTIONS_EXPORT_FIELDS)[number]['key'];

/** prime.EXPORT is ours (02 §6: one export permission per module); the range is the subscription's creation. */
export const PRIME_SUBSCRIPTIONS_EXPORT: ExportModuleSpec<PrimeSubscriptionsExportField> = {
  module: 'primeSubscriptions',
  title: 'Prime',
  permissions: [gate('prime.VIEW_PAGE'), gate('prime.EXPORT')],
  fields: PRIME_SUBSCRIPTIONS_EXPORT_FIELDS,
  dateFilter: 'createdAt',
  rangeLabel: 'Created between',
};
