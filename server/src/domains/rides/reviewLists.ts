import { and, eq, gte, inArray, isNotNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { ListDefinition, ListRequestInput } from '@ops/shared/lists/listRequest';
import {
  RIDE_IMAGES_LIST,
  RIDE_RATINGS_LIST,
  UNTAPPED_RIDES_LIST,
  type RideImagesFilters,
  type RideRatingsFilters,
  type UntappedRidesFilters,
} from '@ops/shared/lists/rideReviews';
import type { DateRangeValue } from '@ops/shared/lists/dateRangeFilter';
import { UNTAPPED_MAX_DISTANCE_M } from '@ops/shared/rules/untappedRide';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import { readListRequest, runListQuery, type FilterConditions } from '../../platform/lists/listQuery';
import { selectRideViews, type RideView } from './present';
import { rides } from './tables';

/** The ride's start: as on the Rides page, the day the rider took the vehicle is the ride's date. */
const startedIn = (range: DateRangeValue) =>
  and(gte(rides.startTime, new Date(range.startDate)), lte(rides.startTime, new Date(range.endDate)));
const inAreas = (areaIds: string[]) => inArray(rides.areaId, areaIds);

const IMAGE_CONDITIONS: FilterConditions<RideImagesFilters> = {
  checkStatus: (status) => (status === 'All' ? undefined : eq(rides.checkStatus, status)),
  area: inAreas,
  date: startedIn,
};
export const RATING_CONDITIONS: FilterConditions<RideRatingsFilters> = {
  rating: (rating) => (rating === 0 ? undefined : eq(rides.rating, rating)),
  withComment: (withComment) =>
    withComment
      ? and(isNotNull(rides.feedbackComment), ne(sql`trim(${rides.feedbackComment})`, ''))
      : undefined,
  area: inAreas,
  date: startedIn,
};
export const UNTAPPED_CONDITIONS: FilterConditions<UntappedRidesFilters> = { area: inAreas, date: startedIn };

/** What makes a ride belong to each list, whatever the filters say. */
export const REVIEW_SCOPES = {
  images: and(eq(rides.status, 'done'), isNotNull(rides.imageUrl)),
  ratings: and(eq(rides.status, 'done'), isNotNull(rides.rating)),
  // shared/rules/untappedRide.ts, in SQL: ended, with a recorded distance under the bound.
  untapped: and(
    eq(rides.status, 'done'),
    isNotNull(rides.distanceM),
    lt(rides.distanceM, UNTAPPED_MAX_DISTANCE_M),
  ),
} as const;

interface RidesPageView {
  rides: RideView[];
  totalRides: number;
  totalPages: number;
}

async function reviewPage<F extends object, S extends string>(
  deps: Deps,
  session: SessionInfo,
  args: ListRequestInput,
  definition: ListDefinition<F, S>,
  conditions: FilterConditions<F>,
  sortColumns: { [K in S]: AnyPgColumn | SQL },
  scope: SQL | undefined,
): Promise<RidesPageView> {
  const request = readListRequest(definition, args, { role: session.role, now: deps.clock.now() });
  const page = await runListQuery(deps.db, request, {
    conditions,
    sortColumns,
    tieBreaker: rides.id,
    table: rides,
    scope,
    rows: ({ where, orderBy, limit, offset }) =>
      selectRideViews(deps, where, { limit, offset, order: orderBy }),
  });
  return { rides: page.rows, totalRides: page.total, totalPages: page.totalPages };
}

/** getRidesImages: the Ride Images grid (rides.VIEW_IMAGES on the schema). */
export const listRideImages = (deps: Deps, session: SessionInfo, args: ListRequestInput) =>
  reviewPage(
    deps,
    session,
    args,
    RIDE_IMAGES_LIST,
    IMAGE_CONDITIONS,
    { start_time: rides.startTime },
    REVIEW_SCOPES.images,
  );

/** getRidesRatings: rated rides (rides.VIEW_RIDES_RATINGS). */
export const listRideRatings = (deps: Deps, session: SessionInfo, args: ListRequestInput) =>
  reviewPage(
    deps,
    session,
    args,
    RIDE_RATINGS_LIST,
    RATING_CONDITIONS,
    { start_time: rides.startTime, rating: rides.rating },
    REVIEW_SCOPES.ratings,
  );

/** getUntappedRides: rides started and never really moved (rides.VIEW_UNTAPPED_PAGE). */
export const listUntappedRides = (deps: Deps, session: SessionInfo, args: ListRequestInput) =>
  reviewPage(
    deps,
    session,
    args,
    UNTAPPED_RIDES_LIST,
    UNTAPPED_CONDITIONS,
    { start_time: rides.startTime, time: rides.timeMs },
    REVIEW_SCOPES.untapped,
  );
