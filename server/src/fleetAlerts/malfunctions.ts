import { sql } from 'drizzle-orm';
import { displayedBattery } from '@ops/shared/rules/battery';
import type { Deps } from '../app/deps';
import { queryRows } from '../db/client';
import { alertLimitOf, areasOf } from './limits';

interface MalfunctionRow {
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
  total: string | number;
}

/**
 * /app/vehicles-malfunction-alert: open Vehicle tasks whose Vehicle Malfunction case is
 * still open (tasks.cases holds true while a case is open), the longest waiting first.
 */
export async function getMalfunctionAlerts(deps: Deps, args: { area?: string[] | null; limit?: number | null }) {
  const areaIds = areasOf(args.area);
  const rows = await queryRows<MalfunctionRow>(
    deps.db,
    sql`SELECT t.id, t.vehicle_id, v.code, v.area_id, a.name AS area_name, t.status, t.main_case, t.assigned_to_name,
               t.created_at, v.battery, v.real_battery_value, v.status AS vehicle_status, count(*) OVER () AS total
          FROM tasks t
          JOIN vehicles v ON v.id = t.vehicle_id
          LEFT JOIN areas a ON a.id = v.area_id
         WHERE t.type = 'Vehicle' AND t.status <> 'resolved' AND (t.cases ->> 'VEHICLE_MALFUNCTION') = 'true'
               ${areaIds ? sql`AND v.area_id IN (${sql.join(areaIds.map((id) => sql`${id}`), sql`, `)})` : sql``}
         ORDER BY t.created_at ASC, t.id
         LIMIT ${alertLimitOf(args.limit)}`,
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    alerts: rows.map((row) => ({
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
    })),
  };
}
