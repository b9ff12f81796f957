import { USERS_LIST } from '@ops/shared/lists/users';
import { totalPages } from '@ops/shared/lists/listRequest';
import type { NewUserEvent } from '@ops/shared/realtime/riderEvents';
import type { UsersListQueryVariables, UsersListRowFragment } from '../../generated/graphql';

type UsersPageData = { users: UsersListRowFragment[]; totalNumberOfUsers: number; totalPages: number };

/**
 * Live NEW_USER rows (02 §7 real-time, issue 7 §2): a new user is marked active with zero
 * trips and goes to the top of the first page of the newest-first, unfiltered list. Other
 * pages, sorts and filters are left to the next fetch: the row's place there is not known here.
 */

/** The event's user as a list row (the contract's NEW_USER, read at the wire). */
export function newUserRow(event: NewUserEvent): UsersListRowFragment {
  return {
    _id: event._id,
    name: event.name,
    phoneNumber: event.phoneNumber,
    email: event.email,
    balance: event.balance,
    // 02 §7: new user events are marked active with zero trips.
    tripsCount: 0,
    active: true,
    type: event.type,
    blocked: false,
    verificationStatus: null,
    area: event.area,
    createdAt: event.createdAt,
    lastRideAt: null,
  };
}

/** Only the first page, newest first, without filters, takes new rows. */
export function takesNewUsers(args: UsersListQueryVariables): boolean {
  const page = args.pageNumber ?? 1;
  const field = args.fieldName ?? USERS_LIST.defaultSort.fieldName;
  const order = args.sortType ?? USERS_LIST.defaultSort.sortType;
  const filters = args.filters?.trim();
  return page === 1 && field === 'createdAt' && order === 'desc' && (!filters || filters === '{}');
}

/** The page with the row on top (once), the page kept to its size, the counters moved on and never below 0. */
export function withNewUser<P extends UsersPageData>(
  page: P,
  row: UsersListRowFragment,
  rowsPerPage: number,
): P {
  if (page.users.some((user) => user._id === row._id)) return page;
  const total = Math.max(0, page.totalNumberOfUsers) + 1;
  return {
    ...page,
    users: [row, ...page.users].slice(0, Math.max(1, rowsPerPage)),
    totalNumberOfUsers: total,
    totalPages: Math.max(0, totalPages(total, Math.max(1, rowsPerPage))),
  };
}
