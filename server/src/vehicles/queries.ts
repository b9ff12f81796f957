import { and, count, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import { VEHICLE_LIFE_CYCLE_PAGE_SIZE } from '@ops/shared/rules/constants';
import { can } from '@ops/shared/rules/permissions/can';
import type { Deps } from '../app/deps';
import type { SessionInfo } from '../auth/sessionTypes';
import { UserError } from '../graphql/errors';
import { rowsPerPageOf } from '../graphql/limits';
import { rideView, type RideView } from '../rides/present';
import { rides } from '../rides/tables';
import { taskUserView, type TaskUserView } from '../users/present';
import { users } from '../users/tables';
import type { PersonRef } from '../wallet/present';
import { VEHICLE_MESSAGES } from './messages';
import { vehicleView, type VehicleView } from './present';
import { vehicleLifeCycle, vehicles } from './tables';

export interface VehicleUserRideDetails {
  user: TaskUserView | null;
  ride: RideView | null;
  vehicle: VehicleView;
  lastMoveBeep: string | null;
}

/**
 * The three cards of a vehicle task (01 §2): the vehicle, its last ride and that ride's
 * customer. With no ride yet, the customer is the last person who started the vehicle
 * (for lost/stolen cases the card is 'Last Scanner').
 */
export async function vehicleUserRideDetails(deps: Deps, vehicleId: string): Promise<VehicleUserRideDetails> {
  const vehicle = await vehicleView(deps.db, vehicleId);
  if (!vehicle) throw new UserError(VEHICLE_MESSAGES.notFound);
  const [last] = await deps.db
    .select({ id: rides.id, userId: rides.userId })
    .from(rides)
    .where(eq(rides.vehicleId, vehicleId))
    .orderBy(desc(rides.startTime), desc(rides.id))
    .limit(1);
  const ride = last ? await rideView(deps, last.id) : null;
  const userId = last?.userId ?? vehicle.lastInitiator?._id ?? null;
  const user = userId ? await taskUserView(deps.db, userId) : null;
  return { user, ride, vehicle, lastMoveBeep: vehicle.lastMoveBeep };
}

export interface LifeCycleArgs {
  _id?: string | null;
  pageNumber?: number | null;
  rowsPerPage?: number | null;
  area?: string[] | null;
  isOperating?: boolean | null;
  case?: string | null;
  startDate?: string | null;
  endDate?: string | null;
}

export interface LifeCycleEntryView {
  _id: string;
  vehicle: string;
  code: string;
  case: string;
  service: string | null;
  user: PersonRef | null;
  createdAt: string;
  batterySerial: string | null;
  battery: number | null;
  batteryPerAtBatUnlock: number | null;
  isOperating: boolean;
}

const dateOf = (text: string | null | undefined) => {
  const date = text ? new Date(text) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

/**
 * vehicleLifeCycle (02 §7), 12 per page for the infinite-scroll timeline. Everyone with
 * vehicles.VIEW_LIFE_CYCLE reads all of it; an agent resolving tasks reads one vehicle's
 * (the Vehicle Life Cycle tab), so the field is @signedIn with this rule.
 */
export async function getVehicleLifeCycle(deps: Deps, session: SessionInfo, args: LifeCycleArgs): Promise<{ count: number; data: LifeCycleEntryView[] }> {
  const allowed = can(session.role, { layer: 'vehicles', permission: 'VIEW_LIFE_CYCLE' }) || (!!args._id && can(session.role, { layer: 'task', permission: 'RESOLVE_TASKS' }));
  if (!allowed) throw new UserError(VEHICLE_MESSAGES.notAllowedLifeCycle);
  const rowsPerPage = rowsPerPageOf(args.rowsPerPage, VEHICLE_LIFE_CYCLE_PAGE_SIZE);
  const pageNumber = Math.max(1, Math.trunc(args.pageNumber ?? 1));
  const where: SQL[] = [];
  if (args._id) where.push(eq(vehicleLifeCycle.vehicleId, args._id));
  if (args.case) where.push(eq(vehicleLifeCycle.case, args.case));
  if (typeof args.isOperating === 'boolean') where.push(eq(vehicleLifeCycle.isOperating, args.isOperating));
  const start = dateOf(args.startDate);
  const end = dateOf(args.endDate);
  if (start) where.push(gte(vehicleLifeCycle.createdAt, start));
  if (end) where.push(lte(vehicleLifeCycle.createdAt, end));
  if (args.area?.length) {
    where.push(inArray(vehicleLifeCycle.vehicleId, deps.db.select({ id: vehicles.id }).from(vehicles).where(inArray(vehicles.areaId, args.area))));
  }
  const condition = where.length ? and(...where) : undefined;
  const [total] = await deps.db.select({ value: count() }).from(vehicleLifeCycle).where(condition);
  const rows = await deps.db
    .select({ entry: vehicleLifeCycle, user: { id: users.id, name: users.name, phoneNumber: users.phoneNumber } })
    .from(vehicleLifeCycle)
    .leftJoin(users, eq(users.id, vehicleLifeCycle.userId))
    .where(condition)
    .orderBy(desc(vehicleLifeCycle.createdAt), desc(vehicleLifeCycle.id))
    .limit(rowsPerPage)
    .offset((pageNumber - 1) * rowsPerPage);
  return {
    count: Number(total?.value ?? 0),
    data: rows.map(({ entry, user }) => ({
      _id: entry.id,
      vehicle: entry.vehicleId,
      code: entry.code,
      case: entry.case,
      service: entry.service,
      user: user?.id ? { _id: user.id, name: user.name ?? '', phoneNumber: user.phoneNumber ?? '' } : null,
      createdAt: entry.createdAt.toISOString(),
      batterySerial: entry.batterySerial,
      battery: entry.battery,
      batteryPerAtBatUnlock: entry.batteryPerAtBatUnlock,
      isOperating: entry.isOperating,
    })),
  };
}
