import { RIDES_LIST, type RidesFilters } from '@ops/shared/lists/rides';
import { totalPages } from '@ops/shared/lists/listRequest';
import type { RidesListQueryVariables, RidesListRowFragment } from '../../generated/graphql';

type RidesPageData = { rides: RidesListRowFragment[]; totalRides: number; totalPages: number };

/**
 * Live rides on the Rides page (02 §7 real-time, issue 9 §1). NEW_ON_GOING_RIDE puts a new
 * ride on top of the first page, newest first, when the page's filters would list it; its end
 * battery is cleared and its `promocode` becomes promocodeApplied. NEW_SUCCESS_RIDE updates a
 * ride the page shows; its `time` comes in tenths of a minute and is multiplied by 6000. Pages,
 * sorts and filters whose place for the row is not known here wait for the next fetch.
 */

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const record = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

function ref<K extends string>(value: unknown, label: K): ({ _id: string } & Record<K, string>) | null {
  const r = record(value);
  const id = text(r?._id);
  const name = typeof r?.[label] === 'string' ? (r[label] as string) : null;
  return id && name !== null ? ({ _id: id, [label]: name } as { _id: string } & Record<K, string>) : null;
}

/** The event's ride as a list row, or null when it does not carry one. */
function rideRow(payload: unknown): RidesListRowFragment | null {
  const event = record(payload);
  const id = text(event?._id);
  const start = text(event?.start_time);
  const status = text(event?.status);
  if (!event || !id || !start || !status) return null;
  const user = record(event.user);
  const userId = text(user?._id);
  return {
    _id: id,
    status,
    createdAt: text(event.createdAt) ?? start,
    start_time: start,
    time: num(event.time) ?? 0,
    price: num(event.price) ?? 0,
    basePrice: num(event.basePrice) ?? 0,
    minutePrice: num(event.minutePrice) ?? 0,
    endedBy: text(event.endedBy),
    rating: num(event.rating),
    checkStatus: text(event.checkStatus) ?? 'P',
    isExpressRide: event.isExpressRide === true,
    startVehicleBattery: num(event.startVehicleBattery),
    endVehicleBattery: num(event.endVehicleBattery),
    user: userId ? { _id: userId, name: text(user?.name) ?? '', phoneNumber: text(user?.phoneNumber) ?? '' } : null,
    scooter: ref(event.scooter, 'code'),
    area: ref(event.area, 'name'),
    promocodeApplied: ref(event.promocodeApplied, 'code'),
  };
}

/** NEW_ON_GOING_RIDE: the end battery cleared, the promocode copied to promocodeApplied (02 §7). */
export function ongoingRideRow(payload: unknown): RidesListRowFragment | null {
  const row = rideRow(payload);
  if (!row) return null;
  return { ...row, endVehicleBattery: null, promocodeApplied: ref(record(payload)?.promocode, 'code') ?? row.promocodeApplied };
}

/** NEW_SUCCESS_RIDE: time multiplied by 6000 (02 §7). */
export function successRideRow(payload: unknown): RidesListRowFragment | null {
  const row = rideRow(payload);
  const time = num(record(payload)?.time);
  return row ? { ...row, time: (time ?? 0) * 6000 } : null;
}

/** Whether a ride passes the filters this page can judge; null when one it cannot judge is set. */
export function matchesFilters(row: RidesListRowFragment, filters: RidesFilters): boolean | null {
  if (filters.date || filters.promocode) return null;
  if (filters.user && row.user?._id !== filters.user) return false;
  if (filters.scooter && row.scooter?._id !== filters.scooter) return false;
  if (filters.status && row.status !== filters.status) return false;
  if (filters.area?.length && !(row.area && filters.area.includes(row.area._id))) return false;
  if (filters.rideType && (filters.rideType === 'expressRide') !== row.isExpressRide) return false;
  if (filters.checkStatus && filters.checkStatus !== 'All' && row.checkStatus !== filters.checkStatus) return false;
  if (filters.endedBy && row.endedBy !== filters.endedBy) return false;
  if (filters.rating === 'withAny' && row.rating === null) return false;
  if (filters.rating === 'withoutAny' && row.rating !== null) return false;
  if (typeof filters.rating === 'number' && filters.rating > 0 && row.rating !== filters.rating) return false;
  return true;
}

/** Only the first page, newest first, takes new rows at the top. */
export function takesNewRides(args: RidesListQueryVariables): boolean {
  const page = args.pageNumber ?? 1;
  const field = args.fieldName ?? RIDES_LIST.defaultSort.fieldName;
  const order = args.sortType ?? RIDES_LIST.defaultSort.sortType;
  return page === 1 && field === 'createdAt' && order === 'desc';
}

/** The page with a new ongoing ride on top (once, if the filters list it), kept to its size, counters moved on. */
export function withOngoingRide<P extends RidesPageData>(page: P, row: RidesListRowFragment, filters: RidesFilters, rowsPerPage: number): P {
  if (page.rides.some((ride) => ride._id === row._id) || matchesFilters(row, filters) !== true) return page;
  const total = Math.max(0, page.totalRides) + 1;
  const size = Math.max(1, rowsPerPage);
  return { ...page, rides: [row, ...page.rides].slice(0, size), totalRides: total, totalPages: Math.max(0, totalPages(total, size)) };
}

/**
 * The page with an ended ride updated where it shows. A page listing only ongoing rides (or
 * whose filters the ended ride no longer passes) drops it, and its counters go down, never below 0.
 */
export function withSuccessRide<P extends RidesPageData>(page: P, row: RidesListRowFragment, filters: RidesFilters, rowsPerPage: number): P {
  const index = page.rides.findIndex((ride) => ride._id === row._id);
  if (index < 0) return page;
  const old = page.rides[index]!;
  // The event may carry less than the list row: keep what the list already knew.
  const merged: RidesListRowFragment = {
    ...old,
    ...row,
    user: row.user ?? old.user,
    scooter: row.scooter ?? old.scooter,
    area: row.area ?? old.area,
    promocodeApplied: row.promocodeApplied ?? old.promocodeApplied,
  };
  if (matchesFilters(merged, filters) === false) {
    const total = Math.max(0, page.totalRides - 1);
    return { ...page, rides: page.rides.filter((_, i) => i !== index), totalRides: total, totalPages: Math.max(0, totalPages(total, Math.max(1, rowsPerPage))) };
  }
  return { ...page, rides: page.rides.map((ride, i) => (i === index ? merged : ride)) };
}
