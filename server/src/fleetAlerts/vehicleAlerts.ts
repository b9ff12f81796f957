import { sql, type SQL } from 'drizzle-orm';
import { iotBatteryAlertOf, IOT_BATTERY_ALERT_PERCENT, urgencyTypeOf } from '@ops/shared/rules/alerts';
import { displayedBattery } from '@ops/shared/rules/battery';
import type { Deps } from '../app/deps';
import { queryRows } from '../db/client';
import { alertLimitOf, areasOf } from './limits';

interface VehicleAlertRow {
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
  total: string | number;
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

function viewOf(row: VehicleAlertRow): FleetAlertVehicleView {
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
    urgencyType: urgencyTypeOf({ isUrgent: row.is_urgent, urgencyType: row.urgency_type, lockStatus: row.lock_status, isInStorage: row.is_in_storage }),
    iotBatteryAlert: iotBatteryAlertOf({ phoneBattery: row.phone_battery, iotStatus: row.iot_status }),
  };
}

/** The vehicles matching `which`, in `order`, with the total (a window count: one read). */
async function alertVehicles(deps: Deps, which: SQL, order: SQL, area: readonly string[] | null | undefined, limit: number | null | undefined) {
  const areaIds = areasOf(area);
  const rows = await queryRows<VehicleAlertRow>(
    deps.db,
    sql`SELECT v.id, v.code, v.area_id, a.name AS area_name, v.status, v.iot_status, v.lock_status, v.battery,
               v.real_battery_value, v.phone_battery, v.is_in_storage, v.in_ride, v.is_urgent, v.urgency_type,
               v.last_update, v.lat, v.long, count(*) OVER () AS total
          FROM vehicles v LEFT JOIN areas a ON a.id = v.area_id
         WHERE (${which}) ${areaIds ? sql`AND v.area_id IN (${sql.join(areaIds.map((id) => sql`${id}`), sql`, `)})` : sql``}
         ORDER BY ${order}, v.code
         LIMIT ${alertLimitOf(limit)}`,
  );
  return { total: Number(rows[0]?.total ?? 0), vehicles: rows.map(viewOf) };
}

/**
 * /app/urgent: flagged urgent, or (03 §2.8) a lock reporting none outside storage. Disabled
 * and stored vehicles are out of service, so only the lock rule can make a stored one urgent:
 * and it excludes storage by definition. The freshest update first.
 */
export const getUrgentVehicles = (deps: Deps, args: { area?: string[] | null; limit?: number | null }) =>
  alertVehicles(deps, sql`v.is_urgent OR (v.lock_status = 'none' AND NOT v.is_in_storage)`, sql`v.last_update DESC NULLS LAST`, args.area, args.limit);

/** /app/vehicles/out-of-fence: outside their area's fence (migration 0002's partial index). */
export const getOutOfFenceVehicles = (deps: Deps, args: { area?: string[] | null; limit?: number | null }) =>
  alertVehicles(deps, sql`v.is_out_of_fence`, sql`v.last_update DESC NULLS LAST`, args.area, args.limit);

/** /app/vehicles-iot-battery-alert: the rule of shared/rules/alerts.ts, lowest IoT battery first. */
export const getIotBatteryAlerts = (deps: Deps, args: { area?: string[] | null; limit?: number | null }) =>
  alertVehicles(
    deps,
    sql`v.phone_battery <= ${IOT_BATTERY_ALERT_PERCENT} OR v.iot_status = 'off'`,
    sql`v.phone_battery ASC NULLS LAST`,
    args.area,
    args.limit,
  );
