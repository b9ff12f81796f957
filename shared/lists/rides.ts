import { z } from 'zod';
import { RIDES_PAGE_SIZE, RIDES_PAGE_SIZE_OPTIONS } from '../rules/constants';
import { RATING_PRESENCE_CHOICES, RIDE_CHECK_STATUS_LABELS, RIDE_TYPE_LABELS } from '../rules/filterOptions';
import { RIDE_ENDED_BY, RIDE_STATUSES } from '../rules/labels';
import { dateRangeSchema } from './dateRangeFilter';
import type { ListDefinition } from './listRequest';

/** 02 §3 Ride status and endedBy (rules/labels.ts). */
export { RIDE_ENDED_BY, RIDE_STATUSES };
export type RideStatusFilter = (typeof RIDE_STATUSES)[number];

/** 02 §9 ride types: clientRide (U&G) and expressRide. */
export const RIDE_TYPES = Object.keys(RIDE_TYPE_LABELS) as Array<keyof typeof RIDE_TYPE_LABELS>;
export type RideTypeFilter = keyof typeof RIDE_TYPE_LABELS;
/** 02 §4 ride check status: P, Y, N, or All (no condition). The Rides page sends P unless told otherwise. */
export const RIDE_CHECK_STATUSES = Object.keys(RIDE_CHECK_STATUS_LABELS) as Array<
  keyof typeof RIDE_CHECK_STATUS_LABELS
>;
export type RideCheckStatusFilter = keyof typeof RIDE_CHECK_STATUS_LABELS;
export type RideEndedByFilter = (typeof RIDE_ENDED_BY)[number];
/** 02 §9 rating filter: 0 (all) to 5, With Any Rating, Without Any Rating. */
export const RIDE_RATING_CHOICES = RATING_PRESENCE_CHOICES;

export const RIDES_FILTER_MESSAGES = {
  rideType: 'Ride type must be clientRide or expressRide',
  checkStatus: 'Check status must be P, Y, N or All',
  rating: 'Rating must be 0 to 5, With Any Rating or Without Any Rating',
  endedBy: 'Ended by must be user, dashboard, scooter or auto end',
  status: 'Status must be ongoing or done',
} as const;

const id = z.string().trim().min(1);
const ratingError = { error: RIDES_FILTER_MESSAGES.rating };
const ratingNumber = z.number(ratingError).int(ratingError).min(0, ratingError).max(5, ratingError);

/**
 * The rides list's filters (02 §7: "filters JSON with user or scooter") and every filter of the
 * Rides page (issue 9 §1). The user page's Rides tab and /app/rides read this one definition;
 * an unknown key is refused, not ignored. The date range carries times (Cairo, 02 §5) and is
 * matched against the ride's start.
 */
export const ridesFilterSchema = z.strictObject({
  /** One rider's id (the user page's Rides tab). */
  user: id.optional(),
  /** One vehicle's id (a vehicle's rides tab). */
  scooter: id.optional(),
  status: z.enum(RIDE_STATUSES, { error: RIDES_FILTER_MESSAGES.status }).optional(),
  date: dateRangeSchema.optional(),
  /** Area ids; an empty list is dropped before this reads it (02 §5). */
  area: z.array(id).optional(),
  rideType: z
    .enum(RIDE_TYPES as [RideTypeFilter, ...RideTypeFilter[]], { error: RIDES_FILTER_MESSAGES.rideType })
    .optional(),
  checkStatus: z
    .enum(RIDE_CHECK_STATUSES as [RideCheckStatusFilter, ...RideCheckStatusFilter[]], {
      error: RIDES_FILTER_MESSAGES.checkStatus,
    })
    .optional(),
  /** 0 is all; 1–5 that rating exactly; or with / without any rating. */
  rating: z
    .union([ratingNumber, z.enum(RIDE_RATING_CHOICES)], { error: RIDES_FILTER_MESSAGES.rating })
    .optional(),
  /** A promocode's code (any case): the rides billed with it. */
  promocode: id.optional(),
  endedBy: z.enum(RIDE_ENDED_BY, { error: RIDES_FILTER_MESSAGES.endedBy }).optional(),
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
