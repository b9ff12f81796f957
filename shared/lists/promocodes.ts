import { z } from 'zod';
import { PROMOCODE_EXPIRY, PROMOCODE_TYPES } from '../rules/promocode';
import { dateRangeSchema } from './dateRangeFilter';
import type { ListDefinition } from './listRequest';

/**
 * The Promocodes list's filters (02 §9: types percentage, specificValue, freeTrips; expiry
 * active, noExpiry, expired) plus the created-date range every list offers. The page's panel
 * edits this shape and getPromocodes reads it.
 */
export const promocodesFilterSchema = z.strictObject({
  type: z.enum(PROMOCODE_TYPES).optional(),
  expiry: z.enum(PROMOCODE_EXPIRY).optional(),
  createdAt: dateRangeSchema.optional(),
});

export type PromocodesFilters = z.infer<typeof promocodesFilterSchema>;

export const PROMOCODES_SORT_FIELDS = ['createdAt', 'code', 'expirationDate', 'usedCount'] as const;
export type PromocodesSortField = (typeof PROMOCODES_SORT_FIELDS)[number];

/** The spec gives no page size for promocodes: the rides table's (25; 25–200). */
export const PROMOCODES_LIST: ListDefinition<PromocodesFilters, PromocodesSortField> = {
  name: 'promocodes',
  filters: promocodesFilterSchema,
  sortFields: PROMOCODES_SORT_FIELDS,
  defaultSort: { fieldName: 'createdAt', sortType: 'desc' },
  pageSize: 25,
  pageSizeOptions: [25, 50, 100, 150, 200],
};
