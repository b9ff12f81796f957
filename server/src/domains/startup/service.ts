import { sql, type SQL } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';

import { queryRows } from '../../platform/db/client';

const rows = <T>(deps: Deps, query: SQL) => queryRows<T>(deps.db, query);

export async function pendingIdVerificationsCount(deps: Deps): Promise<number> {
  const [row] = await rows<{ count: number }>(
    deps,
    sql`SELECT count(*)::int AS count FROM id_verifications WHERE status = 'pending'`,
  );
  return Number(row?.count ?? 0);
}

export async function stolenAlertsCount(deps: Deps): Promise<number> {
  const [row] = await rows<{ count: number }>(
    deps,
    sql`SELECT count(*)::int AS count FROM vehicles WHERE stolen_alert`,
  );
  return Number(row?.count ?? 0);
}

export async function vehiclesForSearch(deps: Deps): Promise<Array<{ _id: string; code: string }>> {
  return rows(deps, sql`SELECT id AS "_id", code FROM vehicles ORDER BY code`);
}

/** The newest distribution of each area, flattened into map points. */
export async function mapDistributions(deps: Deps) {
  const found = await rows<{ areaName: string; points: Array<Record<string, unknown>> }>(
    deps,
    sql`SELECT DISTINCT ON (d.area_id) a.name AS "areaName", d.points
        FROM distributions d JOIN areas a ON a.id = d.area_id
        ORDER BY d.area_id, d.date_created DESC`,
  );
  return found.flatMap((distribution) =>
    distribution.points
      // The map overlay needs numeric coordinates (spec 03 §2.5).
      .filter((point) => typeof point.lat === 'number' && typeof point.lng === 'number')
      .map((point) => ({
        lat: point.lat as number,
        lng: point.lng as number,
        pointName: String(point.pointName ?? ''),
        neighborhood: String(point.neighborhood ?? ''),
        vehiclesToDistribute: typeof point.vehiclesToDistribute === 'number' ? point.vehiclesToDistribute : 0,
        areaName: distribution.areaName,
      })),
  );
}
