import { CAIRO_TIME_ZONE } from '@ops/shared/lists/dateRangeFilter';
import { parseFilters, totalPages } from '@ops/shared/lists/listRequest';
import { RENTALS_LIST } from '@ops/shared/lists/rentals';
import { calendarDateIn } from '@ops/shared/rules/dateRange';
import type { DayRentalPayload } from '@ops/shared/realtime/riderEvents';
import type {
  DayRentalFieldsFragment,
  DayRentalsListQuery,
  DayRentalsListQueryVariables,
} from '../../generated/graphql';

type RentalsPage = DayRentalsListQuery['getDayRentals'];

/** NEW_DAY_RENTAL's rental as a list row: the server sends the rental as getDayRentals shows it (the realtime contract). */
export function newRentalRow(event: DayRentalPayload): DayRentalFieldsFragment {
  return event;
}

/**
 * Whether a new booking belongs at the top of this page: the first page, newest first, and
 * filters it matches (a new booking is pending, in its area, for its day, by its rider).
 * Other pages and sorts learn of it at their next fetch.
 */
export function takesNewRental(args: DayRentalsListQueryVariables, row: DayRentalFieldsFragment): boolean {
  if ((args.pageNumber ?? 1) !== 1) return false;
  if (
    (args.fieldName ?? RENTALS_LIST.defaultSort.fieldName) !== 'createdAt' ||
    (args.sortType ?? 'desc') !== 'desc'
  )
    return false;
  const parsed = parseFilters(RENTALS_LIST, args.filters);
  if (!parsed.ok) return false;
  const f = parsed.value;
  if (f.status && f.status !== row.status) return false;
  if (f.area && (!row.area || !f.area.includes(row.area._id))) return false;
  if (f.user && row.user?._id !== f.user) return false;
  // The rented day is a Cairo date, read against the range's Cairo days as the server reads it.
  if (f.date) {
    const from = calendarDateIn(new Date(f.date.startDate), CAIRO_TIME_ZONE);
    const to = calendarDateIn(new Date(f.date.endDate), CAIRO_TIME_ZONE);
    if (row.rentalDate < from || row.rentalDate > to) return false;
  }
  return true;
}

/** The page with the new rental on top (once), the total counted up and the page kept to its size. */
export function withNewRental(
  page: RentalsPage,
  row: DayRentalFieldsFragment,
  rowsPerPage: number,
): RentalsPage {
  if (page.rentals.some((rental) => rental._id === row._id)) return page;
  const totalRentals = page.totalRentals + 1;
  return {
    rentals: [row, ...page.rentals].slice(0, rowsPerPage),
    totalRentals,
    totalPages: totalPages(totalRentals, rowsPerPage),
  };
}
