import { z } from 'zod';
import {
  LAST_FIVE_RIDES_RATING_OPTIONS,
  RATING_PRESENCE_CHOICES,
  USER_BALANCE_FILTERS,
  USER_TYPES,
} from '../rules/filterOptions';
import { ID_VERIFICATION_STATUSES, type IdVerificationStatus } from '../rules/labels';
import { RIDES_PAGE_SIZE_OPTIONS } from '../rules/constants';
import { gate } from '../rules/permissions/catalogue';
import { dateRangeSchema, futureRangeError } from './dateRangeFilter';
import type { ListDefinition } from './listRequest';

/** The device systems riders' phones report (users.operating_system). */
export const DEVICE_OPERATING_SYSTEMS = ['android', 'ios'] as const;

/** 02 §9 rating filter: 0 (all) to 5, or with / without any rating. */
export const USER_RATING_FILTERS = RATING_PRESENCE_CHOICES;

const id = z.string().trim().min(1);

/**
 * Every filter 02 names for users (issue 7 §2). The Users page's panel edits this shape and
 * getUsers reads it; one key the server does not know is refused, not ignored.
 */
export const usersFilterSchema = z.strictObject({
  balance: z.enum(USER_BALANCE_FILTERS).optional(),
  type: z.enum(USER_TYPES).optional(),
  /** Area ids; an empty list is dropped before this reads it (02 §5). */
  area: z.array(id).optional(),
  /** Operations users of one role; a role drops `user` (02 §5). */
  role: id.optional(),
  /** One specific user (the ops-user picker). */
  user: id.optional(),
  /** A promocode's code; only with promocodes.VIEW_PAGE. */
  promocode: id.optional(),
  registrationDate: dateRangeSchema.optional(),
  lastRideDate: dateRangeSchema.optional(),
  /** 0 is all; 1–5 at or above; or with / without any rating. */
  rating: z.union([z.number().int().min(0).max(5), z.enum(USER_RATING_FILTERS)]).optional(),
  /** 'Last 5 Rides Rating': the average of the last five rated rides at or below this. */
  lastFiveRidesRating: z
    .number()
    .int()
    .min(LAST_FIVE_RIDES_RATING_OPTIONS[0])
    .max(LAST_FIVE_RIDES_RATING_OPTIONS[LAST_FIVE_RIDES_RATING_OPTIONS.length - 1]!)
    .optional(),
  isExpressRider: z.boolean().optional(),
  blocked: z.boolean().optional(),
  verificationStatus: z
    .enum(ID_VERIFICATION_STATUSES as [IdVerificationStatus, ...IdVerificationStatus[]])
    .optional(),
  deviceOS: z.enum(DEVICE_OPERATING_SYSTEMS).optional(),
});

export type UsersFilters = z.infer<typeof usersFilterSchema>;

export const USERS_SORT_FIELDS = ['createdAt', 'name', 'balance', 'tripsCount', 'lastRideAt'] as const;
export type UsersSortField = (typeof USERS_SORT_FIELDS)[number];

/**
 * The spec gives no page size for users; the rides table's (25; 25–200) is used, the
 * nearest list a support desk reads the same way.
 */
export const USERS_LIST: ListDefinition<UsersFilters, UsersSortField> = {
  name: 'users',
  filters: usersFilterSchema,
  sortFields: USERS_SORT_FIELDS,
  // Newest first: NEW_USER events add rows to the first page (issue 7 §2).
  defaultSort: { fieldName: 'createdAt', sortType: 'desc' },
  pageSize: 25,
  pageSizeOptions: RIDES_PAGE_SIZE_OPTIONS,
  gatedFilters: { promocode: gate('promocodes.VIEW_PAGE') },
  check: (filters, now) => futureRangeError(filters.lastRideDate, now),
};
