import type { Writable } from 'node:stream';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { WALLET_LOGS_EXPORT, type WalletLogsExportField } from '@ops/shared/exports/walletLogsExportFields';
import { WALLET_LOGS_LIST, type WalletLogsFilters } from '@ops/shared/lists/walletLogs';
import { parseFilterValue } from '@ops/shared/lists/listRequest';
import { walletLogTypeLabel } from '@ops/shared/rules/labels';
import { toEgp } from '@ops/shared/rules/money';
import type { Db } from '../../platform/db/client';
import { filterCondition } from '../../platform/lists/listQuery';
import { users } from '../../platform/session/tables';
import { walletLogs } from './tables';
import { WALLET_LOGS_FILTER_CONDITIONS } from './walletLogsList';
import { cairoDate } from '../../platform/exports/cells';
import { cursorText, keysetBatches, olderThan } from '../../platform/exports/keyset';
import { fieldsOf, type ExportModule, type FieldCell } from '../../platform/exports/types';
import { writeExport, type DirectExportRequest } from '../../platform/exports/writeExport';

const staff = alias(users, 'staff');

const columns = {
  id: walletLogs.id,
  userId: walletLogs.userId,
  userName: users.name,
  userPhone: users.phoneNumber,
  type: walletLogs.type,
  prevBalancePiasters: walletLogs.prevBalancePiasters,
  currBalancePiasters: walletLogs.currBalancePiasters,
  differencePiasters: walletLogs.differencePiasters,
  isWaived: walletLogs.isWaived,
  dashboardUserId: walletLogs.dashboardUserId,
  dashboardUserName: staff.name,
  additionalReason: walletLogs.additionalReason,
  customComment: walletLogs.customComment,
  rideId: walletLogs.rideId,
  billId: walletLogs.billId,
  createdAt: walletLogs.createdAt,
  cursor: cursorText(walletLogs.createdAt),
};

// Newest first, like the table: wallet_logs_created_idx (created_at desc), or
// wallet_logs_user_page_idx (user_id, created_at desc, id desc) for one rider, serves the keyset.
const selectBatch = (db: Db, where: SQL | undefined, size: number) =>
  db
    .select(columns)
    .from(walletLogs)
    .leftJoin(users, eq(users.id, walletLogs.userId))
    .leftJoin(staff, eq(staff.id, walletLogs.dashboardUserId))
    .where(where)
    .orderBy(desc(walletLogs.createdAt), desc(walletLogs.id))
    .limit(size);

export type WalletLogExportRow = Awaited<ReturnType<typeof selectBatch>>[number];

function walletLogBatches(
  db: Db,
  filters: WalletLogsFilters,
  ids: readonly string[] | null,
): AsyncIterable<readonly WalletLogExportRow[]> {
  const where = ids
    ? inArray(walletLogs.id, [...ids])
    : filterCondition(filters, WALLET_LOGS_FILTER_CONDITIONS);
  return keysetBatches(
    (after, size) => selectBatch(db, and(where, olderThan(walletLogs.createdAt, walletLogs.id, after)), size),
    (row) => ({ cursor: row.cursor, id: row.id }),
  );
}

const WALLET_LOG_FIELD_CELLS: Record<WalletLogsExportField, FieldCell<WalletLogExportRow>> = {
  user: { width: 24, value: (r) => r.userName ?? r.userId },
  userPhone: { width: 16, value: (r) => r.userPhone },
  prevBalance: { width: 12, value: (r) => toEgp(r.prevBalancePiasters) },
  currBalance: { width: 12, value: (r) => toEgp(r.currBalancePiasters) },
  difference: { width: 14, value: (r) => toEgp(r.differencePiasters) },
  type: { width: 16, value: (r) => walletLogTypeLabel(r.type) },
  waived: { width: 8, value: (r) => (r.isWaived ? 'Yes' : 'No') },
  dashboardUser: { width: 20, value: (r) => r.dashboardUserName ?? r.dashboardUserId },
  createdAt: { width: 20, value: (r) => cairoDate(r.createdAt) },
  reason: { width: 30, value: (r) => r.additionalReason },
  comment: { width: 30, value: (r) => r.customComment },
  rideId: { width: 26, value: (r) => r.rideId },
  billId: { width: 26, value: (r) => r.billId },
};

/**
 * Wallet Logs (task.VIEW_WALLET_LOGS and bills.EXPORT, see shared/exports): the table's
 * filters read by WALLET_LOGS_LIST's schema, the 95-day range being its `date`.
 */
export const walletLogsExport: ExportModule<WalletLogExportRow, WalletLogsFilters> = {
  spec: WALLET_LOGS_EXPORT,
  title: WALLET_LOGS_EXPORT.title,
  fields: fieldsOf(WALLET_LOGS_EXPORT, WALLET_LOG_FIELD_CELLS),
  readFilters: (value, context) => parseFilterValue(WALLET_LOGS_LIST, value, context),
  rowSource: walletLogBatches,
};

/**
 * The wallet-log export without HTTP (the benchmark's entry, issue 7 "Wallet-log export of
 * 500,000 rows"): the logs matching `request.filters` (WALLET_LOGS_LIST's shape, e.g.
 * `{ date: { startDate, endDate }, type: 'FINE' }`), with `request.fields` (default all), as
 * the streamed xlsx POST /export sends, written into `output`. Resolves with the row count.
 */
export function writeWalletLogsExport(
  db: Db,
  request: DirectExportRequest<WalletLogsFilters>,
  output: Writable,
  signal?: AbortSignal,
): Promise<number> {
  return writeExport(walletLogsExport, db, request, output, signal);
}
