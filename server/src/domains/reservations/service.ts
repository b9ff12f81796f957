import { and, desc, eq, gt, gte, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import {
  RESERVATIONS_LIST,
  type ReservationsFilters,
  type ReservationsSortField,
} from '@ops/shared/lists/reservations';
import type { ListRequestInput } from '@ops/shared/lists/listRequest';
import { toEgp } from '@ops/shared/rules/money';
import { reservationStatusOf, type ReservationStatus } from '@ops/shared/rules/reservations';
import type { Deps } from '../../platform/deps';
import { areas } from '../areas';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import type { Db, Tx } from '../../platform/db/client';
import {
  filterCondition,
  readListRequest,
  runListQuery,
  type FilterConditions,
} from '../../platform/lists/listQuery';
import { users } from '../../platform/session/tables';
import { vehicles } from '../vehicles';
import type { PersonRef } from '../wallet';
import { reservations } from './tables';

export interface ReservationView {
  _id: string;
  user: PersonRef | null;
  scooter: { _id: string; code: string } | null;
  area: { _id: string; name: string } | null;
  status: ReservationStatus;
  minutes: number;
  cost: number;
  reservedAt: string;
  expiresAt: string;
  usedAt: string | null;
  ride: string | null;
}

/** shared/rules/reservations.ts reservationStatusOf, in SQL, at `now`. */
function statusCondition(status: ReservationStatus, now: Date): SQL | undefined {
  if (status === 'used') return isNotNull(reservations.rideId);
  if (status === 'expired') return and(isNull(reservations.rideId), lte(reservations.expiresAt, now));
  return and(isNull(reservations.rideId), gt(reservations.expiresAt, now));
}

/** One condition per filter; the status reads the clock, so the map is made per request. */
export const reservationConditions = (now: Date): FilterConditions<ReservationsFilters> => ({
  status: (status) => statusCondition(status, now),
  area: (areaIds) => inArray(reservations.areaId, areaIds),
  date: (range) =>
    and(
      gte(reservations.reservedAt, new Date(range.startDate)),
      lte(reservations.reservedAt, new Date(range.endDate)),
    ),
  user: (userId) => eq(reservations.userId, userId),
});

const SORT = {
  reservedAt: reservations.reservedAt,
  cost: reservations.costPiasters,
} as const satisfies Record<ReservationsSortField, unknown>;

const selectRows = (db: Db | Tx) =>
  db
    .select({
      row: reservations,
      userName: users.name,
      phone: users.phoneNumber,
      code: vehicles.code,
      areaName: areas.name,
    })
    .from(reservations)
    .leftJoin(users, eq(users.id, reservations.userId))
    .leftJoin(vehicles, eq(vehicles.id, reservations.vehicleId))
    .leftJoin(areas, eq(areas.id, reservations.areaId));

export type ReservationJoinedRow = Awaited<ReturnType<ReturnType<typeof selectRows>['limit']>>[number];

export function reservationView(joined: ReservationJoinedRow, now: Date): ReservationView {
  const { row } = joined;
  return {
    _id: row.id,
    user: { _id: row.userId, name: joined.userName ?? '', phoneNumber: joined.phone ?? '' },
    scooter: { _id: row.vehicleId, code: joined.code ?? '' },
    area: row.areaId ? { _id: row.areaId, name: joined.areaName ?? '' } : null,
    status: reservationStatusOf({ rideId: row.rideId, expiresAt: row.expiresAt }, now),
    minutes: row.minutes,
    cost: toEgp(row.costPiasters),
    reservedAt: row.reservedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    usedAt: row.usedAt?.toISOString() ?? null,
    ride: row.rideId,
  };
}

/** Joined reservation rows for an export batch or a page. */
export function selectReservations(
  db: Db | Tx,
  where: SQL | undefined,
  page: { limit: number; offset?: number; order?: SQL[] },
) {
  return selectRows(db)
    .where(where)
    .orderBy(...(page.order ?? [desc(reservations.reservedAt), desc(reservations.id)]))
    .limit(page.limit)
    .offset(page.offset ?? 0);
}

/** getReservations (reservations.VIEW on the schema): a page, its counts and the matching reservations' total cost. */
export async function listReservations(deps: Deps, session: SessionInfo, args: ListRequestInput) {
  const now = deps.clock.now();
  const request = readListRequest(RESERVATIONS_LIST, args, { role: session.role, now });
  const conditions = reservationConditions(now);
  const [page, [sum]] = await Promise.all([
    runListQuery(deps.db, request, {
      conditions,
      sortColumns: SORT,
      tieBreaker: reservations.id,
      table: reservations,
      rows: async ({ where, orderBy, limit, offset }) =>
        (await selectReservations(deps.db, where, { limit, offset, order: orderBy })).map((row) =>
          reservationView(row, now),
        ),
    }),
    deps.db
      .select({ total: sql<string>`coalesce(sum(${reservations.costPiasters}), 0)` })
      .from(reservations)
      .where(filterCondition(request.filters, conditions)),
  ]);
  return {
    reservations: page.rows,
    totalReservations: page.total,
    totalPages: page.totalPages,
    totalCost: toEgp(Number(sum?.total ?? 0)),
  };
}
