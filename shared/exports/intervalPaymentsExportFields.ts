import { gate } from '../rules/permissions/catalogue';
import type { ExportModuleSpec } from './exportModule';

/** The IntervalPayments list's export: each scheduled charge, its state and its attempts, amounts in EGP. */
export const INTERVAL_PAYMENTS_EXPORT_FIELDS = [
  { key: 'user', label: 'User' },
  { key: 'phoneNumber', label: 'Phone', permission: gate('users.VIEW_PAGE') },
  { key: 'source', label: 'Source' },
  { key: 'status', label: 'Status' },
  { key: 'amount', label: 'Amount (EGP)' },
  { key: 'credit', label: 'Credit (EGP)' },
  { key: 'maskedPan', label: 'Card' },
  { key: 'scheduledAt', label: 'Scheduled At' },
  { key: 'attempts', label: 'Attempts' },
  { key: 'maxAttempts', label: 'Max Attempts' },
  { key: 'nextRetryAt', label: 'Next Retry' },
  { key: 'failedAt', label: 'Failed At' },
  { key: 'succeededAt', label: 'Succeeded At' },
  { key: 'lastMessage', label: 'Last Message' },
] as const;

export type IntervalPaymentsExportField = (typeof INTERVAL_PAYMENTS_EXPORT_FIELDS)[number]['key'];

/** Those who see the payments pages and export bills; the range is the scheduled date. */
export const INTERVAL_PAYMENTS_EXPORT: ExportModuleSpec<IntervalPaymentsExportField> = {
  module: 'intervalPayments',
  title: 'IntervalPayments',
  permissions: [gate('bills.VIEW_PAYMENT_TRANSACTIONS'), gate('bills.EXPORT')],
  fields: INTERVAL_PAYMENTS_EXPORT_FIELDS,
  dateFilter: 'date',
  rangeLabel: 'Scheduled between',
};
