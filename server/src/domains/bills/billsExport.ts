import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { BILLS_EXPORT, type BillsExportField } from '@ops/shared/exports/billsExportFields';
import { BILLS_LIST, type BillsFilters } from '@ops/shared/lists/bills';
import { parseFilterValue } from '@ops/shared/lists/listRequest';
import { billTypeLabel } from '@ops/shared/rules/bills';
import { toEgp } from '@ops/shared/rules/money';
import { BILLS_FILTER_CONDITIONS } from './billsList';
import { bills } from './tables';
import type { Db } from '../../platform/db/client';
import { filterCondition } from '../../platform/lists/listQuery';
import { users } from '../../platform/session/tables';
import { cairoDate } from '../../platform/exports/cells';
import { cursorText, keysetBatches, olderThan } from '../../platform/exports/keyset';
import { fieldsOf, type ExportModule, type FieldCell } from '../../platform/exports/types';

const columns = {
  id: bills.id,
  serialNumber: bills.serialNumber,
  userName: users.name,
  phoneNumber: users.phoneNumber,
  type: bills.type,
  date: bills.date,
  totalCostPiasters: bills.totalCostPiasters,
  vatPiasters: bills.vatPiasters,
  actualCostPiasters: bills.actualCostPiasters,
  paidWithBalancePiasters: bills.paidWithBalancePiasters,
  paidWithPromocodePiasters: bills.paidWithPromocodePiasters,
  paidWithSubscriptionPiasters: bills.paidWithSubscriptionPiasters,
  paymentGateway: bills.paymentGateway,
  paymentMethod: bills.paymentMethod,
  maskedPan: bills.maskedPan,
  trxId: bills.trxId,
  isPaymentSuccessful: bills.isPaymentSuccessful,
  isRefunded: bills.isRefunded,
  refundReason: bills.refundReason,
  freemium: bills.freemium,
  isAutoSettle: bills.isAutoSettle,
  walletAutoChargeId: bills.walletAutoChargeId,
  balanceChangePiasters: bills.balanceChangePiasters,
  createdAt: bills.createdAt,
  cursor: cursorText(bills.date),
};

const selectBatch = (db: Db, where: SQL | undefined, size: number) =>
  db
    .select(columns)
    .from(bills)
    .leftJoin(users, eq(users.id, bills.userId))
    .where(where)
    .orderBy(desc(bills.date), desc(bills.id))
    .limit(size);

export type BillExportRow = Awaited<ReturnType<typeof selectBatch>>[number];

/** The bills the page lists for the same filters, newest first (its default order), by keyset on (date, id). */
function billBatches(
  db: Db,
  filters: BillsFilters,
  ids: readonly string[] | null,
): AsyncIterable<readonly BillExportRow[]> {
  const where = ids ? inArray(bills.id, [...ids]) : filterCondition(filters, BILLS_FILTER_CONDITIONS);
  return keysetBatches(
    (after, size) => selectBatch(db, and(where, olderThan(bills.date, bills.id, after)), size),
    (row) => ({ cursor: row.cursor, id: row.id }),
  );
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const egp = (piasters: number) => toEgp(piasters);

const BILL_FIELD_CELLS: Record<BillsExportField, FieldCell<BillExportRow>> = {
  serialNumber: { width: 10, value: (r) => r.serialNumber },
  user: { width: 24, value: (r) => r.userName },
  phoneNumber: { width: 16, value: (r) => r.phoneNumber },
  type: { width: 22, value: (r) => billTypeLabel(r.type), words: true },
  date: { width: 20, value: (r) => cairoDate(r.date) },
  totalCost: { width: 12, value: (r) => egp(r.totalCostPiasters) },
  vat: { width: 10, value: (r) => egp(r.vatPiasters) },
  actualCost: { width: 12, value: (r) => egp(r.actualCostPiasters) },
  paidWithBalance: { width: 12, value: (r) => egp(r.paidWithBalancePiasters) },
  paidWithPromocode: { width: 12, value: (r) => egp(r.paidWithPromocodePiasters) },
  paidWithSubscription: { width: 12, value: (r) => egp(r.paidWithSubscriptionPiasters) },
  paymentGateway: { width: 14, value: (r) => r.paymentGateway },
  paymentMethod: { width: 12, value: (r) => r.paymentMethod },
  maskedPan: { width: 18, value: (r) => r.maskedPan },
  trxID: { width: 20, value: (r) => r.trxId },
  isPaymentSuccessful: { width: 8, value: (r) => yesNo(r.isPaymentSuccessful), words: true },
  isRefunded: { width: 8, value: (r) => yesNo(r.isRefunded), words: true },
  refundReason: { width: 28, value: (r) => r.refundReason },
  freemium: { width: 8, value: (r) => yesNo(r.freemium), words: true },
  isAutoSettle: { width: 8, value: (r) => yesNo(r.isAutoSettle), words: true },
  walletAutoCharge: { width: 24, value: (r) => r.walletAutoChargeId },
  balanceChange: {
    width: 12,
    value: (r) => (r.balanceChangePiasters === null ? null : egp(r.balanceChangePiasters)),
  },
  createdAt: { width: 20, value: (r) => cairoDate(r.createdAt) },
};

/** Bills (bills.EXPORT): the bills page's filters (and auto-settlings' fixed one), read by BILLS_LIST's schema. */
export const billsExport: ExportModule<BillExportRow, BillsFilters> = {
  spec: BILLS_EXPORT,
  title: BILLS_EXPORT.title,
  fields: fieldsOf(BILLS_EXPORT, BILL_FIELD_CELLS),
  readFilters: (value, context) => parseFilterValue(BILLS_LIST, value, context),
  rowSource: billBatches,
};
