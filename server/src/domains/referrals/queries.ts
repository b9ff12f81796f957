import { count, sum } from 'drizzle-orm';
import { REFER_INITIATORS_LIST, REFERRED_USERS_LIST } from '@ops/shared/lists/referrals';
import { toEgp } from '@ops/shared/rules/money';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import { UserError } from '../../platform/errors';
import { listPage } from '../../platform/lists/listQuery';
import { getReferInitiator, getReferredUsers, withReferralDetails, type ReferralUsersPage } from '../users';
import { users } from '../../platform/session/tables';
import {
  INITIATOR_SCOPE,
  REFER_INITIATORS_FILTER_CONDITIONS,
  REFER_INITIATORS_SORT_COLUMNS,
  REFERRED_SCOPE,
  REFERRED_USERS_FILTER_CONDITIONS,
  REFERRED_USERS_SORT_COLUMNS,
} from './referralsList';

export interface ReferralListArgs {
  userId?: string | null;
  pageNumber?: number | null;
  rowsPerPage?: number | null;
  fieldName?: string | null;
  sortType?: string | null;
  filters?: string | null;
}

export const REFERRAL_MESSAGES = {
  oneUserTakesNoFilters: 'Filters and sorting apply to the list of all users, not to one user',
} as const;

/** The one-user form (the user page) takes pages only; filters or a sort there are a mistake, said so. */
function oneUser(
  args: ReferralListArgs,
): { userId: string; pageNumber?: number | null; rowsPerPage?: number | null } | null {
  if (!args.userId) return null;
  if (args.filters || args.fieldName || args.sortType)
    throw new UserError(REFERRAL_MESSAGES.oneUserTakesNoFilters);
  return { userId: args.userId, pageNumber: args.pageNumber, rowsPerPage: args.rowsPerPage };
}

const baseColumns = {
  id: users.id,
  name: users.name,
  phoneNumber: users.phoneNumber,
  createdAt: users.createdAt,
  tripsCount: users.tripsCount,
};

type BaseRow = { id: string; name: string; phoneNumber: string; createdAt: Date; tripsCount: number };
const asRow = (row: BaseRow) => ({
  _id: row.id,
  name: row.name,
  phoneNumber: row.phoneNumber,
  createdAt: row.createdAt.toISOString(),
  tripsCount: row.tripsCount,
  depth: 0,
});

/** getReferredUsers: one user's referrals (users/referrals.ts), or every referred user on the list kit. */
export async function referredUsers(
  deps: Deps,
  session: SessionInfo,
  args: ReferralListArgs,
): Promise<ReferralUsersPage> {
  const single = oneUser(args);
  if (single) return getReferredUsers(deps, single);
  const page = await listPage(
    deps.db,
    REFERRED_USERS_LIST,
    args,
    { role: session.role, now: deps.clock.now() },
    {
      conditions: REFERRED_USERS_FILTER_CONDITIONS,
      sortColumns: REFERRED_USERS_SORT_COLUMNS,
      tieBreaker: users.id,
      table: users,
      scope: REFERRED_SCOPE,
      rows: ({ where, orderBy, limit, offset }) =>
        deps.db
          .select(baseColumns)
          .from(users)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
    },
  );
  return {
    users: await withReferralDetails(deps.db, page.rows.map(asRow)),
    totalCount: page.total,
    totalPages: page.totalPages,
  };
}

/** getReferInitiator: one user's chain up to its initiator (users/referrals.ts), or every user who referred someone. */
export async function referInitiators(
  deps: Deps,
  session: SessionInfo,
  args: ReferralListArgs,
): Promise<ReferralUsersPage> {
  const single = oneUser(args);
  if (single) return getReferInitiator(deps, single);
  const page = await listPage(
    deps.db,
    REFER_INITIATORS_LIST,
    args,
    { role: session.role, now: deps.clock.now() },
    {
      conditions: REFER_INITIATORS_FILTER_CONDITIONS,
      sortColumns: REFER_INITIATORS_SORT_COLUMNS,
      tieBreaker: users.id,
      table: users,
      scope: INITIATOR_SCOPE,
      rows: ({ where, orderBy, limit, offset }) =>
        deps.db
          .select(baseColumns)
          .from(users)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
    },
  );
  return {
    users: await withReferralDetails(deps.db, page.rows.map(asRow)),
    totalCount: page.total,
    totalPages: page.totalPages,
  };
}

/** getReferrersCount: users who referred at least one user. */
export async function referrersCount(deps: Pick<Deps, 'db'>): Promise<number> {
  const [row] = await deps.db.select({ n: count() }).from(users).where(INITIATOR_SCOPE);
  return Number(row?.n ?? 0);
}

/** getReferralsCount: users a referral brought. */
export async function referralsCount(deps: Pick<Deps, 'db'>): Promise<number> {
  const [row] = await deps.db.select({ n: count() }).from(users).where(REFERRED_SCOPE);
  return Number(row?.n ?? 0);
}

/** getReferralsAddedBalance: what referrals added to referrers' wallets, EGP. */
export async function referralsAddedBalance(deps: Pick<Deps, 'db'>): Promise<number> {
  const [row] = await deps.db
    .select({ total: sum(users.referralsAddedBalancePiasters) })
    .from(users)
    .where(INITIATOR_SCOPE);
  return toEgp(Number(row?.total ?? 0));
}
