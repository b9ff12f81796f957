import { z } from 'zod';
import { RESERVATION_STATUSES } from '../rules/reservations';
import { dateRangeSchema } from './dateRangeFilter';
import type { ListDefinition } from './listRequest';

const id = z.string().trim().min(1);

/** Reservations (/app/reservations): status used / unused / expired, area, when reserved, one rider. */
export const reservationsFilterSchema = z.strictObject({
  status: z.enum(RESERVATION_STATUSES, { error: 'Status must be used, unused or expired' }).optional(),
  area: z.array(id).optional(),
  /** Reserved in this range. */
  date: dateRangeSchema.optional(),
  user: id.optional(),
});
export type ReservationsFilters = z.infer<typeof reservationsFilterSchema>;
export const RESERVATIONS_SORT_FIELDS = ['reservedAt', 'cost'] as const;
export type ReservationsSortField = (typeof RESERVATIONS_SORT_FIELDS)[number];

export const RESERVATIONS_LIST: ListDefinition<ReservationsFilters, ReservationsSortField> = {
  name: 'reservations',
  filters: reservationsFilterSchema,
  sortFields: RESERVATIONS_SORT_FIELDS,
  defaultSort: { fieldName: 'reservedAt', sortType: 'desc' },
  pageSize: 25,
  pageSizeOptions: [25, 50, 100, 150, 200],
};
