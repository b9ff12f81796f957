import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { toEgp } from '@ops/shared/rules/money';
import type { Deps } from '../../platform/deps';
import { areas } from '../areas';
import { queryRows, type Db } from '../../platform/db/client';
import { pageWindow } from './pageArgs';
import type { PersonRef } from './rowNames';
import { users } from '../../platform/session/tables';

/** A user in a referral list (schema: ReferralUser). */
export interface ReferralUser {
  _id: string;
  name: string;
  phoneNumber: string;
  createdAt: string;
  tripsCount: number;
  depth: number;
  referrer: PersonRef | null;
  referralCode: string | null;
  referralsCount: number;
  referralsAddedBalance: number;
  area: { _id: string; name: string } | null;
}

/** What every referral row shows besides its position in the list. */
type ReferralDetails = Pick<
  ReferralUser,
  'referrer' | 'referralCode' | 'referralsCount' | 'referralsAddedBalance' | 'area'
>;

const referrers = alias(users, 'referrers');

/**
 * The referral columns of these users (referrer, code, counts, area) by id: one query for a
 * page, so the one-user forms and the list forms (referrals/) answer the same row shape.
 */
export async function referralDetails(db: Db, ids: readonly string[]): Promise<Map<string, ReferralDetails>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      referralCode: users.referralCode,
      referralsCount: users.referralsCount,
      addedPiasters: users.referralsAddedBalancePiasters,
      referrerId: referrers.id,
      referrerName: referrers.name,
      referrerPhone: referrers.phoneNumber,
      areaId: areas.id,
      areaName: areas.name,
    })
    .from(users)
    .leftJoin(referrers, eq(referrers.id, users.referrerId))
    .leftJoin(areas, eq(areas.id, users.areaId))
    .where(inArray(users.id, [...ids]));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        referrer: row.referrerId
          ? { _id: row.referrerId, name: row.referrerName ?? '', phoneNumber: row.referrerPhone ?? '' }
          : null,
        referralCode: row.referralCode,
        referralsCount: row.referralsCount,
        referralsAddedBalance: toEgp(Number(row.addedPiasters)),
        area: row.areaId ? { _id: row.areaId, name: row.areaName ?? '' } : null,
      },
    ]),
  );
}

const NO_DETAILS: ReferralDetails = {
  referrer: null,
  referralCode: null,
  referralsCount: 0,
  referralsAddedBalance: 0,
  area: null,
};

/** Rows of a page with their referral columns added. */
export async function withReferralDetails(
  db: Db,
  rows: ReadonlyArray<Omit<ReferralUser, keyof ReferralDetails>>,
): Promise<ReferralUser[]> {
  const details = await referralDetails(
    db,
    rows.map((row) => row._id),
  );
  return rows.map((row) => ({ ...row, ...(details.get(row._id) ?? NO_DETAILS) }));
}

export interface ReferralUsersPage {
  users: ReferralUser[];
  totalCount: number;
  totalPages: number;
}

interface PageArgs {
  userId: string;
  pageNumber?: number | null;
  rowsPerPage?: number | null;
}

/** getReferredUsers (02 §7): the users who signed up with this user's referral, newest first. */
export async function getReferredUsers(deps: Pick<Deps, 'db'>, args: PageArgs): Promise<ReferralUsersPage> {
  const window = pageWindow(args);
  const where = eq(users.referrerId, args.userId);
  const [rows, [counted]] = await Promise.all([
    deps.db
      .select({
        id: users.id,
        name: users.name,
        phoneNumber: users.phoneNumber,
        createdAt: users.createdAt,
        tripsCount: users.tripsCount,
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(window.limit)
      .offset(window.offset),
    deps.db.select({ n: count() }).from(users).where(where),
  ]);
  const total = Number(counted?.n ?? 0);
  return {
    users: await withReferralDetails(
      deps.db,
      rows.map((row) => ({
        _id: row.id,
        name: row.name,
        phoneNumber: row.phoneNumber,
        tripsCount: row.tripsCount,
        createdAt: row.createdAt.toISOString(),
        depth: 0,
      })),
    ),
    totalCount: total,
    totalPages: window.pagesOf(total),
  };
}

/** A row of the chain query, as the driver answers it (bigint counts may come as text). */
interface ChainRow {
  id: string;
  name: string;
  phone_number: string;
  created_at: Date | string;
  trips_count: number;
  depth: number;
  total: number | string;
}

/** The chain is walked at most this far: a longer one is a data fault, not a referral story. */
const MAX_CHAIN = 1000;

/**
 * getReferInitiator (02 §7): who referred this user (depth 1), who referred them (2), and so
 * on up to the one who started the chain, the initiator (the last row). The walk stops at a
 * user seen before, so a cycle in bad data cannot loop.
 */
export async function getReferInitiator(deps: Pick<Deps, 'db'>, args: PageArgs): Promise<ReferralUsersPage> {
  const window = pageWindow(args);
  const rows = await queryRows<ChainRow>(
    deps.db,
    sql`
    with recursive chain(id, depth, seen) as (
      select u.referrer_id, 1, array[u.id] from users u where u.id = ${args.userId} and u.referrer_id is not null
      union all
      select u.referrer_id, c.depth + 1, c.seen || u.id
      from chain c join users u on u.id = c.id
      where u.referrer_id is not null and not (u.referrer_id = any(c.seen || u.id)) and c.depth < ${MAX_CHAIN}
    )
    select u.id, u.name, u.phone_number, u.created_at, u.trips_count, c.depth, count(*) over () as total
    from chain c join users u on u.id = c.id
    order by c.depth
    limit ${window.limit} offset ${window.offset}`,
  );
  // The window's count is lost on a page past the end; count the chain again only then.
  let total = rows[0] ? Number(rows[0].total) : 0;
  if (!rows[0] && window.offset > 0)
    total = (await getReferInitiator(deps, { userId: args.userId, pageNumber: 1, rowsPerPage: 200 }))
      .totalCount;
  return {
    users: await withReferralDetails(
      deps.db,
      rows.map((row) => ({
        _id: row.id,
        name: row.name,
        phoneNumber: row.phone_number,
        createdAt: new Date(row.created_at).toISOString(),
        tripsCount: Number(row.trips_count),
        depth: Number(row.depth),
      })),
    ),
    totalCount: total,
    totalPages: window.pagesOf(total),
  };
}
