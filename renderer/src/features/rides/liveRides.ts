import { RIDES_LIST, type RidesFilters } from '@ops/shared/lists/rides';
import { totalPages } from '@ops/shared/lists/listRequest';
import type { LiveRide, NewOnGoingRideEvent, NewSuccessRideEvent } from '@ops/shared/realtime/rideEvents';
import type { RidesListQueryVariables, RidesListRowFragment } from '../../generated/graphql';

type RidesPageData = { rides: RidesListRowFragment[]; totalRides: number; totalPages: number };

/**
 * Live rides on the Rides page (02 §7 real-time, issue 9 §1). NEW_ON_GOING_RIDE puts a new
 * ride on top of the first page, newest first, when the page's filters would list it; its end
 * battery is cleared and its `promocode` becomes promocodeApplied. NEW_SUCCESS_RIDE updates a
 * ride the page shows; its `time` comes in tenths of a minute and is multiplied by 6000. Pages,
 * sorts and filters whose place for the row is not known here wait for the next fetch.
 */

/** The event's ride as a list row: the list's fields of the ride view the server sends. */
function rideRow(ride: LiveRide): RidesListRowFragment {
  return {
    _id: ride._id,
    status: ride.status,
    createdAt: ride.createdAt,
    start_time: ride.start_time,
    time: ride.time,
    price: ride.price,
    basePrice: ride.basePrice,
    minutePrice: ride.minutePrice,
    endedBy: ride.endedBy,
    rating: ride.rating,
    checkStatus: ride.checkStatus,
    isExpressRide: ride.isExpressRide,
    startVehicleBattery: ride.startVehicleBattery,
    endVehicleBattery: ride.endVehicleBattery,
    user: ride.user,
    scooter: ride.scooter,
    area: ride.area,
    promocodeApplied: ride.promocodeApplied,
  };
}

/** NEW_ON_GOING_RIDE: the end battery cleared, the promocode copied to promocodeApplied (02 §7). */
export function ongoingRideRow(event: NewOnGoingRideEvent): RidesListRowFragment {
  return {
    ...rideRow(event),
    endVehicleBattery: null,
    promocodeApplied: event.promocode ?? event.promocodeApplied,
  };
}

/** NEW_SUCCESS_RIDE: time multiplied by 6000 (02 §7). */
export function successRideRow(event: NewSuccessRideEvent): RidesListRowFragment {
  return { ...rideRow(event), time: event.time * 6000 };
}

/** Whether a ride passes the filters this page can judge; null when one it cannot judge is set. */
export function matchesFilters(row: RidesListRowFragment, filters: RidesFilters): boolean | null {
  if (filters.date || filters.promocode) return null;
  if (filters.user && row.user?._id !== filters.user) return false;
  if (filters.scooter && row.scooter?._id !== filters.scooter) return false;
  if (filters.status && row.status !== filters.status) return false;
  if (filters.area?.length && !(row.area && filters.area.includes(row.area._id))) return false;
  if (filters.rideType && (filters.rideType === 'expressRide') !== row.isExpressRide) return false;
  if (filters.checkStatus && filters.checkStatus !== 'All' && row.checkStatus !== filters.checkStatus)
    return false;
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
export function withOngoingRide<P extends RidesPageData>(
  page: P,
  row: RidesListRowFragment,
  filters: RidesFilters,
  rowsPerPage: number,
): P {
  if (page.rides.some((ride) => ride._id === row._id) || matchesFilters(row, filters) !== true) return page;
  const total = Math.max(0, page.totalRides) + 1;
  const size = Math.max(1, rowsPerPage);
  return {
    ...page,
    rides: [row, ...page.rides].slice(0, size),
    totalRides: total,
    totalPages: Math.max(0, totalPages(total, size)),
  };
}

/**
 * The page with an ended ride updated where it shows. A page listing only ongoing rides (or
 * whose filters the ended ride no longer passes) drops it, and its counters go down, never below 0.
 */
export function withSuccessRide<P extends RidesPageData>(
  page: P,
  row: RidesListRowFragment,
  filters: RidesFilters,
  rowsPerPage: number,
): P {
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
    return {
      ...page,
      rides: page.rides.filter((_, i) => i !== index),
      totalRides: total,
      totalPages: Math.max(0, totalPages(total, Math.max(1, rowsPerPage))),
    };
  }
  return { ...page, rides: page.rides.map((ride, i) => (i === index ? merged : ride)) };
}
