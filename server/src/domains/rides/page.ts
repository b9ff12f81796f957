import { eq, inArray } from 'drizzle-orm';
import { mayReadWalletLogs } from '@ops/shared/rules/permissions/readRules';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import { billViewById, type BillView } from '../bills';
import { codedRefusal } from '../../platform/errors';
import { users } from '../../platform/session/tables';
import { type PersonRef, selectWalletLogViews, walletLogs, type WalletLogView } from '../wallet';
import { lockRide } from './lock';
import { rideView, type RideView } from './present';
import { appendRideLog, readRideLogs } from './rideLog';
import { mayListRides } from './ridesList';
import { rides } from './tables';

export interface RideLogView {
  at: string;
  event: string;
  by: PersonRef | null;
  note: string | null;
}

/** getRide: what the ride page (/app/rides/{id}) shows beyond the list's Ride. */
export interface RideDetailsView {
  ride: RideView;
  userStopLat: number | null;
  userStopLong: number | null;
  maxNumberOfMinutesForRide: number | null;
  bill: BillView | null;
  /** null: the caller may not read wallet logs (the section says so instead of showing none). */
  walletLogs: WalletLogView[] | null;
  logs: RideLogView[];
}

/**
 * getRide (02 §7 "ride queries … details"): one ride with its bill, wallet entries and
 * logs. The route is open to every signed-in person (03 §2.2 'none'); the data is read by
 * the rides list's rule for that ride's rider and vehicle (rides.VIEW_PAGE; users.VIEW_PAGE
 * for the rider; task.RESOLVE_TASKS, whose cards link here). Not found is told before the
 * permission so nobody learns more from the refusal than from the address.
 */
export async function getRide(deps: Deps, session: SessionInfo, rideId: string): Promise<RideDetailsView> {
  const [row] = await deps.db
    .select({
      userId: rides.userId,
      vehicleId: rides.vehicleId,
      userStopLat: rides.userStopLat,
      userStopLong: rides.userStopLong,
      max: rides.maxNumberOfMinutesForRide,
      billId: rides.billId,
      logs: rides.logs,
    })
    .from(rides)
    .where(eq(rides.id, rideId))
    .limit(1);
  if (!row) throw codedRefusal('RIDE_NOT_FOUND');
  if (!mayListRides(session, { user: row.userId, scooter: row.vehicleId }))
    throw codedRefusal('RIDES_NOT_ALLOWED');
  const [ride, bill, logs] = await Promise.all([
    rideView(deps, rideId),
    row.billId ? billViewById(deps.db, row.billId) : Promise.resolve(null),
    mayReadWalletLogs(session.role)
      ? selectWalletLogViews(deps.db, eq(walletLogs.rideId, rideId))
      : Promise.resolve(null),
  ]);
  const entries = readRideLogs(row.logs);
  const staffIds = [...new Set(entries.map((entry) => entry.byUserId).filter((id): id is string => !!id))];
  const staff = staffIds.length
    ? await deps.db
        .select({ id: users.id, name: users.name, phoneNumber: users.phoneNumber })
        .from(users)
        .where(inArray(users.id, staffIds))
    : [];
  return {
    ride: ride!,
    userStopLat: row.userStopLat,
    userStopLong: row.userStopLong,
    maxNumberOfMinutesForRide: row.max,
    bill,
    walletLogs: logs,
    logs: entries.map((entry) => {
      const by = staff.find((person) => person.id === entry.byUserId);
      return {
        at: entry.at,
        event: entry.event,
        note: entry.note,
        by: entry.byUserId
          ? { _id: entry.byUserId, name: by?.name ?? '', phoneNumber: by?.phoneNumber ?? '' }
          : null,
      };
    }),
  };
}

/**
 * checkRide (_id, accept) of 02 §7: the ride's check status becomes Accepted (Y) or
 * Declined (N), and the ride's logs say who decided. Deciding again changes the decision
 * (a reviewer may correct a mistake); the schema's gate is rides.TAKE_ACTIONS.
 */
export async function checkRide(
  deps: Deps,
  session: SessionInfo,
  input: { _id: string; accept: boolean },
): Promise<RideView> {
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await lockRide(tx, input._id);
    await tx
      .update(rides)
      .set({ checkStatus: input.accept ? 'Y' : 'N', updatedAt: at })
      .where(eq(rides.id, input._id));
    await appendRideLog(tx, input._id, {
      at: at.toISOString(),
      event: 'CHECKED',
      byUserId: session.user._id,
      note: input.accept ? 'Accepted' : 'Declined',
    });
  });
  return (await rideView(deps, input._id))!;
}
