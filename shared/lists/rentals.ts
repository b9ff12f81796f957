import { z } from 'zod';
import { RENTAL_STATUSES } from '../rules/rentals';
import { dateRangeSchema } from './dateRangeFilter';
import type { ListDefinition } from './listRequest';

const id = z.string().trim().min(1);

/** Rentals (/app/rentals): status (02 §4), area, the rented day's range, one rider. */
export const rentalsFilterSchema = z.strictObject({
  status: z
    .enum(RENTAL_STATUSES, { error: 'Status must be pending, ready, delivered or collected' })
    .optional(),
  area: z.array(id).optional(),
  /** The rented day falls in this range. */
  date: dateRangeSchema.optional(),
  user: id.optional(),
});
export type RentalsFilters = z.infer<typeof rentalsFilterSchema>;
export const RENTALS_SORT_FIELDS = ['createdAt', 'rentalDate'] as const;
export type RentalsSortField = (typeof RENTALS_SORT_FIELDS)[number];

export const RENTALS_LIST: ListDefinition<RentalsFilters, RentalsSortField> = {
  name: 'rentals',
  filters: rentalsFilterSchema,
  sortFields: RENTALS_SORT_FIELDS,
  defaultSort: { fieldName: 'createdAt', sortType: 'desc' },
  pageSize: 25,
  pageSizeOptions: [25, 50, 100, 150, 200],
};
