import { and, eq } from 'drizzle-orm';
import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import type { StolenAlertEvent } from '@ops/shared/realtime/alertEvents';
import { emitNow } from '../../platform/db/outbox';
import type { Deps } from '../../platform/deps';
import { vehicles } from '../vehicles';

/**
 * Sets a vehicle's lost/stolen alert and tells the badges (NEW_STOLEN_ALERT), only when
 * it was not set already: the badge counts vehicles, so a second alert on one vehicle
 * must not move it. Returns whether the alert is new.
 */
export async function raiseStolenAlert(
  deps: Pick<Deps, 'db' | 'events' | 'clock'>,
  vehicleId: string,
  reason?: string,
): Promise<boolean> {
  const now = deps.clock.now();
  const [row] = await deps.db
    .update(vehicles)
    .set({ stolenAlert: true, stolenAlertAt: now })
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.stolenAlert, false)))
    .returning({ id: vehicles.id, code: vehicles.code, lat: vehicles.lat, long: vehicles.long });
  if (!row) return false;
  const payload: StolenAlertEvent = {
    _id: row.id,
    code: row.code,
    lat: row.lat,
    long: row.long,
    ...(reason ? { reason } : {}),
  };
  emitNow(deps.events, (out) => out.toTopic(REALTIME_EVENTS.NEW_STOLEN_ALERT, payload));
  return true;
}
