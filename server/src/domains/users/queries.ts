import { and, count, desc, eq, or, sql, sum, type SQL } from 'drizzle-orm';
import { toEgp } from '@ops/shared/rules/money';
import { USERS_LIST } from '@ops/shared/lists/users';
import { parseRowsPerPage } from '@ops/shared/rules/limits';
import { likePrefix, userSearchPrefixes } from '@ops/shared/rules/userSearch';
import { searchTermError } from '@ops/shared/rules/searchTerm';
import { LIST_MESSAGES, totalPages } from '@ops/shared/lists/listRequest';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import { areas } from '../areas';
import type {
  QueryGetUsersArgs,
  QuerySearchUsersArgs,
  QuerySumOfUsersArgs,
} from '../../platform/generated/graphql';
import { UserError } from '../../platform/errors';
import { idVerifications } from '../idVerification';
import { filterCondition, listPage, readListRequest } from '../../platform/lists/listQuery';
import { users } from '../../platform/session/tables';
import { USERS_FILTER_CONDITIONS, USERS_SORT_COLUMNS } from './usersList';

/** One row of the Users list (schema: UserListRow). */
export interface UserListRow {
  _id: string;
  name: string;
  phoneNumber: string;
  email: string | null;
  balance: number;
  tripsCount: number;
  type: string;
  active: boolean;
  blocked: boolean;
  verificationStatus: string | null;
  area: { _id: string; name: string } | null;
  createdAt: string;
  lastRideAt: string | null;
}

export interface UsersPage {
  users: UserListRow[];
  totalNumberOfUsers: number;
  totalPages: number;
}

// The latest verification is the rider's status (the same reading as the verificationStatus filter).
const latestVerification = sql<
  string | null
>`(select ${idVerifications.status} from ${idVerifications} where ${idVerifications.userId} = ${users.id} order by ${idVerifications.createdAt} desc limit 1)`;

async function selectRows(
  deps: Deps,
  page: { where: SQL | undefined; orderBy: SQL[]; limit: number; offset: number },
): Promise<UserListRow[]> {
  const rows = await deps.db
    .select({
      id: users.id,
      name: users.name,
      phoneNumber: users.phoneNumber,
      email: users.email,
      balancePiasters: users.balancePiasters,
      tripsCount: users.tripsCount,
      type: users.type,
      active: users.active,
      blockedFromDashboard: users.isBlockedFromDashboard,
      blockedByDeviceId: users.blockedByDeviceId,
      verificationStatus: latestVerification,
      areaId: areas.id,
      areaName: areas.name,
      createdAt: users.createdAt,
      lastRideAt: users.lastRideAt,
    })
    .from(users)
    .leftJoin(areas, eq(areas.id, users.areaId))
    .where(page.where)
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    phoneNumber: row.phoneNumber,
    email: row.email,
    balance: toEgp(row.balancePiasters),
    tripsCount: row.tripsCount,
    type: row.type,
    active: row.active,
    blocked: row.blockedFromDashboard || row.blockedByDeviceId,
    verificationStatus: row.verificationStatus,
    area: row.areaId && row.areaName ? { _id: row.areaId, name: row.areaName } : null,
    createdAt: row.createdAt.toISOString(),
    lastRideAt: row.lastRideAt?.toISOString() ?? null,
  }));
}

/** getUsers (02 §7): one page of the Users list through the kit's one list helper. */
export async function getUsers(
  deps: Deps,
  session: SessionInfo,
  args: QueryGetUsersArgs,
): Promise<UsersPage> {
  const page = await listPage(
    deps.db,
    USERS_LIST,
    args,
    { role: session.role, now: deps.clock.now() },
    {
      conditions: USERS_FILTER_CONDITIONS,
      sortColumns: USERS_SORT_COLUMNS,
      tieBreaker: users.id,
      table: users,
      rows: (request) => selectRows(deps, request),
    },
  );
  return { users: page.rows, totalNumberOfUsers: page.total, totalPages: page.totalPages };
}

/** The condition of a search term: prefixes only, so every branch has an index (migration 0007). */
export function searchCondition(term: string): SQL | undefined {
  const { text, phone, digits } = userSearchPrefixes(term);
  if (!text) return undefined;
  const branches: SQL[] = [
    sql`lower(${users.name}) like ${likePrefix(text)}`,
    sql`lower(${users.email}) like ${likePrefix(text)}`,
  ];
  if (phone) branches.push(sql`${users.phoneNumber} like ${likePrefix(phone)}`);
  if (digits) branches.push(sql`${users.nationalId} like ${likePrefix(digits)}`);
  return or(...branches);
}

/** searchUsers (02 §7): by phone, name, email or national ID; operationsOnly keeps staff. Newest first. */
export async function searchUsers(
  deps: Deps,
  _session: SessionInfo,
  args: QuerySearchUsersArgs,
): Promise<UsersPage> {
  const problem = searchTermError(args.searchTerm);
  if (problem) throw new UserError(problem);
  const pageNumber = args.pageNumber ?? 1;
  if (!Number.isInteger(pageNumber) || pageNumber < 1) throw new UserError(LIST_MESSAGES.pageNumber);
  const size = parseRowsPerPage(args.rowsPerPage, USERS_LIST.pageSize);
  if (!size.ok) throw new UserError(size.error);
  const rowsPerPage = size.rows;
  const parts = [
    searchCondition(args.searchTerm),
    args.operationsOnly ? eq(users.type, 'operations') : undefined,
  ].filter((part): part is SQL => part !== undefined);
  const where = parts.length ? and(...parts) : undefined;
  const [rows, [counted]] = await Promise.all([
    selectRows(deps, {
      where,
      orderBy: [desc(users.createdAt), desc(users.id)],
      limit: rowsPerPage,
      offset: (pageNumber - 1) * rowsPerPage,
    }),
    deps.db.select({ n: count() }).from(users).where(where),
  ]);
  const total = Number(counted?.n ?? 0);
  return { users: rows, totalNumberOfUsers: total, totalPages: totalPages(total, rowsPerPage) };
}

export interface UsersSum {
  count: number;
  totalBalance: number;
  negativeCount: number;
  totalNegativeBalance: number;
}

/** sumOfUsers: how many users the getUsers filters match and what they hold, negatives apart. */
export async function sumOfUsers(
  deps: Deps,
  session: SessionInfo,
  args: QuerySumOfUsersArgs,
): Promise<UsersSum> {
  const request = readListRequest(
    USERS_LIST,
    { filters: args.filters },
    { role: session.role, now: deps.clock.now() },
  );
  const where = filterCondition(request.filters, USERS_FILTER_CONDITIONS);
  const negative = sql`${users.balancePiasters} < 0`;
  const [row] = await deps.db
    .select({
      count: count(),
      total: sum(users.balancePiasters),
      negativeCount: sql<number>`count(*) filter (where ${negative})`,
      negativeTotal: sql<string | null>`sum(${users.balancePiasters}) filter (where ${negative})`,
    })
    .from(users)
    .where(where);
  return {
    count: Number(row?.count ?? 0),
    totalBalance: toEgp(Number(row?.total ?? 0)),
    negativeCount: Number(row?.negativeCount ?? 0),
    totalNegativeBalance: toEgp(Number(row?.negativeTotal ?? 0)),
  };
}
