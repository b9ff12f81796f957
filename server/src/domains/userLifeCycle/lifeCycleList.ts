import { and, eq, gte, inArray, isNotNull, lte } from 'drizzle-orm';
import type { UserLifeCycleFilters } from '@ops/shared/lists/userLifeCycle';
import type { Db } from '../../platform/db/client';
import type { FilterConditions } from '../../platform/lists/listQuery';
import { users } from '../../platform/session/tables';
import { vehicleLifeCycle, vehicles } from '../vehicles';

/**
 * The SQL of userLifeCycle's filters (shared/lists/userLifeCycle.ts). Area and role belong
 * to the vehicle and the staff member, so they are sub-selects: the count reads the one table.
 */
export function userLifeCycleConditions(db: Db): FilterConditions<UserLifeCycleFilters> {
  return {
    user: (id) => eq(vehicleLifeCycle.userId, id),
    date: (range) =>
      and(
        gte(vehicleLifeCycle.createdAt, new Date(range.startDate)),
        lte(vehicleLifeCycle.createdAt, new Date(range.endDate)),
      ),
    logCase: (name) => eq(vehicleLifeCycle.case, name),
    area: (id) =>
      inArray(
        vehicleLifeCycle.vehicleId,
        db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.areaId, id)),
      ),
    role: (id) =>
      inArray(vehicleLifeCycle.userId, db.select({ id: users.id }).from(users).where(eq(users.roleId, id))),
    vehicleId: (id) => eq(vehicleLifeCycle.vehicleId, id),
    batterySerial: (serial) => eq(vehicleLifeCycle.batterySerial, serial),
  };
}

/** Events a person caused (migration 0017 vehicle_life_cycle_user_idx). */
export const BY_A_USER = isNotNull(vehicleLifeCycle.userId);

export interface UserLifeCycleArgs {
  _id?: string | null;
  dates?: { startDate?: string | null; endDate?: string | null } | null;
  logCase?: string | null;
  area?: string | null;
  role?: string | null;
  vehicleId?: string | null;
  batterySerial?: string | null;
  paging?: { pageNumber?: number | null; rowsPerPage?: number | null } | null;
}

/** userLifeCycle's separate arguments as the list's filters; a half range is kept so the schema says what is missing. */
export function userLifeCycleFiltersOf(args: UserLifeCycleArgs): Record<string, unknown> {
  const { startDate, endDate } = args.dates ?? {};
  return {
    user: args._id || undefined,
    date:
      startDate || endDate ? { startDate: startDate || undefined, endDate: endDate || undefined } : undefined,
    logCase: args.logCase || undefined,
    area: args.area || undefined,
    role: args.role || undefined,
    vehicleId: args.vehicleId || undefined,
    batterySerial: args.batterySerial || undefined,
  };
}
