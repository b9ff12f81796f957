import { z } from 'zod';
import { RIDES_PAGE_SIZE, RIDES_PAGE_SIZE_OPTIONS } from '../rules/constants';
import { dateRangeSchema } from './dateRangeFilter';
import type { ListDefinition } from './listRequest';

/** 02 §3 Ride status. */
export const RIDE_STATUSES = ['ongoing', 'done'] as const;
export type RideStatusFilter = (typeof RIDE_STATUSES)[number];

const id = z.string().trim().min(1);

/**
 * The rides list's filters (02 §7: "filters JSON with user or scooter"), plus the status and
 * the ride date range (start of day to end of day, the ride's start time). The rides issue
 * adds the rest of the Rides page's filters here; an unknown key is refused, not ignored.
 */
export const ridesFilterSchema = z.strictObject({
  /** One rider's id (the user page's Rides tab). */
  user: id.optional(),
  /** One vehicle's id (a vehicle's rides tab). */
  scooter: id.optional(),
  status: z.enum(RIDE_STATUSES).optional(),
  date: dateRangeSchema.optional(),
});

export type RidesFilters = z.infer<typeof ridesFilterSchema>;

export const RIDES_SORT_FIELDS = ['createdAt', 'start_time', 'time'] as const;
export type RidesSortField = (typeof RIDES_SORT_FIELDS)[number];

/** 02 §9: rides 25 a page (25, 50, 100, 150, 200). */
export const RIDES_LIST: ListDefinition<RidesFilters, RidesSortField> = {
  name: 'rides',
  filters: ridesFilterSchema,
  sortFields: RIDES_SORT_FIELDS,
  defaultSort: { fieldName: 'createdAt', sortType: 'desc' },
  pageSize: RIDES_PAGE_SIZE,
  pageSizeOptions: RIDES_PAGE_SIZE_OPTIONS,
};
