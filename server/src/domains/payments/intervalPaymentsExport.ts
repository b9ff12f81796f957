import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  INTERVAL_PAYMENTS_EXPORT,
  type IntervalPaymentsExportField,
} from '@ops/shared/exports/intervalPaymentsExportFields';
import { INTERVAL_PAYMENTS_LIST, type IntervalPaymentsFilters } from '@ops/shared/lists/intervalPayments';
import { parseFilterValue } from '@ops/shared/lists/listRequest';
import { toEgp } from '@ops/shared/rules/money';
import type { Db } from '../../platform/db/client';
import { filterCondition } from '../../platform/lists/listQuery';
import { INTERVAL_PAYMENTS_FILTER_CONDITIONS } from './intervals/queries';
import { intervalPayments as charges } from './intervals/tables';
import { users } from '../../platform/session/tables';
import { cairoDate } from '../../platform/exports/cells';
import { cursorText, keysetBatches, olderThan } from '../../platform/exports/keyset';
import { fieldsOf, type ExportModule, type FieldCell } from '../../platform/exports/types';

const selectBatch = (db: Db, where: SQL | undefined, size: number) =>
  db
    .select({
      row: charges,
      userName: users.name,
      phoneNumber: users.phoneNumber,
      cursor: cursorText(charges.scheduledAt),
    })
    .from(charges)
    .leftJoin(users, eq(users.id, charges.userId))
    .where(where)
    .orderBy(desc(charges.scheduledAt), desc(charges.id))
    .limit(size);

export type IntervalPaymentExportRow = Awaited<ReturnType<typeof selectBatch>>[number];

/** The scheduled charges for the list's filters, latest schedule first, by keyset on (scheduled_at, id). */
function chargeBatches(
  db: Db,
  filters: IntervalPaymentsFilters,
  ids: readonly string[] | null,
): AsyncIterable<readonly IntervalPaymentExportRow[]> {
  const where = ids
    ? inArray(charges.id, [...ids])
    : filterCondition(filters, INTERVAL_PAYMENTS_FILTER_CONDITIONS);
  return keysetBatches(
    (after, size) => selectBatch(db, and(where, olderThan(charges.scheduledAt, charges.id, after)), size),
    (r) => ({ cursor: r.cursor, id: r.row.id }),
  );
}

const CELLS: Record<IntervalPaymentsExportField, FieldCell<IntervalPaymentExportRow>> = {
  user: { width: 22, value: (r) => r.userName },
  phoneNumber: { width: 16, value: (r) => r.phoneNumber },
  source: { width: 14, value: (r) => r.row.source },
  status: { width: 12, value: (r) => r.row.status },
  amount: { width: 12, value: (r) => toEgp(r.row.amountPiasters) },
  credit: { width: 12, value: (r) => (r.row.creditPiasters === null ? null : toEgp(r.row.creditPiasters)) },
  maskedPan: { width: 18, value: (r) => r.row.maskedPan },
  scheduledAt: { width: 20, value: (r) => cairoDate(r.row.scheduledAt) },
  attempts: { width: 8, value: (r) => r.row.attempts },
  maxAttempts: { width: 8, value: (r) => r.row.maxAttempts },
  nextRetryAt: { width: 20, value: (r) => cairoDate(r.row.nextRetryAt) },
  failedAt: { width: 20, value: (r) => cairoDate(r.row.failedAt) },
  succeededAt: { width: 20, value: (r) => cairoDate(r.row.succeededAt) },
  lastMessage: { width: 30, value: (r) => r.row.lastMessage },
};

/** IntervalPayments (bills.VIEW_PAYMENT_TRANSACTIONS and bills.EXPORT): the list's filters, read by its schema. */
export const intervalPaymentsExport: ExportModule<IntervalPaymentExportRow, IntervalPaymentsFilters> = {
  spec: INTERVAL_PAYMENTS_EXPORT,
  title: INTERVAL_PAYMENTS_EXPORT.title,
  fields: fieldsOf(INTERVAL_PAYMENTS_EXPORT, CELLS),
  readFilters: (value, context) => parseFilterValue(INTERVAL_PAYMENTS_LIST, value, context),
  rowSource: chargeBatches,
};
