import { z } from 'zod';
import { PAYMENT_TRANSACTIONS_PAGE_SIZE, PAYMENT_TRANSACTIONS_PAGE_SIZE_OPTIONS } from '../rules/constants';
import { PAYMENT_SOURCES, PAYMENT_STATUSES, PAYMENT_TYPES, type PaymentSource } from '../rules/labels';
import { dateRangeSchema } from './dateRangeFilter';
import type { ListDefinition } from './listRequest';

const id = z.string().trim().min(1);

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/**
 * getPaymentTrnasctions' filters (02 §2, §3): status (pending, failed, refunded, success,
 * expired), type (AUTH, PAY_CARD, PAY_WALLET), source (the payment sources: what was paid
 * for) and the creation date range; userId scopes the list to one rider (the user page).
 */
export const paymentTransactionsFilterSchema = z.strictObject({
  status: z.enum(PAYMENT_STATUSES).optional(),
  type: z.enum(PAYMENT_TYPES).optional(),
  source: z.enum(PAYMENT_SOURCES as [PaymentSource, ...PaymentSource[]]).optional(),
  date: dateRangeSchema.optional(),
  userId: id.optional(),
});

export type PaymentTransactionsFilters = z.infer<typeof paymentTransactionsFilterSchema>;

export const PAYMENT_TRANSACTIONS_SORT_FIELDS = ['createdAt'] as const;
export type PaymentTransactionsSortField = (typeof PAYMENT_TRANSACTIONS_SORT_FIELDS)[number];

/** 02 §9: 50 rows by default; 25, 50, 100, 150, 200. */
export const PAYMENT_TRANSACTIONS_LIST: ListDefinition<
  PaymentTransactionsFilters,
  PaymentTransactionsSortField
> = {
  name: 'paymentTransactions',
  filters: paymentTransactionsFilterSchema,
  sortFields: PAYMENT_TRANSACTIONS_SORT_FIELDS,
  defaultSort: { fieldName: 'createdAt', sortType: 'desc' },
  pageSize: PAYMENT_TRANSACTIONS_PAGE_SIZE,
  pageSizeOptions: PAYMENT_TRANSACTIONS_PAGE_SIZE_OPTIONS,
};
