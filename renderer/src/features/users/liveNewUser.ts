import { USERS_LIST } from '@ops/shared/lists/users';
import { totalPages } from '@ops/shared/lists/listRequest';
import type { UsersListQueryVariables, UsersListRowFragment } from '../../generated/graphql';

type UsersPageData = { users: UsersListRowFragment[]; totalNumberOfUsers: number; totalPages: number };

/**
 * Live NEW_USER rows (02 §7 real-time, issue 7 §2): a new user is marked active with zero
 * trips and goes to the top of the first page of the newest-first, unfiltered list. Other
 * pages, sorts and filters are left to the next fetch: the row's place there is not known here.
 */

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The event's user as a list row, or null when it does not name one. */
export function newUserRow(payload: unknown, now: Date): UsersListRowFragment | null {
  if (!payload || typeof payload !== 'object') return null;
  const event = payload as Record<string, unknown>;
  const id = text(event._id);
  const phoneNumber = text(event.phoneNumber);
  if (!id || !phoneNumber) return null;
  const area = event.area as { _id?: unknown; name?: unknown } | null | undefined;
  const areaId = text(area?._id);
  const areaName = text(area?.name);
  return {
    _id: id,
    name: text(event.name) ?? '',
    phoneNumber,
    email: text(event.email),
    balance: typeof event.balance === 'number' && Number.isFinite(event.balance) ? event.balance : 0,
    // 02 §7: new user events are marked active with zero trips.
    tripsCount: 0,
    active: true,
    type: text(event.type) ?? 'user',
    blocked: false,
    verificationStatus: null,
    area: areaId && areaName ? { _id: areaId, name: areaName } : null,
    createdAt: text(event.createdAt) ?? now.toISOString(),
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
