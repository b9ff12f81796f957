import { z } from 'zod';
import { gate } from '../rules/permissions/catalogue';
import { VEHICLE_HISTORY_EXTRA_LABELS, VEHICLE_LIFE_CYCLE_LABELS } from '../rules/labels';
import { dateRangeSchema } from './dateRangeFilter';
import type { ListDefinition } from './listRequest';

const id = z.string().trim().min(1);

/** Every life-cycle case a staff member's action can log (02 §3 and 01 §3's history cases). */
export const USER_LIFE_CYCLE_CASES = [
  ...Object.keys(VEHICLE_LIFE_CYCLE_LABELS),
  ...Object.keys(VEHICLE_HISTORY_EXTRA_LABELS),
] as [string, ...string[]];

export const LOG_CASE_MESSAGE = 'Unknown life-cycle case';

/**
 * userLifeCycle (02 §7: _id, dates, logCase, area, role, vehicleId, batterySerial, paging):
 * the vehicle life-cycle events staff members caused. The operation takes the filters as
 * separate arguments; the page keeps them in the URL under these keys.
 */
export const userLifeCycleFilterSchema = z.strictObject({
  /** The staff member (userLifeCycle's _id). */
  user: id.optional(),
  date: dateRangeSchema.optional(),
  logCase: z.enum(USER_LIFE_CYCLE_CASES, { error: LOG_CASE_MESSAGE }).optional(),
  /** The vehicle's area. */
  area: id.optional(),
  /** The staff member's role. */
  role: id.optional(),
  vehicleId: id.optional(),
  batterySerial: id.optional(),
});
export type UserLifeCycleFilters = z.infer<typeof userLifeCycleFilterSchema>;

export const USER_LIFE_CYCLE_SORT_FIELDS = ['createdAt'] as const;
export type UserLifeCycleSortField = (typeof USER_LIFE_CYCLE_SORT_FIELDS)[number];

export const USER_LIFE_CYCLE_LIST: ListDefinition<UserLifeCycleFilters, UserLifeCycleSortField> = {
  name: 'userLifeCycle',
  filters: userLifeCycleFilterSchema,
  sortFields: USER_LIFE_CYCLE_SORT_FIELDS,
  defaultSort: { fieldName: 'createdAt', sortType: 'desc' },
  pageSize: 25,
  pageSizeOptions: [25, 50, 100, 150, 200],
};

/**
 * The page is open to any signed-in staff member (03 §2.2: login only), but its rows name staff
 * and their phones: they are shown only to those who may view the users list (issue 22 finding 8 f).
 */
export const USER_LIFE_CYCLE_ROWS_GATE = gate('users.VIEW_PAGE');
