import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { EXPRESS_PARTNERS_LIST } from '@ops/shared/lists/expressPartners';
import type { ListRequestInput } from '@ops/shared/lists/listRequest';
import { totalPages, LIST_MESSAGES } from '@ops/shared/lists/listRequest';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import { areas } from '../areas';
import { rowsPerPageOf } from '../../platform/graphql/limits';
import { UserError } from '../../platform/errors';
import { listPage } from '../../platform/lists/listQuery';
import { selectRideViews, type RideView } from '../rides';
import { rides } from '../rides';
import { roles, users } from '../../platform/session/tables';
import {
  EXPRESS_PARTNERS_FILTER_CONDITIONS,
  EXPRESS_PARTNERS_SORT_COLUMNS,
  EXPRESS_SCOPE,
  expressRidesCount,
  lastExpressRideAt,
} from './partnersList';

type AreaRef = { _id: string; name: string };

export interface ExpressPartner {
  _id: string;
  name: string;
  phoneNumber: string;
  active: boolean;
  createdAt: string;
  isExpressRider: boolean;
  isExpressAdmin: boolean;
  role: string | null;
  area: AreaRef | null;
  expressAreas: AreaRef[];
  expressRidesCount: number;
  lastExpressRideAt: string | null;
}

export interface ExpressPartnersPage {
  partners: ExpressPartner[];
  totalCount: number;
  totalPages: number;
}

const EXPRESS_RIDES_PAGE_SIZE = 25;

async function selectPartners(
  deps: Pick<Deps, 'db'>,
  where: SQL | undefined,
  page: { orderBy: SQL[]; limit: number; offset: number },
): Promise<ExpressPartner[]> {
  const rows = await deps.db
    .select({
      id: users.id,
      name: users.name,
      phoneNumber: users.phoneNumber,
      active: users.active,
      createdAt: users.createdAt,
      isExpressRider: users.isExpressRider,
      isExpressAdmin: users.isExpressAdmin,
      areaId: areas.id,
      areaName: areas.name,
      role: roles,
      expressRidesCount,
      lastExpressRideAt,
    })
    .from(users)
    .leftJoin(areas, eq(areas.id, users.areaId))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(where)
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset);
  const ridden = await expressAreasOf(
    deps,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    phoneNumber: row.phoneNumber,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    isExpressRider: row.isExpressRider,
    isExpressAdmin: row.isExpressAdmin,
    // The same JSON text as getUserInfo's, so the renderer's edit-user rule reads it unchanged.
    role: row.role
      ? JSON.stringify({
          _id: row.role.id,
          name: row.role.name,
          level: row.role.level,
          department: row.role.department,
          permissions: row.role.permissions,
        })
      : null,
    area: row.areaId ? { _id: row.areaId, name: row.areaName ?? '' } : null,
    expressAreas: ridden.get(row.id) ?? [],
    expressRidesCount: row.expressRidesCount,
    // A sub-select's timestamp comes back as text from the driver.
    lastExpressRideAt: row.lastExpressRideAt ? new Date(row.lastExpressRideAt).toISOString() : null,
  }));
}

/** The areas each of these users took express rides in, by name. */
export async function expressAreasOf(deps: Pick<Deps, 'db'>, ids: string[]): Promise<Map<string, AreaRef[]>> {
  const out = new Map<string, AreaRef[]>();
  if (ids.length === 0) return out;
  const rows = await deps.db
    .selectDistinct({ userId: rides.userId, id: areas.id, name: areas.name })
    .from(rides)
    .innerJoin(areas, eq(areas.id, rides.areaId))
    .where(and(inArray(rides.userId, ids), eq(rides.isExpressRide, true)))
    .orderBy(areas.name);
  for (const row of rows)
    out.set(row.userId, [...(out.get(row.userId) ?? []), { _id: row.id, name: row.name }]);
  return out;
}

/** getExpressPartners: express riders and admins on the list kit. */
export async function expressPartners(
  deps: Deps,
  session: SessionInfo,
  input: ListRequestInput,
): Promise<ExpressPartnersPage> {
  const page = await listPage(
    deps.db,
    EXPRESS_PARTNERS_LIST,
    input,
    { role: session.role, now: deps.clock.now() },
    {
      conditions: EXPRESS_PARTNERS_FILTER_CONDITIONS,
      sortColumns: EXPRESS_PARTNERS_SORT_COLUMNS,
      tieBreaker: users.id,
      table: users,
      scope: EXPRESS_SCOPE,
      rows: ({ where, orderBy, limit, offset }) => selectPartners(deps, where, { orderBy, limit, offset }),
    },
  );
  return { partners: page.rows, totalCount: page.total, totalPages: page.totalPages };
}

/** getExpressPartner: any user, so the flags can be set on someone who is not yet a partner. */
export async function expressPartner(deps: Pick<Deps, 'db'>, id: string): Promise<ExpressPartner | null> {
  const [partner] = await selectPartners(deps, eq(users.id, id), { orderBy: [sql`1`], limit: 1, offset: 0 });
  return partner ?? null;
}

/** getExpressRides: one user's express rides, newest first, as the Ride rows every ride table shows. */
export async function expressRides(
  deps: Deps,
  args: { userId: string; pageNumber?: number | null; rowsPerPage?: number | null },
): Promise<{ rides: RideView[]; totalPages: number; totalRides: number }> {
  const pageNumber = args.pageNumber ?? 1;
  if (!Number.isInteger(pageNumber) || pageNumber < 1) throw new UserError(LIST_MESSAGES.pageNumber);
  const rowsPerPage = rowsPerPageOf(args.rowsPerPage, EXPRESS_RIDES_PAGE_SIZE);
  const where = and(eq(rides.userId, args.userId), eq(rides.isExpressRide, true));
  const [views, [counted]] = await Promise.all([
    selectRideViews(deps, where, { limit: rowsPerPage, offset: (pageNumber - 1) * rowsPerPage }),
    deps.db.select({ n: count() }).from(rides).where(where),
  ]);
  const total = Number(counted?.n ?? 0);
  return { rides: views, totalRides: total, totalPages: totalPages(total, rowsPerPage) };
}
