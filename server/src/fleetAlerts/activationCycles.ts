import { sql } from 'drizzle-orm';
import type { Deps } from '../app/deps';
import { queryRows } from '../db/client';
import { UserError } from '../graphql/errors';
import { alertLimitOf, areasOf } from './limits';

export const ACTIVATION_RANGE_MESSAGE = 'Please select a valid start and end date.';

interface CycleRow {
  id: string;
  vehicle_id: string;
  code: string;
  area_id: string | null;
  area_name: string | null;
  activated_at: Date | string;
  activated_by_id: string | null;
  activated_by_name: string | null;
  activated_by_phone: string | null;
  battery: number | null;
  image_key: string | null;
  deactivated_at: Date | string | null;
  deactivated_by_id: string | null;
  deactivated_by_name: string | null;
  deactivated_by_phone: string | null;
  total: string | number;
}

const person = (id: string | null, name: string | null, phone: string | null) => (id ? { _id: id, name: name ?? '', phoneNumber: phone ?? '' } : null);

/**
 * /app/vehicles-activation-cycle: each ACTIVATED entry of the range with the vehicle's
 * DEACTIVATED entry just before it (one index probe each: vehicle_life_cycle_vehicle_idx),
 * the time out of service, and the activation photo through a signed URL.
 */
export async function getActivationCycles(
  deps: Deps,
  args: { area?: string[] | null; startDate: string; endDate: string; limit?: number | null },
) {
  const start = new Date(args.startDate);
  const end = new Date(args.endDate);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || start > end) throw new UserError(ACTIVATION_RANGE_MESSAGE);
  const areaIds = areasOf(args.area);
  const rows = await queryRows<CycleRow>(
    deps.db,
    sql`SELECT e.id, e.vehicle_id, e.code, v.area_id, a.name AS area_name, e.created_at AS activated_at,
               u.id AS activated_by_id, u.name AS activated_by_name, u.phone_number AS activated_by_phone,
               e.battery, e.image_key,
               d.created_at AS deactivated_at, du.id AS deactivated_by_id, du.name AS deactivated_by_name,
               du.phone_number AS deactivated_by_phone, count(*) OVER () AS total
          FROM vehicle_life_cycle e
          JOIN vehicles v ON v.id = e.vehicle_id
          LEFT JOIN areas a ON a.id = v.area_id
          LEFT JOIN users u ON u.id = e.user_id
          LEFT JOIN LATERAL (
                SELECT p.created_at, p.user_id FROM vehicle_life_cycle p
                 WHERE p.vehicle_id = e.vehicle_id AND p."case" = 'DEACTIVATED'
                   AND (p.created_at, p.id) < (e.created_at, e.id)
                 ORDER BY p.created_at DESC, p.id DESC LIMIT 1) d ON true
          LEFT JOIN users du ON du.id = d.user_id
         WHERE e."case" = 'ACTIVATED' AND e.created_at >= ${start} AND e.created_at <= ${end}
               ${areaIds ? sql`AND v.area_id IN (${sql.join(areaIds.map((id) => sql`${id}`), sql`, `)})` : sql``}
         ORDER BY e.created_at DESC, e.id DESC
         LIMIT ${alertLimitOf(args.limit)}`,
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    cycles: rows.map((row) => {
      const activatedAt = new Date(row.activated_at);
      const deactivatedAt = row.deactivated_at === null ? null : new Date(row.deactivated_at);
      return {
        _id: row.id,
        vehicle: row.vehicle_id,
        code: row.code,
        area: row.area_id ? { _id: row.area_id, name: row.area_name ?? '' } : null,
        activatedAt: activatedAt.toISOString(),
        activatedBy: person(row.activated_by_id, row.activated_by_name, row.activated_by_phone),
        deactivatedAt: deactivatedAt?.toISOString() ?? null,
        deactivatedBy: person(row.deactivated_by_id, row.deactivated_by_name, row.deactivated_by_phone),
        minutesOut: deactivatedAt ? Math.round((activatedAt.getTime() - deactivatedAt.getTime()) / 60_000) : null,
        battery: row.battery,
        imageUrl: row.image_key ? deps.storage.signedUrl(row.image_key) : null,
      };
    }),
  };
}
