import { and, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { VEHICLE_LIFE_CYCLE_PAGE_SIZE } from '@ops/shared/rules/constants';
import { mayReadVehicleLifeCycle } from '@ops/shared/rules/permissions/readRules';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import { UserError } from '../../platform/errors';
import { rowsPerPageOf } from '../../platform/graphql/limits';
import { users } from '../../platform/session/tables';
import type { PersonRef } from '../wallet';
import { decodeLifeCycleCursor, encodeLifeCycleCursor } from './lifeCycleCursor';
import { VEHICLE_MESSAGES } from './messages';
import { vehicleLifeCycle, vehicles } from './tables';

export interface LifeCycleArgs {
  _id?: string | null;
  pageNumber?: number | null;
  rowsPerPage?: number | null;
  area?: string[] | null;
  isOperating?: boolean | null;
  case?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  /** The nextCursor of the page before: the timeline's way to load more. */
  after?: string | null;
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

export interface LifeCyclePage {
  count: number;
  data: LifeCycleEntryView[];
  nextCursor: string | null;
}

const dateOf = (text: string | null | undefined) => {
  const date = text ? new Date(text) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

/** The filters of vehicleLifeCycle as SQL on the one table (area through the vehicle). */
function conditionOf(args: LifeCycleArgs): SQL | undefined {
  const where: SQL[] = [];
  if (args._id) where.push(eq(vehicleLifeCycle.vehicleId, args._id));
  if (args.case) where.push(eq(vehicleLifeCycle.case, args.case));
  if (typeof args.isOperating === 'boolean') where.push(eq(vehicleLifeCycle.isOperating, args.isOperating));
  const start = dateOf(args.startDate);
  const end = dateOf(args.endDate);
  if (start) where.push(gte(vehicleLifeCycle.createdAt, start));
  if (end) where.push(lte(vehicleLifeCycle.createdAt, end));
  if (args.area?.length) {
    const inAreas = sql`SELECT ${vehicles.id} FROM ${vehicles} WHERE ${inArray(vehicles.areaId, args.area)}`;
    where.push(sql`${vehicleLifeCycle.vehicleId} IN (${inAreas})`);
  }
  return where.length ? and(...where) : undefined;
}

/** May this session read this part of the life cycle? Everyone with the page reads all; an agent one vehicle's (the workspace tab). */
function assertMayRead(session: SessionInfo, args: LifeCycleArgs): void {
  if (!mayReadVehicleLifeCycle(session.role, args._id))
    throw new UserError(VEHICLE_MESSAGES.notAllowedLifeCycle);
}

/**
 * vehicleLifeCycle (02 §7), newest first, 12 a page. With `after` the page starts right
 * after that entry: a keyset read of (created_at DESC, id DESC) that costs the same at
 * page 1 and page 500 (migration 0021's indexes). pageNumber without `after` still works
 * (OFFSET) for callers that jump to a page. The total is counted only when asked for
 * (`withCount`): on 20,000,000 entries it is the one costly part, and the timeline asks
 * for it once, in its own request beside the first page, so the entries never wait for it.
 */
export async function getVehicleLifeCycle(
  deps: Deps,
  session: SessionInfo,
  args: LifeCycleArgs,
  withCount = true,
): Promise<LifeCyclePage> {
  assertMayRead(session, args);
  const rowsPerPage = rowsPerPageOf(args.rowsPerPage, VEHICLE_LIFE_CYCLE_PAGE_SIZE);
  const cursor = args.after ? decodeLifeCycleCursor(args.after) : null;
  const pageNumber = Math.max(1, Math.trunc(args.pageNumber ?? 1));
  const condition = conditionOf(args);
  const afterCursor = cursor
    ? sql`(${vehicleLifeCycle.createdAt}, ${vehicleLifeCycle.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id})`
    : undefined;
  const rows = await deps.db
    .select({
      entry: vehicleLifeCycle,
      key: sql<string>`${vehicleLifeCycle.createdAt}::text`,
      user: { id: users.id, name: users.name, phoneNumber: users.phoneNumber },
    })
    .from(vehicleLifeCycle)
    .leftJoin(users, eq(users.id, vehicleLifeCycle.userId))
    .where(and(condition, afterCursor))
    .orderBy(desc(vehicleLifeCycle.createdAt), desc(vehicleLifeCycle.id))
    // One more than a page tells whether there is a next one without counting.
    .limit(rowsPerPage + 1)
    .offset(cursor ? 0 : (pageNumber - 1) * rowsPerPage);
  const shown = rows.slice(0, rowsPerPage);
  const last = shown[shown.length - 1];
  const total = withCount
    ? await deps.db.select({ value: count() }).from(vehicleLifeCycle).where(condition)
    : null;
  return {
    count: Number(total?.[0]?.value ?? 0),
    nextCursor:
      rows.length > rowsPerPage && last
        ? encodeLifeCycleCursor({ createdAt: last.key, id: last.entry.id })
        : null,
    data: shown.map(({ entry, user }) => ({
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
