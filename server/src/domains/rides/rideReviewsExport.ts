import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  RIDE_RATINGS_EXPORT,
  UNTAPPED_RIDES_EXPORT,
  type RideRatingsExportField,
  type UntappedRidesExportField,
} from '@ops/shared/exports/rideReviewsExportFields';
import { parseFilterValue } from '@ops/shared/lists/listRequest';
import {
  RIDE_RATINGS_LIST,
  UNTAPPED_RIDES_LIST,
  type RideRatingsFilters,
  type UntappedRidesFilters,
} from '@ops/shared/lists/rideReviews';
import { toEgp } from '@ops/shared/rules/money';
import { areas } from '../areas';
import { bills } from '../bills';
import type { Db } from '../../platform/db/client';
import { filterCondition, type FilterConditions } from '../../platform/lists/listQuery';
import { ridePricePiasters } from './price';
import { RATING_CONDITIONS, REVIEW_SCOPES, UNTAPPED_CONDITIONS } from './reviewLists';
import { rides } from './tables';
import { users } from '../../platform/session/tables';
import { vehicles } from '../vehicles';
import { cairoDate } from '../../platform/exports/cells';
import { cursorText } from '../../platform/exports/keyset';
import { rideDurationMs, rideKeysetBatches } from './rideKeyset';
import { fieldsOf, type ExportModule, type FieldCell } from '../../platform/exports/types';

/** Only the columns the two lists show. */
const columns = {
  id: rides.id,
  startTime: rides.startTime,
  endTime: rides.endTime,
  timeMs: rides.timeMs,
  basePricePiasters: rides.basePricePiasters,
  minutePricePiasters: rides.minutePricePiasters,
  rating: rides.rating,
  feedbackComment: rides.feedbackComment,
  distanceM: rides.distanceM,
  startVehicleBattery: rides.startVehicleBattery,
  endVehicleBattery: rides.endVehicleBattery,
  endedBy: rides.endedBy,
  userName: users.name,
  phoneNumber: users.phoneNumber,
  scooter: vehicles.code,
  area: areas.name,
  billTotalPiasters: bills.totalCostPiasters,
  cursor: cursorText(rides.startTime),
};

const selectBatch = (db: Db, where: SQL | undefined, size: number) =>
  db
    .select(columns)
    .from(rides)
    .leftJoin(users, eq(users.id, rides.userId))
    .leftJoin(vehicles, eq(vehicles.id, rides.vehicleId))
    .leftJoin(areas, eq(areas.id, rides.areaId))
    .leftJoin(bills, eq(bills.id, rides.billId))
    .where(where)
    .orderBy(desc(rides.startTime), desc(rides.id))
    .limit(size);

export type ReviewRideExportRow = Awaited<ReturnType<typeof selectBatch>>[number] & { now: Date };

/**
 * A review list's rides, newest start first as the lists open. The list's scope holds for a
 * selection too: the Ratings export never writes an unrated ride, whatever ids are sent.
 */
function reviewBatches<F extends object>(scope: SQL | undefined, conditions: FilterConditions<F>) {
  return (
    db: Db,
    filters: F,
    ids: readonly string[] | null,
  ): AsyncIterable<readonly ReviewRideExportRow[]> => {
    const where = and(scope, ids ? inArray(rides.id, [...ids]) : filterCondition(filters, conditions));
    return rideKeysetBatches((batchWhere, size) => selectBatch(db, batchWhere, size), where);
  };
}

const battery = (value: number | null) => (value === null ? '-' : `${value}%`);

/** The cells both lists share, written as the lists write them (rides/present.ts, reviewColumns.tsx). */
const SHARED = {
  user: { width: 22, value: (r) => r.userName || r.phoneNumber },
  phone: { width: 16, value: (r) => r.phoneNumber },
  scooter: { width: 12, value: (r) => r.scooter },
  area: { width: 16, value: (r) => r.area },
  date: { width: 20, value: (r) => cairoDate(r.startTime) },
  // Whole minutes rounded up, as the lists show them and the price counts them.
  duration: { width: 10, value: (r) => Math.ceil(rideDurationMs(r) / 60_000) },
  // An ended ride's price is its bill's (the lists' rule, rides/present.ts).
  price: { width: 10, value: (r) => toEgp(r.billTotalPiasters ?? ridePricePiasters(r, r.now)) },
} satisfies Record<string, FieldCell<ReviewRideExportRow>>;

const RATING_CELLS: Record<RideRatingsExportField, FieldCell<ReviewRideExportRow>> = {
  rating: { width: 8, value: (r) => r.rating },
  comment: { width: 40, value: (r) => r.feedbackComment?.trim() || null },
  ...SHARED,
};

const UNTAPPED_CELLS: Record<UntappedRidesExportField, FieldCell<ReviewRideExportRow>> = {
  ...SHARED,
  distance: { width: 10, value: (r) => r.distanceM },
  battery: { width: 14, value: (r) => `${battery(r.startVehicleBattery)} / ${battery(r.endVehicleBattery)}` },
  endedBy: { width: 12, value: (r) => r.endedBy },
};

/** Ride Ratings (rides.VIEW_RIDES_RATINGS and rides.EXPORT): the list's filters, read by RIDE_RATINGS_LIST's schema. */
export const rideRatingsExport: ExportModule<ReviewRideExportRow, RideRatingsFilters> = {
  spec: RIDE_RATINGS_EXPORT,
  title: RIDE_RATINGS_EXPORT.title,
  fields: fieldsOf(RIDE_RATINGS_EXPORT, RATING_CELLS),
  readFilters: (value, context) => parseFilterValue(RIDE_RATINGS_LIST, value, context),
  rowSource: reviewBatches(REVIEW_SCOPES.ratings, RATING_CONDITIONS),
};

/** Untapped Rides (rides.VIEW_UNTAPPED_PAGE and rides.EXPORT): the list's filters, read by UNTAPPED_RIDES_LIST's schema. */
export const untappedRidesExport: ExportModule<ReviewRideExportRow, UntappedRidesFilters> = {
  spec: UNTAPPED_RIDES_EXPORT,
  title: UNTAPPED_RIDES_EXPORT.title,
  fields: fieldsOf(UNTAPPED_RIDES_EXPORT, UNTAPPED_CELLS),
  readFilters: (value, context) => parseFilterValue(UNTAPPED_RIDES_LIST, value, context),
  rowSource: reviewBatches(REVIEW_SCOPES.untapped, UNTAPPED_CONDITIONS),
};
