import { sql, type SQL } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { queryRows } from '../../platform/db/client';
import { UserError } from '../../platform/errors';
import { alertLimitOf, andInAreas } from './limits';

export const ACTIVATION_RANGE_MESSAGE = 'Please select a valid start and end date.';

export interface CycleRow {
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
}

const person = (id: string | null, name: string | null, phone: string | null) =>
  id ? { _id: id, name: name ?? '', phoneNumber: phone ?? '' } : null;

/**
 * A cycle: the ACTIVATED entry `e` with the vehicle's DEACTIVATED entry just before it `d`
 * (one index probe each: vehicle_life_cycle_vehicle_idx). What cycleView reads.
 */
export const CYCLE_COLUMNS = sql`e.id, e.vehicle_id, e.code, v.area_id, a.name AS area_name, e.created_at AS activated_at,
  u.id AS activated_by_id, u.name AS activated_by_name, u.phone_number AS activated_by_phone,
  e.battery, e.image_key,
  d.created_at AS deactivated_at, du.id AS deactivated_by_id, du.name AS deactivated_by_name, du.phone_number AS deactivated_by_phone`;
export const CYCLE_FROM = sql`vehicle_life_cycle e
  JOIN vehicles v ON v.id = e.vehicle_id
  LEFT JOIN areas a ON a.id = v.area_id
  LEFT JOIN users u ON u.id = e.user_id
  LEFT JOIN LATERAL (
        SELECT p.created_at, p.user_id FROM vehicle_life_cycle p
         WHERE p.vehicle_id = e.vehicle_id AND p."case" = 'DEACTIVATED'
           AND (p.created_at, p.id) < (e.created_at, e.id)
         ORDER BY p.created_at DESC, p.id DESC LIMIT 1) d ON true
  LEFT JOIN users du ON du.id = d.user_id`;

export interface ActivationWindow {
  start: Date;
  end: Date;
}

/** The page's range as instants, or its message. */
export function activationWindow(startDate: string, endDate: string): ActivationWindow {
  const start = new Date(startDate);
  const end = new Date(endDate);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || start > end)
    throw new UserError(ACTIVATION_RANGE_MESSAGE);
  return { start, end };
}

/** The activations in the window (any time when null) of vehicles in the chosen areas (every area when none is chosen). */
export const activationCycleCondition = (
  area: readonly string[] | null | undefined,
  window: ActivationWindow | null,
): SQL =>
  sql`e."case" = 'ACTIVATED' ${window ? sql`AND e.created_at >= ${window.start} AND e.created_at <= ${window.end}` : sql``} ${andInAreas(sql`v.area_id`, area)}`;

/** One cycle as the page gets it; `imageUrl` signs the photo's storage key. */
export function cycleView(row: CycleRow, imageUrl: (key: string) => string | null) {
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
    imageUrl: row.image_key ? imageUrl(row.image_key) : null,
  };
}

/**
 * /app/vehicles-activation-cycle: each ACTIVATED entry of the range with the DEACTIVATED
 * entry before it, the time out of service, and the activation photo through a signed URL.
 */
export async function getActivationCycles(
  deps: Deps,
  args: { area?: string[] | null; startDate: string; endDate: string; limit?: number | null },
) {
  const window = activationWindow(args.startDate, args.endDate);
  const rows = await queryRows<CycleRow & { total: string | number }>(
    deps.db,
    sql`SELECT ${CYCLE_COLUMNS}, count(*) OVER () AS total
          FROM ${CYCLE_FROM}
         WHERE ${activationCycleCondition(args.area, window)}
         ORDER BY e.created_at DESC, e.id DESC
         LIMIT ${alertLimitOf(args.limit)}`,
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    cycles: rows.map((row) => cycleView(row, (key) => deps.storage.signedUrl(key))),
  };
}
