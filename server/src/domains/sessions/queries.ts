import { and, eq } from 'drizzle-orm';
import { APP_SESSIONS_LIST, OPS_SESSIONS_LIST } from '@ops/shared/lists/sessions';
import type { ListRequestInput } from '@ops/shared/lists/listRequest';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import { areas } from '../areas';
import { readListRequest, runListQuery } from '../../platform/lists/listQuery';
import { roles, users } from '../../platform/session/tables';
import type { PersonRef } from '../wallet';
import { circleOf, SESSIONS_FILTER_CONDITIONS } from './sessionsList';
import { appSessions, type AppSessionKind } from './tables';

/** An app session as GraphQL shows it (sessions.graphql AppSession). */
export interface AppSessionView {
  _id: string;
  user: PersonRef | null;
  roleName: string | null;
  startedAt: string;
  endedAt: string | null;
  lat: number | null;
  lng: number | null;
  area: { _id: string; name: string } | null;
  deviceId: string | null;
  operatingSystem: string | null;
  appVersion: string | null;
  ride: string | null;
}

export interface AppSessionsPage {
  sessions: AppSessionView[];
  totalCount: number;
  totalPages: number;
}

/** getAppSessions (rider app) and getOpsSessions (ops app): one list each, the same filter (02 §5). */
export async function sessionsPage(
  deps: Deps,
  session: SessionInfo,
  kind: AppSessionKind,
  input: ListRequestInput,
): Promise<AppSessionsPage> {
  const request = readListRequest(kind === 'app' ? APP_SESSIONS_LIST : OPS_SESSIONS_LIST, input, {
    role: session.role,
    now: deps.clock.now(),
  });
  const circle = circleOf(request.filters);
  const ofKind = eq(appSessions.kind, kind);
  const page = await runListQuery(deps.db, request, {
    conditions: SESSIONS_FILTER_CONDITIONS,
    sortColumns: { startedAt: appSessions.startedAt },
    tieBreaker: appSessions.id,
    table: appSessions,
    scope: circle ? and(ofKind, circle) : ofKind,
    rows: ({ where, orderBy, limit, offset }) =>
      deps.db
        .select({
          id: appSessions.id,
          userId: users.id,
          userName: users.name,
          userPhone: users.phoneNumber,
          roleName: roles.name,
          startedAt: appSessions.startedAt,
          endedAt: appSessions.endedAt,
          lat: appSessions.lat,
          lng: appSessions.lng,
          areaId: areas.id,
          areaName: areas.name,
          deviceId: appSessions.deviceId,
          operatingSystem: appSessions.operatingSystem,
          appVersion: appSessions.appVersion,
          rideId: appSessions.rideId,
        })
        .from(appSessions)
        .leftJoin(users, eq(users.id, appSessions.userId))
        .leftJoin(roles, eq(roles.id, users.roleId))
        .leftJoin(areas, eq(areas.id, appSessions.areaId))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
  });
  return {
    sessions: page.rows.map((row) => ({
      _id: row.id,
      user: row.userId
        ? { _id: row.userId, name: row.userName ?? '', phoneNumber: row.userPhone ?? '' }
        : null,
      roleName: row.roleName,
      startedAt: row.startedAt.toISOString(),
      endedAt: row.endedAt?.toISOString() ?? null,
      lat: row.lat,
      lng: row.lng,
      area: row.areaId ? { _id: row.areaId, name: row.areaName ?? '' } : null,
      deviceId: row.deviceId,
      operatingSystem: row.operatingSystem,
      appVersion: row.appVersion,
      ride: row.rideId,
    })),
    totalCount: page.total,
    totalPages: page.totalPages,
  };
}
