import { eq } from 'drizzle-orm';
import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import { emitNow } from '../../platform/db/outbox';
import type { Deps } from '../../platform/deps';
import { UserError } from '../../platform/errors';
import { newId } from '../../platform/lib/ids';
import { users } from '../../platform/session/tables';
import { presentLocation, type StaffLocationView } from './queries';
import { staffLocations } from './tables';

/** Sent to one staff member's own room: their ops app answers by reporting its location. */
export const PING_USER_OPS_LOCATION = REALTIME_EVENTS.PING_USER_OPS_LOCATION;

export interface LocationReport {
  userId: string;
  lat: number;
  lng: number;
  error?: { code: string; message: string } | null;
}

/**
 * Stores what a staff member's ops app reported and tells the map (NEW_USER_OPS_LOCATION to
 * everyone following the topic, who move that person's pin). The simulator's field
 * technicians report through here, as a real ops app's reports would.
 */
export async function recordStaffLocation(
  deps: Pick<Deps, 'db' | 'clock' | 'events'>,
  report: LocationReport,
): Promise<StaffLocationView> {
  const [user] = await deps.db
    .select({ id: users.id, name: users.name, phoneNumber: users.phoneNumber })
    .from(users)
    .where(eq(users.id, report.userId));
  if (!user) throw new UserError('User not found');
  const now = deps.clock.now();
  const id = newId();
  await deps.db.insert(staffLocations).values({
    id,
    userId: user.id,
    lat: report.lat,
    lng: report.lng,
    errorCode: report.error?.code ?? null,
    errorMessage: report.error?.message ?? null,
    createdAt: now,
  });
  const view = presentLocation({
    id,
    lat: report.lat,
    lng: report.lng,
    created_at: now,
    error_code: report.error?.code ?? null,
    error_message: report.error?.message ?? null,
    user_id: user.id,
    name: user.name,
    phone_number: user.phoneNumber,
  });
  emitNow(deps.events, (out) => out.toTopic(REALTIME_EVENTS.NEW_USER_OPS_LOCATION, view));
  return view;
}

/** pingUserOpsLocation(userId): asks that staff member's ops app for a fresh location. */
export async function pingUserOpsLocation(
  deps: Pick<Deps, 'db' | 'clock' | 'events'>,
  userId: string,
): Promise<{ success: boolean; message: string }> {
  const [user] = await deps.db
    .select({ id: users.id, type: users.type, active: users.active })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || user.type !== 'operations') throw new UserError('Staff member not found');
  if (!user.active) throw new UserError('This staff member is deactivated');
  emitNow(deps.events, (out) =>
    out.toUser(user.id, REALTIME_EVENTS.PING_USER_OPS_LOCATION, { at: deps.clock.now().toISOString() }),
  );
  return { success: true, message: 'Ping sent' };
}
