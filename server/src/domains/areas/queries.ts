import { sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { queryRows } from '../../platform/db/client';

type LatLng = [number, number];

interface AreaSqlRow {
  id: string;
  name: string;
  view_in_ops_app: boolean;
  pay_balance_only: boolean;
  force_id_verification: boolean;
  is_multi_level: boolean;
  is_geofencing_enabled: boolean;
  is_ops_fencing_enabled: boolean;
  is_ending_ride_restricted_in_outer_fence: boolean;
  is_express_area: boolean;
  outer_fence: LatLng[];
  geofence_coordinates: LatLng[];
  restricted_fences: LatLng[][];
  ops_fences: LatLng[][];
  attendance_lat: number | null;
  attendance_long: number | null;
  reservation_plans: Array<{ minutes: number; costPiasters: number }>;
  scooters: string[] | null;
  version: number;
}

const SELECT_AREAS = sql`SELECT a.*, (SELECT array_agg(v.code ORDER BY v.code) FROM vehicles v WHERE v.area_id = a.id) AS scooters FROM areas a`;

/** Geofencing-enabled areas first, then by name (spec 03 §3). */
export async function listAreas(deps: Deps) {
  const found = await queryRows<AreaSqlRow>(
    deps.db,
    sql`${SELECT_AREAS} ORDER BY a.is_geofencing_enabled DESC, a.name ASC`,
  );
  return found.map(presentArea);
}

export async function getArea(deps: Deps, id: string) {
  const [row] = await queryRows<AreaSqlRow>(deps.db, sql`${SELECT_AREAS} WHERE a.id = ${id}`);
  return row ? presentArea(row) : null;
}

export type PresentedArea = ReturnType<typeof presentArea>;

function presentArea(row: AreaSqlRow) {
  return {
    _id: row.id,
    name: row.name,
    viewInOpsApp: row.view_in_ops_app,
    payBalanceOnly: row.pay_balance_only,
    forceIdVerification: row.force_id_verification,
    scooters: row.scooters ?? [],
    geofenceCoordinates: row.geofence_coordinates,
    isMultiLevel: row.is_multi_level,
    isGeofencingEnabled: row.is_geofencing_enabled,
    isOpsFencingEnabled: row.is_ops_fencing_enabled,
    isEndingRideRestrictedinOuterFence: row.is_ending_ride_restricted_in_outer_fence,
    isExpressArea: row.is_express_area,
    outerFence: row.outer_fence,
    restrictedFences: row.restricted_fences,
    opsFences: row.ops_fences,
    attendanceCoordinates:
      row.attendance_lat !== null && row.attendance_long !== null
        ? [row.attendance_lat, row.attendance_long]
        : null,
    attendanceCoordinatesLat: row.attendance_lat,
    attendanceCoordinatesLong: row.attendance_long,
    reservationPlans: row.reservation_plans.map((plan) => ({
      minutes: plan.minutes,
      cost: plan.costPiasters / 100,
    })),
    version: row.version,
  };
}
