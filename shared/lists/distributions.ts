import { z } from 'zod';
import { dateRangeSchema } from './dateRangeFilter';
import type { ListDefinition } from './listRequest';

/** Distributions (02 §2 header 'Distributions'; 03 §7): by area and by created date, newest first. */
export const distributionsFilterSchema = z.strictObject({
  /** Area ids; an empty list is dropped before this reads it. */
  area: z.array(z.string().min(1)).optional(),
  dateCreated: dateRangeSchema.optional(),
});

export type DistributionsFilters = z.infer<typeof distributionsFilterSchema>;

export const DISTRIBUTIONS_SORT_FIELDS = ['dateCreated'] as const;
export type DistributionsSortField = (typeof DISTRIBUTIONS_SORT_FIELDS)[number];

export const DISTRIBUTIONS_LIST: ListDefinition<DistributionsFilters, DistributionsSortField> = {
  name: 'distributions',
  filters: distributionsFilterSchema,
  sortFields: DISTRIBUTIONS_SORT_FIELDS,
  defaultSort: { fieldName: 'dateCreated', sortType: 'desc' },
  pageSize: 25,
  pageSizeOptions: [25, 50, 100],
};
