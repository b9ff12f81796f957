import { z } from 'zod';
import { RIDE_CHECK_STATUSES, type RideCheckStatusFilter } from './rides';
import { dateRangeSchema } from './dateRangeFilter';
import type { ListDefinition } from './listRequest';

/**
 * The three ride review lists of issue 9 §3 (Ride Images, Ride Ratings, Untapped Rides):
 * each a view of ended rides with filters of its own. Dates are the ride's start, as on the
 * Rides page.
 */

const id = z.string().trim().min(1);
const RATING_MESSAGE = 'Rating must be 0 (all) to 5';

/** Ride Images (/app/ride/images): ended rides with an end-of-ride photo. */
export const rideImagesFilterSchema = z.strictObject({
  checkStatus: z
    .enum(RIDE_CHECK_STATUSES as [RideCheckStatusFilter, ...RideCheckStatusFilter[]], {
      error: 'Check status must be P, Y, N or All',
    })
    .optional(),
  area: z.array(id).optional(),
  date: dateRangeSchema.optional(),
});
export type RideImagesFilters = z.infer<typeof rideImagesFilterSchema>;
export const RIDE_IMAGES_SORT_FIELDS = ['start_time'] as const;
export type RideImagesSortField = (typeof RIDE_IMAGES_SORT_FIELDS)[number];

/** A grid of photos: 24 a page (four rows of six), up to 96. */
export const RIDE_IMAGES_LIST: ListDefinition<RideImagesFilters, RideImagesSortField> = {
  name: 'rideImages',
  filters: rideImagesFilterSchema,
  sortFields: RIDE_IMAGES_SORT_FIELDS,
  defaultSort: { fieldName: 'start_time', sortType: 'desc' },
  pageSize: 24,
  pageSizeOptions: [12, 24, 48, 96],
};

/** Ride Ratings (/app/ride/ratings): rated rides. rating 0 is every rating (02 §9). */
export const rideRatingsFilterSchema = z.strictObject({
  rating: z
    .number({ error: RATING_MESSAGE })
    .int(RATING_MESSAGE)
    .min(0, RATING_MESSAGE)
    .max(5, RATING_MESSAGE)
    .optional(),
  /** Only rides whose rider left a comment. */
  withComment: z.boolean().optional(),
  area: z.array(id).optional(),
  date: dateRangeSchema.optional(),
});
export type RideRatingsFilters = z.infer<typeof rideRatingsFilterSchema>;
export const RIDE_RATINGS_SORT_FIELDS = ['start_time', 'rating'] as const;
export type RideRatingsSortField = (typeof RIDE_RATINGS_SORT_FIELDS)[number];

export const RIDE_RATINGS_LIST: ListDefinition<RideRatingsFilters, RideRatingsSortField> = {
  name: 'rideRatings',
  filters: rideRatingsFilterSchema,
  sortFields: RIDE_RATINGS_SORT_FIELDS,
  defaultSort: { fieldName: 'start_time', sortType: 'desc' },
  pageSize: 25,
  pageSizeOptions: [25, 50, 100, 150, 200],
};

/** Untapped Rides (/app/untapped-rides): the rule is shared/rules/untappedRide.ts. */
export const untappedRidesFilterSchema = z.strictObject({
  area: z.array(id).optional(),
  date: dateRangeSchema.optional(),
});
export type UntappedRidesFilters = z.infer<typeof untappedRidesFilterSchema>;
export const UNTAPPED_RIDES_SORT_FIELDS = ['start_time', 'time'] as const;
export type UntappedRidesSortField = (typeof UNTAPPED_RIDES_SORT_FIELDS)[number];

export const UNTAPPED_RIDES_LIST: ListDefinition<UntappedRidesFilters, UntappedRidesSortField> = {
  name: 'untappedRides',
  filters: untappedRidesFilterSchema,
  sortFields: UNTAPPED_RIDES_SORT_FIELDS,
  defaultSort: { fieldName: 'start_time', sortType: 'desc' },
  pageSize: 25,
  pageSizeOptions: [25, 50, 100, 150, 200],
};
