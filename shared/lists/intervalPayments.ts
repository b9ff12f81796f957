import { z } from 'zod';
import { PAYMENT_TRANSACTIONS_PAGE_SIZE, PAYMENT_TRANSACTIONS_PAGE_SIZE_OPTIONS } from '../rules/constants';
import { dateRangeSchema } from './dateRangeFilter';
import type { ListDefinition } from './listRequest';

const id = z.string().trim().min(1);

/** What a scheduled charge is for: a prime subscription's renewal or a wallet auto-charge. */
export const INTERVAL_PAYMENT_SOURCE_LABELS = {
  primeRenewal: 'Prime Renewal',
  walletAutoCharge: 'Wallet Auto Charge',
} as const;
export type IntervalPaymentSource = keyof typeof INTERVAL_PAYMENT_SOURCE_LABELS;
export const INTERVAL_PAYMENT_SOURCES = Object.keys(
  INTERVAL_PAYMENT_SOURCE_LABELS,
) as IntervalPaymentSource[];

/** Where a scheduled charge is: due, waiting for the gateway, paid, or failed (maybe retried later). */
export const INTERVAL_PAYMENT_STATUS_LABELS = {
  scheduled: 'Scheduled',
  pending: 'Pending',
  success: 'Success',
  failed: 'Failed',
} as const;
export type IntervalPaymentStatus = keyof typeof INTERVAL_PAYMENT_STATUS_LABELS;
export const INTERVAL_PAYMENT_STATUSES = Object.keys(
  INTERVAL_PAYMENT_STATUS_LABELS,
) as IntervalPaymentStatus[];

/** The IntervalPayments list's filters (issue 8 §8): status, source, the schedule's date range, one rider. */
export const intervalPaymentsFilterSchema = z.strictObject({
  status: z.enum(INTERVAL_PAYMENT_STATUSES as [IntervalPaymentStatus, ...IntervalPaymentStatus[]]).optional(),
  source: z.enum(INTERVAL_PAYMENT_SOURCES as [IntervalPaymentSource, ...IntervalPaymentSource[]]).optional(),
  date: dateRangeSchema.optional(),
  userId: id.optional(),
});

export type IntervalPaymentsFilters = z.infer<typeof intervalPaymentsFilterSchema>;

export const INTERVAL_PAYMENTS_SORT_FIELDS = ['scheduledAt'] as const;
export type IntervalPaymentsSortField = (typeof INTERVAL_PAYMENTS_SORT_FIELDS)[number];

/** The spec names no page size for this list; the payment transactions' (50; 25–200) is its kin. */
export const INTERVAL_PAYMENTS_LIST: ListDefinition<IntervalPaymentsFilters, IntervalPaymentsSortField> = {
  name: 'intervalPayments',
  filters: intervalPaymentsFilterSchema,
  sortFields: INTERVAL_PAYMENTS_SORT_FIELDS,
  defaultSort: { fieldName: 'scheduledAt', sortType: 'desc' },
  pageSize: PAYMENT_TRANSACTIONS_PAGE_SIZE,
  pageSizeOptions: PAYMENT_TRANSACTIONS_PAGE_SIZE_OPTIONS,
};

/** The retry's refusals, word for word in the service, the page and the tests. */
export const INTERVAL_PAYMENT_MESSAGES = {
  notFound: 'Interval payment not found!',
  notFailed: 'Only a failed interval payment can be retried.',
  notAllowed: 'You do not have permission to retry payments.',
} as const;
