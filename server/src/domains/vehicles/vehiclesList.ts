import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  BATTERY_FILTER_CEILING,
  type VehiclesFilters,
  type VehiclesSortField,
} from '@ops/shared/lists/vehicles';
import { likePrefix } from '@ops/shared/rules/userSearch';
import type { FilterConditions } from '../../platform/lists/listQuery';
import { vehicles } from './tables';

/**
 * The displayed battery (shared/rules/battery.ts: the real value if present, else
 * battery / 0.2 + 12) in SQL, so the range filter and the sort read what the row shows.
 */
export const displayedBatterySql: SQL<number> = sql<number>`coalesce(${vehicles.realBatteryValue}::double precision, ${vehicles.battery} * 5 + 12)`;

/** The SQL of every vehicle filter 02 names (shared/lists/vehicles.ts reads them). */
export const VEHICLES_FILTER_CONDITIONS: FilterConditions<VehiclesFilters> = {
  code: (prefix) => sql`lower(${vehicles.code}) like ${likePrefix(prefix.toLowerCase())}`,
  manufacturer: (names) => (names.length ? inArray(vehicles.manufacturer, names) : undefined),
  vehicleType: (type) => eq(vehicles.vehicleType, type),
  kind: (kind) => eq(vehicles.kind, kind),
  status: (status) => eq(vehicles.status, status),
  iotStatus: (status) => eq(vehicles.iotStatus, status),
  lockStatus: (status) => eq(vehicles.lockStatus, status),
  disabled: (value) => eq(vehicles.disabled, value),
  isUrgent: (value) => eq(vehicles.isUrgent, value),
  stolenAlert: (value) => eq(vehicles.stolenAlert, value),
  isOutOfFence: (value) => eq(vehicles.isOutOfFence, value),
  isMuted: (value) => eq(vehicles.isMuted, value),
  inRide: (value) => eq(vehicles.inRide, value),
  isInStorage: (value) => eq(vehicles.isInStorage, value === 1),
  area: (ids) => (ids.length ? inArray(vehicles.areaId, ids) : undefined),
  // The ceiling (215, past the slider's 210) means "and above": no upper bound then.
  battery: (range) =>
    range.max >= BATTERY_FILTER_CEILING
      ? gte(displayedBatterySql, range.min)
      : and(gte(displayedBatterySql, range.min), lte(displayedBatterySql, range.max)),
};

export const VEHICLES_SORT_COLUMNS: { [K in VehiclesSortField]: AnyPgColumn | SQL } = {
  code: vehicles.code,
  battery: displayedBatterySql,
  lastUpdate: vehicles.lastUpdate,
  createdAt: vehicles.createdAt,
};
