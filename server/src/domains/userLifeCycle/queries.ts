import { eq } from 'drizzle-orm';
import { USER_LIFE_CYCLE_LIST, USER_LIFE_CYCLE_ROWS_GATE } from '@ops/shared/lists/userLifeCycle';
import { can } from '@ops/shared/rules/permissions/can';
import { serializeFilters } from '@ops/shared/lists/listRequest';
import { vehicleLifeCycleLabel } from '@ops/shared/rules/labels';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import { ForbiddenError } from '../../platform/errors';
import { areas } from '../areas';
import { readListRequest, runListQuery } from '../../platform/lists/listQuery';
import { roles, users } from '../../platform/session/tables';
import { vehicleLifeCycle, vehicles } from '../vehicles';
import type { PersonRef } from '../wallet';
import {
  BY_A_USER,
  userLifeCycleConditions,
  userLifeCycleFiltersOf,
  type UserLifeCycleArgs,
} from './lifeCycleList';

export interface UserLifeCycleEntry {
  _id: string;
  case: string;
  caseLabel: string;
  createdAt: string;
  user: PersonRef | null;
  roleName: string | null;
  vehicle: { _id: string; code: string } | null;
  area: { _id: string; name: string } | null;
  service: string | null;
  batterySerial: string | null;
  battery: number | null;
  batteryPerAtBatUnlock: number | null;
  isOperating: boolean;
}

export interface UserLifeCycleAnswer {
  data: UserLifeCycleEntry[];
  count: number;
  totalPages: number;
}

/** userLifeCycle (02 §7): the vehicle life-cycle events staff members caused, newest first, with the spec's labels. */
export async function userLifeCycle(
  deps: Deps,
  session: SessionInfo,
  args: UserLifeCycleArgs,
): Promise<UserLifeCycleAnswer> {
  if (!can(session.role, USER_LIFE_CYCLE_ROWS_GATE)) throw new ForbiddenError();
  const request = readListRequest(
    USER_LIFE_CYCLE_LIST,
    {
      pageNumber: args.paging?.pageNumber,
      rowsPerPage: args.paging?.rowsPerPage,
      filters: serializeFilters(userLifeCycleFiltersOf(args)),
    },
    { role: session.role, now: deps.clock.now() },
  );
  const page = await runListQuery(deps.db, request, {
    conditions: userLifeCycleConditions(deps.db),
    sortColumns: { createdAt: vehicleLifeCycle.createdAt },
    tieBreaker: vehicleLifeCycle.id,
    table: vehicleLifeCycle,
    scope: BY_A_USER,
    rows: ({ where, orderBy, limit, offset }) =>
      deps.db
        .select({
          id: vehicleLifeCycle.id,
          case: vehicleLifeCycle.case,
          createdAt: vehicleLifeCycle.createdAt,
          userId: users.id,
          userName: users.name,
          userPhone: users.phoneNumber,
          roleName: roles.name,
          vehicleId: vehicles.id,
          code: vehicleLifeCycle.code,
          areaId: areas.id,
          areaName: areas.name,
          service: vehicleLifeCycle.service,
          batterySerial: vehicleLifeCycle.batterySerial,
          battery: vehicleLifeCycle.battery,
          batteryPerAtBatUnlock: vehicleLifeCycle.batteryPerAtBatUnlock,
          isOperating: vehicleLifeCycle.isOperating,
        })
        .from(vehicleLifeCycle)
        .leftJoin(users, eq(users.id, vehicleLifeCycle.userId))
        .leftJoin(roles, eq(roles.id, users.roleId))
        .leftJoin(vehicles, eq(vehicles.id, vehicleLifeCycle.vehicleId))
        .leftJoin(areas, eq(areas.id, vehicles.areaId))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  });
  return {
    data: page.rows.map((row) => ({
      _id: row.id,
      case: row.case,
      caseLabel: vehicleLifeCycleLabel(row.case),
      createdAt: row.createdAt.toISOString(),
      user: row.userId
        ? { _id: row.userId, name: row.userName ?? '', phoneNumber: row.userPhone ?? '' }
        : null,
      roleName: row.roleName,
      vehicle: row.vehicleId ? { _id: row.vehicleId, code: row.code } : null,
      area: row.areaId ? { _id: row.areaId, name: row.areaName ?? '' } : null,
      service: row.service,
      batterySerial: row.batterySerial,
      battery: row.battery,
      batteryPerAtBatUnlock: row.batteryPerAtBatUnlock,
      isOperating: row.isOperating,
    })),
    count: page.total,
    totalPages: page.totalPages,
  };
}
