import { sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { queryRows } from '../../platform/db/client';

/**
 * Every vehicle the live map draws: the fields of 03 §3 (Vehicle, map and alerts) and
 * nothing more, since the whole fleet comes in one answer. Vehicles that never reported
 * (0, 0) have no place on a map of Cairo.
 */
export function mapVehicles(deps: Deps) {
  return queryRows<{
    _id: string;
    code: string;
    status: string;
    lat: number;
    long: number;
    battery: number | null;
    realBatteryValue: number | null;
    isInStorage: boolean;
    inRide: boolean;
    area: string | null;
    lockStatus: string;
  }>(
    deps.db,
    sql`SELECT id AS "_id", code, status, lat, long, battery, real_battery_value AS "realBatteryValue",
          is_in_storage AS "isInStorage", in_ride AS "inRide", area_id AS area, lock_status AS "lockStatus"
        FROM vehicles WHERE NOT (lat = 0 AND long = 0) ORDER BY code`,
  );
}
