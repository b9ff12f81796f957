import { sql, type SQL } from 'drizzle-orm';
import type { VehicleAlertPage } from '@ops/shared/exports/fleetAlertsExportFields';
import { iotBatteryAlertOf, IOT_BATTERY_ALERT_PERCENT, urgencyTypeOf } from '@ops/shared/rules/alerts';
import { displayedBattery } from '@ops/shared/rules/battery';
import type { Deps } from '../../platform/deps';
import { queryRows } from '../../platform/db/client';
import { alertLimitOf, andInAreas } from './limits';

export interface VehicleAlertRow {
  id: string;
  code: string;
  area_id: string | null;
  area_name: string | null;
  status: string;
  iot_status: string;
  lock_status: string;
  battery: number;
  real_battery_value: number | null;
  phone_battery: number | null;
  is_in_storage: boolean;
  in_ride: boolean;
  is_urgent: boolean;
  urgency_type: string | null;
  last_update: Date | string | null;
  lat: number;
  long: number;
}

export interface FleetAlertVehicleView {
  _id: string;
  code: string;
  area: { _id: string; name: string } | null;
  status: string;
  iotStatus: string;
  lockStatus: string;
  battery: number | null;
  phoneBattery: number | null;
  isInStorage: boolean;
  inRide: boolean;
  lastUpdate: string | null;
  lat: number;
  long: number;
  urgencyType: string | null;
  iotBatteryAlert: string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function vehicleAlertView(row: VehicleAlertRow): FleetAlertVehicleView {
  return {
    _id: row.id,
    code: row.code,
    area: row.area_id ? { _id: row.area_id, name: row.area_name ?? '' } : null,
    status: row.status,
    iotStatus: row.iot_status,
    lockStatus: row.lock_status,
    battery: displayedBattery({ realBatteryValue: row.real_battery_value, battery: row.battery }),
    phoneBattery: row.phone_battery,
    isInStorage: row.is_in_storage,
    inRide: row.in_ride,
    lastUpdate: iso(row.last_update),
    lat: row.lat,
    long: row.long,
    urgencyType: urgencyTypeOf({
      isUrgent: row.is_urgent,
      urgencyType: row.urgency_type,
      lockStatus: row.lock_status,
      isInStorage: row.is_in_storage,
    }),
    iotBatteryAlert: iotBatteryAlertOf({ phoneBattery: row.phone_battery, iotStatus: row.iot_status }),
  };
}

/** What one vehicle alert page lists, and its order: the list and its export read the same. */
export interface VehicleAlertQuery {
  which: SQL;
  /** The order's key, never null (a missing value is ordered last through a bound), so a keyset can read it back; ties go by code. */
  sortKey: SQL;
  descending: boolean;
  /** The key's SQL type, to read a keyset cursor (its text) back. */
  keyType: 'timestamptz' | 'float8';
}

/** The freshest update first, vehicles that never reported last. */
const FRESHEST: Pick<VehicleAlertQuery, 'sortKey' | 'descending' | 'keyType'> = {
  sortKey: sql`coalesce(v.last_update, '-infinity'::timestamptz)`,
  descending: true,
  keyType: 'timestamptz',
};

export const VEHICLE_ALERT_QUERIES: Record<VehicleAlertPage, VehicleAlertQuery> = {
  /**
   * /app/urgent: flagged urgent, or (03 §2.8) a lock reporting none outside storage. Disabled
   * and stored vehicles are out of service, so only the lock rule can make a stored one urgent:
   * and it excludes storage by definition.
   */
  urgent: { which: sql`v.is_urgent OR (v.lock_status = 'none' AND NOT v.is_in_storage)`, ...FRESHEST },
  /** /app/vehicles/out-of-fence: outside their area's fence (migration 0002's partial index). */
  outOfFence: { which: sql`v.is_out_of_fence`, ...FRESHEST },
  /** /app/vehicles-iot-battery-alert: the rule of shared/rules/alerts.ts, lowest IoT battery first. */
  iotBattery: {
    which: sql`v.phone_battery <= ${IOT_BATTERY_ALERT_PERCENT} OR v.iot_status = 'off'`,
    sortKey: sql`coalesce(v.phone_battery::float8, 'Infinity'::float8)`,
    descending: false,
    keyType: 'float8',
  },
};

/** The page's vehicles in the chosen areas (every area when none is chosen). */
export const vehicleAlertCondition = (
  page: VehicleAlertPage,
  area: readonly string[] | null | undefined,
): SQL => sql`(${VEHICLE_ALERT_QUERIES[page].which}) ${andInAreas(sql`v.area_id`, area)}`;

export const vehicleAlertOrder = (page: VehicleAlertPage): SQL => {
  const { sortKey, descending } = VEHICLE_ALERT_QUERIES[page];
  return sql`${sortKey} ${sql.raw(descending ? 'DESC' : 'ASC')}, v.code`;
};

/** A page's row: what viewOf reads, from `vehicles v LEFT JOIN areas a`. */
export const VEHICLE_ALERT_COLUMNS = sql`v.id, v.code, v.area_id, a.name AS area_name, v.status, v.iot_status, v.lock_status, v.battery,
  v.real_battery_value, v.phone_battery, v.is_in_storage, v.in_ride, v.is_urgent, v.urgency_type, v.last_update, v.lat, v.long`;

/** The page's vehicles in its order, with the total (a window count: one read). */
async function alertVehicles(
  deps: Deps,
  page: VehicleAlertPage,
  args: { area?: string[] | null; limit?: number | null },
) {
  const rows = await queryRows<VehicleAlertRow & { total: string | number }>(
    deps.db,
    sql`SELECT ${VEHICLE_ALERT_COLUMNS}, count(*) OVER () AS total
          FROM vehicles v LEFT JOIN areas a ON a.id = v.area_id
         WHERE ${vehicleAlertCondition(page, args.area)}
         ORDER BY ${vehicleAlertOrder(page)}
         LIMIT ${alertLimitOf(args.limit)}`,
  );
  return { total: Number(rows[0]?.total ?? 0), vehicles: rows.map(vehicleAlertView) };
}

export const getUrgentVehicles = (deps: Deps, args: { area?: string[] | null; limit?: number | null }) =>
  alertVehicles(deps, 'urgent', args);

export const getOutOfFenceVehicles = (deps: Deps, args: { area?: string[] | null; limit?: number | null }) =>
  alertVehicles(deps, 'outOfFence', args);

export const getIotBatteryAlerts = (deps: Deps, args: { area?: string[] | null; limit?: number | null }) =>
  alertVehicles(deps, 'iotBattery', args);
