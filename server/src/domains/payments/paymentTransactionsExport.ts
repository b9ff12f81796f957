import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  PAYMENT_TRANSACTIONS_EXPORT,
  type PaymentTransactionsExportField,
} from '@ops/shared/exports/paymentTransactionsExportFields';
import { parseFilterValue } from '@ops/shared/lists/listRequest';
import {
  PAYMENT_TRANSACTIONS_LIST,
  type PaymentTransactionsFilters,
} from '@ops/shared/lists/paymentTransactions';
import { toEgp } from '@ops/shared/rules/money';
import type { Db } from '../../platform/db/client';
import { filterCondition } from '../../platform/lists/listQuery';
import { PAYMENT_TRANSACTIONS_FILTER_CONDITIONS } from './paymentTransactionsList';
import { paymentTransactions as trx } from './tables';
import { users } from '../../platform/session/tables';
import { cairoDate } from '../../platform/exports/cells';
import { cursorText, keysetBatches, olderThan } from '../../platform/exports/keyset';
import { fieldsOf, type ExportModule, type FieldCell } from '../../platform/exports/types';

const selectBatch = (db: Db, where: SQL | undefined, size: number) =>
  db
    .select({
      row: trx,
      userName: users.name,
      phoneNumber: users.phoneNumber,
      cursor: cursorText(trx.createdAt),
    })
    .from(trx)
    .leftJoin(users, eq(users.id, trx.userId))
    .where(where)
    .orderBy(desc(trx.createdAt), desc(trx.id))
    .limit(size);

export type PaymentTransactionExportRow = Awaited<ReturnType<typeof selectBatch>>[number];

/** The page's rows for the same filters, newest first (its order), by keyset on (created_at, id). */
function paymentTransactionBatches(
  db: Db,
  filters: PaymentTransactionsFilters,
  ids: readonly string[] | null,
): AsyncIterable<readonly PaymentTransactionExportRow[]> {
  const where = ids
    ? inArray(trx.id, [...ids])
    : filterCondition(filters, PAYMENT_TRANSACTIONS_FILTER_CONDITIONS);
  return keysetBatches(
    (after, size) => selectBatch(db, and(where, olderThan(trx.createdAt, trx.id, after)), size),
    (r) => ({ cursor: r.cursor, id: r.row.id }),
  );
}

const CELLS: Record<PaymentTransactionsExportField, FieldCell<PaymentTransactionExportRow>> = {
  user: { width: 22, value: (r) => r.userName },
  phoneNumber: { width: 16, value: (r) => r.phoneNumber },
  merchantReference: { width: 24, value: (r) => r.row.merchantReference },
  createdAt: { width: 20, value: (r) => cairoDate(r.row.createdAt) },
  amount: { width: 12, value: (r) => toEgp(r.row.amountPiasters) },
  transactionType: { width: 12, value: (r) => r.row.transactionType },
  gateway: { width: 12, value: (r) => r.row.gateway },
  status: { width: 12, value: (r) => r.row.status },
  orderType: { width: 14, value: (r) => r.row.orderType },
  gatewayReference: { width: 20, value: (r) => r.row.gatewayReference },
  instantResponseMessage: { width: 28, value: (r) => r.row.instantResponseMessage },
  // The page shows the last webhook's message, else the gateway's first answer.
  lastGatewayMessage: { width: 28, value: (r) => r.row.lastGatewayMessage ?? r.row.responseMessage },
  webhookAt: { width: 20, value: (r) => cairoDate(r.row.webhookAt) },
  gatewayOrderReference: { width: 20, value: (r) => r.row.gatewayOrderReference },
  refundedAt: { width: 20, value: (r) => cairoDate(r.row.refundedAt) },
  bill: { width: 26, value: (r) => r.row.billId },
};

/** PaymentTransactions (bills.VIEW_PAYMENT_TRANSACTIONS and bills.EXPORT): the page's filters, read by its list schema. */
export const paymentTransactionsExport: ExportModule<
  PaymentTransactionExportRow,
  PaymentTransactionsFilters
> = {
  spec: PAYMENT_TRANSACTIONS_EXPORT,
  title: PAYMENT_TRANSACTIONS_EXPORT.title,
  fields: fieldsOf(PAYMENT_TRANSACTIONS_EXPORT, CELLS),
  readFilters: (value, context) => parseFilterValue(PAYMENT_TRANSACTIONS_LIST, value, context),
  rowSource: paymentTransactionBatches,
};
