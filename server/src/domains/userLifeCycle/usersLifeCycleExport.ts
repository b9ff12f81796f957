import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  USERS_LIFE_CYCLE_EXPORT,
  type UsersLifeCycleExportField,
} from '@ops/shared/exports/riderListsExportFields';
import { parseFilterValue } from '@ops/shared/lists/listRequest';
import { USER_LIFE_CYCLE_LIST, type UserLifeCycleFilters } from '@ops/shared/lists/userLifeCycle';
import { vehicleLifeCycleLabel } from '@ops/shared/rules/labels';
import type { Db } from '../../platform/db/client';
import { cairoDate } from '../../platform/exports/cells';
import { cursorText, keysetBatches, olderThan } from '../../platform/exports/keyset';
import { fieldsOf, type ExportModule, type FieldCell } from '../../platform/exports/types';
import { filterCondition } from '../../platform/lists/listQuery';
import { areas } from '../areas/index';
import { roles } from '../../platform/session/tables';
import { users } from '../../platform/session/tables';
import { vehicleLifeCycle, vehicles } from '../vehicles/index';
import { BY_A_USER, userLifeCycleConditions } from './lifeCycleList';

const selectLifeCycle = (db: Db, where: SQL | undefined, size: number) =>
  db
    .select({
      id: vehicleLifeCycle.id,
      case: vehicleLifeCycle.case,
      createdAt: vehicleLifeCycle.createdAt,
      userId: vehicleLifeCycle.userId,
      userName: users.name,
      roleName: roles.name,
      code: vehicleLifeCycle.code,
      areaName: areas.name,
      service: vehicleLifeCycle.service,
      batterySerial: vehicleLifeCycle.batterySerial,
      battery: vehicleLifeCycle.battery,
      cursor: cursorText(vehicleLifeCycle.createdAt),
    })
    .from(vehicleLifeCycle)
    .leftJoin(users, eq(users.id, vehicleLifeCycle.userId))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(vehicles, eq(vehicles.id, vehicleLifeCycle.vehicleId))
    .leftJoin(areas, eq(areas.id, vehicles.areaId))
    .where(where)
    .orderBy(desc(vehicleLifeCycle.createdAt), desc(vehicleLifeCycle.id))
    .limit(size);

export type LifeCycleExportRow = Awaited<ReturnType<typeof selectLifeCycle>>[number];

/** The list's events (those a person caused, BY_A_USER, a selection too), newest first. */
function lifeCycleBatches(
  db: Db,
  filters: UserLifeCycleFilters,
  ids: readonly string[] | null,
): AsyncIterable<readonly LifeCycleExportRow[]> {
  const where = and(
    BY_A_USER,
    ids ? inArray(vehicleLifeCycle.id, [...ids]) : filterCondition(filters, userLifeCycleConditions(db)),
  );
  return keysetBatches(
    (after, size) =>
      selectLifeCycle(
        db,
        and(where, olderThan(vehicleLifeCycle.createdAt, vehicleLifeCycle.id, after)),
        size,
      ),
    (row) => ({ cursor: row.cursor, id: row.id }),
  );
}

const LIFE_CYCLE_CELLS: Record<UsersLifeCycleExportField, FieldCell<LifeCycleExportRow>> = {
  date: { width: 20, value: (r) => cairoDate(r.createdAt) },
  user: { width: 22, value: (r) => r.userName || r.userId },
  role: { width: 16, value: (r) => r.roleName },
  case: { width: 16, value: (r) => vehicleLifeCycleLabel(r.case) },
  vehicle: { width: 12, value: (r) => r.code },
  area: { width: 16, value: (r) => r.areaName },
  serial: { width: 16, value: (r) => r.batterySerial },
  battery: { width: 9, value: (r) => (r.battery === null ? null : Math.round(r.battery)) },
  service: { width: 14, value: (r) => r.service },
};

/** Users Life Cycle (users.EXPORT; the page needs a login only): the list's filters, read by USER_LIFE_CYCLE_LIST's schema. */
export const usersLifeCycleExport: ExportModule<LifeCycleExportRow, UserLifeCycleFilters> = {
  spec: USERS_LIFE_CYCLE_EXPORT,
  title: USERS_LIFE_CYCLE_EXPORT.title,
  fields: fieldsOf(USERS_LIFE_CYCLE_EXPORT, LIFE_CYCLE_CELLS),
  readFilters: (value, context) => parseFilterValue(USER_LIFE_CYCLE_LIST, value, context),
  rowSource: lifeCycleBatches,
};
