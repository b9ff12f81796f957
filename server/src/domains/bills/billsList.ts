import { and, eq, gt, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import type { BillsFilters, BillsSortField } from '@ops/shared/lists/bills';
import type { FilterConditions } from '../../platform/lists/listQuery';
import { bills } from './tables';

const paidWith = (column: typeof bills.paidWithBalancePiasters, yes: boolean): SQL =>
  yes ? gt(column, 0) : eq(column, 0);

/**
 * The SQL of the bills filters (shared/lists/bills.ts reads them), shared by the page
 * (bills, autoSettlings), its export and the benchmark. Each is a plain column test the
 * indexes of migration 0013 answer.
 */
export const BILLS_FILTER_CONDITIONS: FilterConditions<BillsFilters> = {
  type: (type) => eq(bills.type, type),
  actualBilled: (value) =>
    value === 'zero' ? eq(bills.actualCostPiasters, 0) : gt(bills.actualCostPiasters, 0),
  gateway: (gateway) => eq(bills.paymentGateway, gateway),
  paidWithBalance: (yes) => paidWith(bills.paidWithBalancePiasters, yes),
  paidWithPromocode: (yes) => paidWith(bills.paidWithPromocodePiasters, yes),
  paidWithSubscription: (yes) => paidWith(bills.paidWithSubscriptionPiasters, yes),
  isRefunded: (yes) => eq(bills.isRefunded, yes),
  date: (range) => and(gte(bills.date, new Date(range.startDate)), lte(bills.date, new Date(range.endDate))),
  user: (id) => eq(bills.userId, id),
  isAutoSettle: (yes) => eq(bills.isAutoSettle, yes),
};

export const BILLS_SORT_COLUMNS: {
  [K in BillsSortField]: typeof bills.date | typeof bills.serialNumber | typeof bills.totalCostPiasters;
} = {
  date: bills.date,
  serialNumber: bills.serialNumber,
  totalCost: bills.totalCostPiasters,
  actualCost: bills.actualCostPiasters,
};

/** The longest search term read; longer is refused in words. */
export const BILL_SEARCH_MAX = 64;
export const BILL_SEARCH_TOO_LONG = `Search may be at most ${BILL_SEARCH_MAX} characters`;

/**
 * The bills search: a serial number (digits) or the gateway's transaction id, exactly. The
 * header strips '+' and '=' (02 §2); so does this, for a request made by hand.
 */
export function billSearchCondition(term: string): SQL | undefined {
  const clean = term.replace(/[+=]/g, '').trim();
  if (clean === '') return undefined;
  const byTrx = eq(bills.trxId, clean);
  if (/^\d{1,15}$/.test(clean)) return or(eq(bills.serialNumber, Number(clean)), byTrx);
  return byTrx;
}

/** A bill's ride (rides.bill_id points at the bill; rides_bill_idx answers it). */
export const rideOfBill = sql<
  string | null
>`(select r.id from rides r where r.bill_id = ${bills.id} limit 1)`;
