import { and, eq, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { mayReadRides } from '@ops/shared/rules/permissions/readRules';
import { RIDES_LIST, type RidesFilters, type RidesSortField } from '@ops/shared/lists/rides';
import type { ListRequestInput } from '@ops/shared/lists/listRequest';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import { codedRefusal } from '../../platform/errors';
import { readListRequest, runListQuery, type FilterConditions } from '../../platform/lists/listQuery';
import { promocodes } from '../promocodes';
import { selectRideViews, type RideView } from './present';
import { rides } from './tables';

/** The SQL of each rides filter (shared/lists/rides.ts reads them). */
export const RIDES_FILTER_CONDITIONS: FilterConditions<RidesFilters> = {
  user: (userId) => eq(rides.userId, userId),
  scooter: (vehicleId) => eq(rides.vehicleId, vehicleId),
  status: (status) => eq(rides.status, status),
  // The ride's start: the day the rider took the vehicle is the ride's date.
  date: (range) =>
    and(gte(rides.startTime, new Date(range.startDate)), lte(rides.startTime, new Date(range.endDate))),
  area: (areaIds) => inArray(rides.areaId, areaIds),
  // clientRide is the U&G ride any rider takes; expressRide the express programme's.
  rideType: (type) => eq(rides.isExpressRide, type === 'expressRide'),
  checkStatus: (status) => (status === 'All' ? undefined : eq(rides.checkStatus, status)),
  rating: (rating) => {
    if (rating === 'withAny') return isNotNull(rides.rating);
    if (rating === 'withoutAny') return isNull(rides.rating);
    return rating === 0 ? undefined : eq(rides.rating, rating);
  },
  // Codes are typed by people: any case finds it.
  promocode: (code) =>
    sql`${rides.promocodeId} in (select ${promocodes.id} from ${promocodes} where lower(${promocodes.code}) = lower(${code}))`,
  endedBy: (endedBy) => eq(rides.endedBy, endedBy),
};

const RIDES_SORT_COLUMNS = {
  createdAt: rides.createdAt,
  start_time: rides.startTime,
  time: rides.timeMs,
} as const satisfies Record<RidesSortField, unknown>;

/**
 * Who may read which rides. One schema directive cannot say "either", so the field is
 * @signedIn and this decides:
 * - rides.VIEW_PAGE reads any rides (the Rides page);
 * - users.VIEW_PAGE reads the rides of ONE user: the user page's Rides tab belongs to the
 *   user page, and whoever may open a user may read that user's rides;
 * - task.RESOLVE_TASKS reads the rides of one user or one vehicle (the task tabs).
 */
export function mayListRides(session: SessionInfo, filters: RidesFilters): boolean {
  return mayReadRides(session.role, { user: filters.user, scooter: filters.scooter });
}

/** rides (02 §7) on the list kit: pageNumber, rowsPerPage, fieldName, sortType, filters -> rides, totalPages, totalRides. */
export async function listRidesPage(
  deps: Deps,
  session: SessionInfo,
  args: ListRequestInput,
): Promise<{ rides: RideView[]; totalRides: number; totalPages: number }> {
  // Read first: a bad request is told as such, whoever sends it; nothing is queried.
  const request = readListRequest(RIDES_LIST, args, { role: session.role, now: deps.clock.now() });
  if (!mayListRides(session, request.filters)) throw codedRefusal('RIDES_NOT_ALLOWED');
  const page = await runListQuery(deps.db, request, {
    conditions: RIDES_FILTER_CONDITIONS,
    sortColumns: RIDES_SORT_COLUMNS,
    tieBreaker: rides.id,
    table: rides,
    rows: ({ where, orderBy, limit, offset }) =>
      selectRideViews(deps, where, { limit, offset, order: orderBy }),
  });
  return { rides: page.rows, totalRides: page.total, totalPages: page.totalPages };
}
