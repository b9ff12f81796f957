import { sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { queryRows } from '../../platform/db/client';
import type { Random } from '../../platform/lib/random';
import { recordStaffLocation } from '../../domains/staffLocations/service';

/** About 30 m in latitude; a technician on foot or on a scooter between two reports. */
const STEP_DEGREES = 0.0003;
const REPORT_CHANCE = 0.5;
const ERROR_CHANCE = 0.05;
const APP_ERRORS = [
  ['E_GPS_TIMEOUT', 'Location request timed out'],
  ['E_POSITION_UNAVAILABLE', 'Position unavailable'],
] as const;

/**
 * Field technicians' ops apps, simulated: everyone whose app reported in the last day
 * walks a step from their last report now and then and reports again through the same
 * service a real app's report would use (so NEW_USER_OPS_LOCATION moves their pin), and
 * sometimes the phone's GPS fails and the report carries the app's error.
 */
export async function moveFieldStaff(deps: Deps, random: Random): Promise<number> {
  const since = new Date(deps.clock.now().getTime() - 24 * 3_600_000).toISOString();
  const latest = await queryRows<{ user_id: string; lat: number; lng: number }>(
    deps.db,
    sql`SELECT DISTINCT ON (user_id) user_id, lat, lng FROM staff_locations
        WHERE created_at >= ${since} ORDER BY user_id, created_at DESC, id DESC`,
  );
  let moved = 0;
  for (const staff of latest) {
    if (!random.chance(REPORT_CHANCE)) continue;
    const error = random.chance(ERROR_CHANCE) ? random.pick(APP_ERRORS) : null;
    await recordStaffLocation(deps, {
      userId: staff.user_id,
      lat: staff.lat + random.float(-STEP_DEGREES, STEP_DEGREES),
      lng: staff.lng + random.float(-STEP_DEGREES, STEP_DEGREES),
      error: error ? { code: error[0], message: error[1] } : null,
    });
    moved += 1;
  }
  return moved;
}
