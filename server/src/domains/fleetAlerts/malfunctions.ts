import { sql, type SQL } from 'drizzle-orm';
import { displayedBattery } from '@ops/shared/rules/battery';
import type { Deps } from '../../platform/deps';
import { queryRows } from '../../platform/db/client';
import { alertLimitOf, andInAreas } from './limits';

export interface MalfunctionRow {
  id: string;
  vehicle_id: string;
  code: string;
  area_id: string | null;
  area_name: string | null;
  status: string;
  main_case: string | null;
  assigned_to_name: string | null;
  created_at: Date | string;
  battery: number;
  real_battery_value: number | null;
  vehicle_status: string;
}

/** A row of the page: what malfunctionView reads, from MALFUNCTION_FROM. */
export const MALFUNCTION_COLUMNS = sql`t.id, t.vehicle_id, v.code, v.area_id, a.name AS area_name, t.status, t.main_case, t.assigned_to_name,
  t.created_at, v.battery, v.real_battery_value, v.status AS vehicle_status`;
export const MALFUNCTION_FROM = sql`tasks t JOIN vehicles v ON v.id = t.vehicle_id LEFT JOIN areas a ON a.id = v.area_id`;

/**
 * Open Vehicle tasks whose Vehicle Malfunction case is still open (tasks.cases holds true
 * while a case is open), in the chosen areas (every area when none is chosen).
 */
export const malfunctionCondition = (area: readonly string[] | null | undefined): SQL =>
  sql`t.type = 'Vehicle' AND t.status <> 'resolved' AND (t.cases ->> 'VEHICLE_MALFUNCTION') = 'true' ${andInAreas(sql`v.area_id`, area)}`;

export function malfunctionView(row: MalfunctionRow) {
  return {
    _id: row.id,
    vehicle: row.vehicle_id,
    code: row.code,
    area: row.area_id ? { _id: row.area_id, name: row.area_name ?? '' } : null,
    status: row.status,
    mainCase: row.main_case,
    assignedToName: row.assigned_to_name,
    createdAt: new Date(row.created_at).toISOString(),
    battery: displayedBattery({ realBatteryValue: row.real_battery_value, battery: row.battery }),
    vehicleStatus: row.vehicle_status,
  };
}

/** /app/vehicles-malfunction-alert: the open malfunction cases, the longest waiting first. */
export async function getMalfunctionAlerts(
  deps: Deps,
  args: { area?: string[] | null; limit?: number | null },
) {
  const rows = await queryRows<MalfunctionRow & { total: string | number }>(
    deps.db,
    sql`SELECT ${MALFUNCTION_COLUMNS}, count(*) OVER () AS total
          FROM ${MALFUNCTION_FROM}
         WHERE ${malfunctionCondition(args.area)}
         ORDER BY t.created_at ASC, t.id
         LIMIT ${alertLimitOf(args.limit)}`,
  );
  return { total: Number(rows[0]?.total ?? 0), alerts: rows.map(malfunctionView) };
}
