import type { Writable } from 'node:stream';
import { desc, eq, inArray, type SQL } from 'drizzle-orm';
import { RIDES_EXPORT, type RidesExportField } from '@ops/shared/exports/ridesExportFields';
import { parseFilterValue } from '@ops/shared/lists/listRequest';
import { RIDES_LIST, type RidesFilters } from '@ops/shared/lists/rides';
import { RIDE_CHECK_STATUS_LABELS, RIDE_TYPE_LABELS } from '@ops/shared/rules/filterOptions';
import { toEgp } from '@ops/shared/rules/money';
import { areas } from '../areas';
import { bills } from '../bills';
import type { Db } from '../../platform/db/client';
import { filterCondition } from '../../platform/lists/listQuery';
import { promocodes } from '../promocodes';
import { ridePricePiasters } from './price';
import { RIDES_FILTER_CONDITIONS } from './ridesList';
import { rides } from './tables';
import { users } from '../../platform/session/tables';
import { vehicles } from '../vehicles';
import { cairoDate } from '../../platform/exports/cells';
import { cursorText } from '../../platform/exports/keyset';
import { rideDurationMs, rideKeysetBatches } from './rideKeyset';
import { fieldsOf, type ExportModule, type FieldCell } from '../../platform/exports/types';
import { writeExport, type DirectExportRequest } from '../../platform/exports/writeExport';

/** Only the columns the cells read: a 500,000-row export moves each byte half a million times. */
const columns = {
  id: rides.id,
  status: rides.status,
  startTime: rides.startTime,
  endTime: rides.endTime,
  timeMs: rides.timeMs,
  basePricePiasters: rides.basePricePiasters,
  minutePricePiasters: rides.minutePricePiasters,
  compensationPiasters: rides.compensationPiasters,
  endedBy: rides.endedBy,
  startVehicleBattery: rides.startVehicleBattery,
  endVehicleBattery: rides.endVehicleBattery,
  rating: rides.rating,
  feedbackComment: rides.feedbackComment,
  checkStatus: rides.checkStatus,
  isExpressRide: rides.isExpressRide,
  startLat: rides.startLat,
  startLong: rides.startLong,
  stopLat: rides.stopLat,
  stopLong: rides.stopLong,
  imageUrl: rides.imageUrl,
  additionalImageUrl: rides.additionalImageUrl,
  createdAt: rides.createdAt,
  userName: users.name,
  phoneNumber: users.phoneNumber,
  scooter: vehicles.code,
  area: areas.name,
  promocode: promocodes.code,
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
    .leftJoin(promocodes, eq(promocodes.id, rides.promocodeId))
    .leftJoin(bills, eq(bills.id, rides.billId))
    .where(where)
    .orderBy(desc(rides.startTime), desc(rides.id))
    .limit(size);

export type RideExportRow = Awaited<ReturnType<typeof selectBatch>>[number] & { now: Date };

/** The rides the page lists for the same filters (the date filter is the ride's start, like the page's). */
function rideBatches(
  db: Db,
  filters: RidesFilters,
  ids: readonly string[] | null,
): AsyncIterable<readonly RideExportRow[]> {
  const where = ids ? inArray(rides.id, [...ids]) : filterCondition(filters, RIDES_FILTER_CONDITIONS);
  return rideKeysetBatches((batchWhere, size) => selectBatch(db, batchWhere, size), where);
}

const minutes = (r: RideExportRow) => Math.round((rideDurationMs(r) / 60_000) * 100) / 100;
const yesNo = (value: unknown) => (value ? 'Yes' : 'No');

const RIDE_FIELD_CELLS: Record<RidesExportField, FieldCell<RideExportRow>> = {
  id: { width: 26, value: (r) => r.id },
  user: { width: 22, value: (r) => r.userName },
  phoneNumber: { width: 16, value: (r) => r.phoneNumber },
  scooter: { width: 12, value: (r) => r.scooter },
  area: { width: 16, value: (r) => r.area },
  status: { width: 10, value: (r) => (r.status === 'ongoing' ? 'Ongoing' : 'Done') },
  startTime: { width: 20, value: (r) => cairoDate(r.startTime) },
  endTime: { width: 20, value: (r) => cairoDate(r.endTime) },
  durationMinutes: { width: 10, value: minutes },
  basePrice: { width: 10, value: (r) => toEgp(r.basePricePiasters) },
  minutePrice: { width: 10, value: (r) => toEgp(r.minutePricePiasters) },
  // An ended ride's price is its bill's; an ongoing one is priced now (the page's rule, rides/present.ts).
  price: { width: 10, value: (r) => toEgp(r.billTotalPiasters ?? ridePricePiasters(r, r.now)) },
  compensation: { width: 12, value: (r) => toEgp(r.compensationPiasters) },
  promocode: { width: 14, value: (r) => r.promocode },
  startBattery: { width: 8, value: (r) => r.startVehicleBattery },
  endBattery: { width: 8, value: (r) => r.endVehicleBattery },
  endedBy: { width: 12, value: (r) => r.endedBy },
  rating: { width: 8, value: (r) => r.rating },
  feedbackComment: { width: 30, value: (r) => r.feedbackComment },
  checkStatus: { width: 10, value: (r) => RIDE_CHECK_STATUS_LABELS[r.checkStatus] },
  rideType: {
    width: 12,
    value: (r) => (r.isExpressRide ? RIDE_TYPE_LABELS.expressRide : RIDE_TYPE_LABELS.clientRide),
  },
  startLat: { width: 11, value: (r) => r.startLat },
  startLong: { width: 11, value: (r) => r.startLong },
  stopLat: { width: 11, value: (r) => r.stopLat },
  stopLong: { width: 11, value: (r) => r.stopLong },
  hasImage: { width: 8, value: (r) => yesNo(r.imageUrl) },
  hasAdditionalImage: { width: 8, value: (r) => yesNo(r.additionalImageUrl) },
  createdAt: { width: 20, value: (r) => cairoDate(r.createdAt) },
};

/** Rides (rides.VIEW_PAGE and rides.EXPORT): the Rides page's filters, read by RIDES_LIST's schema. */
export const ridesExport: ExportModule<RideExportRow, RidesFilters> = {
  spec: RIDES_EXPORT,
  title: RIDES_EXPORT.title,
  fields: fieldsOf(RIDES_EXPORT, RIDE_FIELD_CELLS),
  readFilters: (value, context) => parseFilterValue(RIDES_LIST, value, context),
  rowSource: rideBatches,
};

/**
 * The Rides export without HTTP (the benchmark's entry, issue 11 "Export of 500,000 rides"):
 * the rides matching `request.filters` (RIDES_LIST's shape, e.g. `{ date: { startDate, endDate } }`),
 * with `request.fields` (default all), as the streamed xlsx POST /export sends, written into
 * `output`. Resolves with the row count.
 */
export function writeRidesExport(
  db: Db,
  request: DirectExportRequest<RidesFilters>,
  output: Writable,
  signal?: AbortSignal,
): Promise<number> {
  return writeExport(ridesExport, db, request, output, signal);
}
