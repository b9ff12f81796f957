import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  APP_SESSIONS_EXPORT,
  OPS_SESSIONS_EXPORT,
  type SessionsExportField,
} from '@ops/shared/exports/sessionsExportFields';
import type { ExportModuleSpec } from '@ops/shared/exports/exportModule';
import { parseFilterValue } from '@ops/shared/lists/listRequest';
import { APP_SESSIONS_LIST, OPS_SESSIONS_LIST, type SessionsFilters } from '@ops/shared/lists/sessions';
import { areas } from '../areas';
import type { Db } from '../../platform/db/client';
import { filterCondition } from '../../platform/lists/listQuery';
import { roles, users } from '../../platform/session/tables';
import { circleOf, SESSIONS_FILTER_CONDITIONS } from './sessionsList';
import { appSessions, type AppSessionKind } from './tables';
import { cairoDate } from '../../platform/exports/cells';
import { cursorText, keysetBatches, olderThan } from '../../platform/exports/keyset';
import { fieldsOf, type ExportModule, type FieldCell } from '../../platform/exports/types';

const selectBatch = (db: Db, where: SQL | undefined, size: number) =>
  db
    .select({
      row: appSessions,
      userName: users.name,
      phoneNumber: users.phoneNumber,
      roleName: roles.name,
      areaName: areas.name,
      cursor: cursorText(appSessions.startedAt),
    })
    .from(appSessions)
    .leftJoin(users, eq(users.id, appSessions.userId))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(areas, eq(areas.id, appSessions.areaId))
    .where(where)
    .orderBy(desc(appSessions.startedAt), desc(appSessions.id))
    .limit(size);

export type SessionExportRow = Awaited<ReturnType<typeof selectBatch>>[number];

/** One kind's sessions (rider app or ops app) for the list's filters, newest first, the circle included. */
function sessionBatches(kind: AppSessionKind) {
  return (
    db: Db,
    filters: SessionsFilters,
    ids: readonly string[] | null,
  ): AsyncIterable<readonly SessionExportRow[]> => {
    const ofKind = eq(appSessions.kind, kind);
    const where = ids
      ? and(ofKind, inArray(appSessions.id, [...ids]))
      : and(ofKind, filterCondition(filters, SESSIONS_FILTER_CONDITIONS), circleOf(filters));
    return keysetBatches(
      (after, size) =>
        selectBatch(db, and(where, olderThan(appSessions.startedAt, appSessions.id, after)), size),
      (r) => ({ cursor: r.cursor, id: r.row.id }),
    );
  };
}

const CELLS: Record<SessionsExportField, FieldCell<SessionExportRow>> = {
  user: { width: 22, value: (r) => r.userName },
  phoneNumber: { width: 16, value: (r) => r.phoneNumber },
  role: { width: 16, value: (r) => r.roleName },
  startedAt: { width: 20, value: (r) => cairoDate(r.row.startedAt) },
  endedAt: { width: 20, value: (r) => cairoDate(r.row.endedAt) },
  area: { width: 16, value: (r) => r.areaName },
  lat: { width: 11, value: (r) => r.row.lat },
  lng: { width: 11, value: (r) => r.row.lng },
  deviceId: { width: 22, value: (r) => r.row.deviceId },
  operatingSystem: { width: 14, value: (r) => r.row.operatingSystem },
  appVersion: { width: 10, value: (r) => r.row.appVersion },
  ride: { width: 26, value: (r) => r.row.rideId },
};

function sessionsModule(
  spec: ExportModuleSpec<SessionsExportField>,
  kind: AppSessionKind,
): ExportModule<SessionExportRow, SessionsFilters> {
  const list = kind === 'app' ? APP_SESSIONS_LIST : OPS_SESSIONS_LIST;
  return {
    spec,
    title: spec.title,
    fields: fieldsOf(spec, CELLS),
    readFilters: (value, context) => parseFilterValue(list, value, context),
    rowSource: sessionBatches(kind),
  };
}

/** App Sessions (users.APP_SESSIONS and users.EXPORT) and Ops Sessions (users.OPS_SESSIONS and users.EXPORT). */
export const appSessionsExport = sessionsModule(APP_SESSIONS_EXPORT, 'app');
export const opsSessionsExport = sessionsModule(OPS_SESSIONS_EXPORT, 'ops');
