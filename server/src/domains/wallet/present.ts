import { desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { toEgp } from '@ops/shared/rules/money';
import type { Db, Tx } from '../../platform/db/client';
import { users } from '../../platform/session/tables';
import { walletLogs } from './tables';

export interface PersonRef {
  _id: string;
  name: string;
  phoneNumber: string;
}

/** A wallet log as GraphQL shows it: EGP with 2 decimals, people as references. */
export interface WalletLogView {
  _id: string;
  user: PersonRef | null;
  dashboardUser: PersonRef | null;
  type: string;
  difference: number;
  prevBalance: number;
  currBalance: number;
  additionalReason: string | null;
  customComment: string | null;
  createdAt: string;
  ride: string | null;
  bill: string | null;
  walletAutoCharge: { _id: string } | null;
  isWaived: boolean;
}

const dashboardUsers = alias(users, 'dashboard_user');

const person = (
  row: { id: string | null; name: string | null; phoneNumber: string | null } | null,
): PersonRef | null =>
  row?.id ? { _id: row.id, name: row.name ?? '', phoneNumber: row.phoneNumber ?? '' } : null;

type ViewRow = {
  log: typeof walletLogs.$inferSelect;
  user: { id: string | null; name: string | null; phoneNumber: string | null } | null;
  staff: { id: string | null; name: string | null; phoneNumber: string | null } | null;
};

const viewColumns = {
  log: walletLogs,
  user: { id: users.id, name: users.name, phoneNumber: users.phoneNumber },
  staff: { id: dashboardUsers.id, name: dashboardUsers.name, phoneNumber: dashboardUsers.phoneNumber },
};

const toView = ({ log, user, staff }: ViewRow): WalletLogView => ({
  _id: log.id,
  user: person(user),
  dashboardUser: person(staff),
  type: log.type,
  difference: toEgp(log.differencePiasters),
  prevBalance: toEgp(log.prevBalancePiasters),
  currBalance: toEgp(log.currBalancePiasters),
  additionalReason: log.additionalReason,
  customComment: log.customComment,
  createdAt: log.createdAt.toISOString(),
  ride: log.rideId,
  bill: log.billId,
  walletAutoCharge: log.walletAutoChargeId ? { _id: log.walletAutoChargeId } : null,
  isWaived: log.isWaived,
});

/** Wallet logs with their user and staff member, newest first unless the caller sorts them. */
export async function selectWalletLogViews(
  db: Db | Tx,
  where: SQL | undefined,
  page: { limit: number; offset: number } = { limit: 1000, offset: 0 },
  orderBy: SQL[] = [desc(walletLogs.createdAt), desc(walletLogs.id)],
): Promise<WalletLogView[]> {
  const rows = await db
    .select(viewColumns)
    .from(walletLogs)
    .leftJoin(users, eq(users.id, walletLogs.userId))
    .leftJoin(dashboardUsers, eq(dashboardUsers.id, walletLogs.dashboardUserId))
    .where(where)
    .orderBy(...orderBy)
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(toView);
}

/**
 * One page of the wallet logs table as a deferred join: the page's ids are picked first,
 * in `orderBy` (the list's sort with the id as tie-breaker), and only those rows are read
 * and joined to their people. For one rider the inner pick is an index-only scan of
 * wallet_logs_user_page_idx (user_id, created_at DESC, id DESC; migration 0012), so page
 * 200 skips 9,950 index entries instead of visiting and joining 9,950 rows. The outer
 * query sorts the page's rows by the same columns, so the order is the plain query's.
 */
export async function walletLogViewsPage(
  db: Db | Tx,
  where: SQL | undefined,
  page: { limit: number; offset: number },
  orderBy: SQL[],
): Promise<WalletLogView[]> {
  const picked = db
    .select({ pickedId: walletLogs.id })
    .from(walletLogs)
    .where(where)
    .orderBy(...orderBy)
    .limit(page.limit)
    .offset(page.offset)
    .as('page');
  const rows = await db
    .select(viewColumns)
    .from(picked)
    .innerJoin(walletLogs, eq(walletLogs.id, picked.pickedId))
    .leftJoin(users, eq(users.id, walletLogs.userId))
    .leftJoin(dashboardUsers, eq(dashboardUsers.id, walletLogs.dashboardUserId))
    .orderBy(...orderBy);
  return rows.map(toView);
}

export async function walletLogViewsByIds(db: Db | Tx, ids: string[]): Promise<WalletLogView[]> {
  if (ids.length === 0) return [];
  const views = await selectWalletLogViews(db, inArray(walletLogs.id, ids));
  // Keep the caller's order (a charge before its compensation).
  return ids
    .map((id) => views.find((view) => view._id === id))
    .filter((view): view is WalletLogView => !!view);
}
