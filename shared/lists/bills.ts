import { z } from 'zod';
import { ACTUAL_BILLED_FILTERS, BILL_TYPES } from '../rules/bills';
import { RIDES_PAGE_SIZE_OPTIONS } from '../rules/constants';
import { dateRangeSchema } from './dateRangeFilter';
import type { ListDefinition } from './listRequest';

const id = z.string().trim().min(1);

/**
 * Every bills filter issue 8 names (02 §3, §9): the type (the six filter types, and the
 * manual types), actual billed zero or more than zero, the gateway, paid with balance /
 * promocode / subscription, refunded, the date range; plus one user (the bills(user)
 * argument) and auto-settled (the fixed filter of /app/auto-settlings). A key the server
 * does not know is refused, not ignored.
 */
export const billsFilterSchema = z.strictObject({
  type: z.enum(BILL_TYPES).optional(),
  actualBilled: z.enum(ACTUAL_BILLED_FILTERS).optional(),
  gateway: z.string().trim().min(1).max(60).optional(),
  /** true: some part was paid this way; false: none was. */
  paidWithBalance: z.boolean().optional(),
  paidWithPromocode: z.boolean().optional(),
  paidWithSubscription: z.boolean().optional(),
  isRefunded: z.boolean().optional(),
  date: dateRangeSchema.optional(),
  user: id.optional(),
  isAutoSettle: z.boolean().optional(),
});

export type BillsFilters = z.infer<typeof billsFilterSchema>;

export const BILLS_SORT_FIELDS = ['date', 'serialNumber', 'totalCost', 'actualCost'] as const;
export type BillsSortField = (typeof BILLS_SORT_FIELDS)[number];

/**
 * The spec gives no page size for bills; the rides table's (25; 25–200) is used, the list
 * finance reads beside it.
 */
export const BILLS_LIST: ListDefinition<BillsFilters, BillsSortField> = {
  name: 'bills',
  filters: billsFilterSchema,
  sortFields: BILLS_SORT_FIELDS,
  defaultSort: { fieldName: 'date', sortType: 'desc' },
  pageSize: 25,
  pageSizeOptions: RIDES_PAGE_SIZE_OPTIONS,
};

/** /app/auto-settlings: the same list with isAutoSettle fixed (the page never offers the key). */
export const AUTO_SETTLINGS_FIXED_FILTERS = { isAutoSettle: true } as const satisfies Partial<BillsFilters>;
