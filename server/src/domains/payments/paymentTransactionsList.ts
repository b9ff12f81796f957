import { and, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { PaymentTransactionsFilters } from '@ops/shared/lists/paymentTransactions';
import { toEgp } from '@ops/shared/rules/money';
import type { Db, Tx } from '../../platform/db/client';
import { filterCondition, type FilterConditions } from '../../platform/lists/listQuery';
import { users } from '../../platform/session/tables';
import type { PersonRef } from '../wallet/present';
import { paymentTransactions } from './tables';

/**
 * The payment transactions list's SQL (issue 8 §3): one condition per filter, and the one
 * row query the page, the benchmark (bench/, 5M rows) and any other reader share. Each filter
 * leads an index of migration 0014 that ends in (created_at DESC, id DESC), the page's order.
 */
export const PAYMENT_TRANSACTIONS_FILTER_CONDITIONS: FilterConditions<PaymentTransactionsFilters> = {
  status: (status) => eq(paymentTransactions.status, status),
  type: (type) => eq(paymentTransactions.transactionType, type),
  source: (source) => eq(paymentTransactions.orderType, source),
  date: (range) =>
    and(
      gte(paymentTransactions.createdAt, new Date(range.startDate)),
      lte(paymentTransactions.createdAt, new Date(range.endDate)),
    ),
  userId: (id) => eq(paymentTransactions.userId, id),
};

/** A payment transaction as GraphQL shows it (02 §3): EGP, ISO times, references as `{ _id }`. */
export interface PaymentTransactionView {
  _id: string;
  user: PersonRef | null;
  bill: { _id: string } | null;
  merchantReference: string;
  order: string | null;
  orderType: string;
  amount: number;
  gateway: string;
  responseMessage: string | null;
  status: string;
  gatewayReference: string | null;
  gatewayOrderReference: string | null;
  gatewayResponseAt: string | null;
  createdAt: string;
  refundedAt: string | null;
  transactionType: string;
  webhookAt: string | null;
  instantResponseMaxDate: string | null;
  instantResponseMessage: string | null;
  lastGatewayMessage: string | null;
}

type PaymentRow = typeof paymentTransactions.$inferSelect;
const iso = (at: Date | null) => at?.toISOString() ?? null;

export function paymentTransactionView(
  row: PaymentRow,
  user: { name: string | null; phoneNumber: string | null } | null,
): PaymentTransactionView {
  return {
    _id: row.id,
    user:
      user?.name == null
        ? { _id: row.userId, name: '', phoneNumber: '' }
        : { _id: row.userId, name: user.name, phoneNumber: user.phoneNumber ?? '' },
    bill: row.billId ? { _id: row.billId } : null,
    merchantReference: row.merchantReference,
    order: row.orderId,
    orderType: row.orderType,
    amount: toEgp(row.amountPiasters),
    gateway: row.gateway,
    responseMessage: row.responseMessage,
    status: row.status,
    gatewayReference: row.gatewayReference,
    gatewayOrderReference: row.gatewayOrderReference,
    gatewayResponseAt: iso(row.gatewayResponseAt),
    createdAt: row.createdAt.toISOString(),
    refundedAt: iso(row.refundedAt),
    transactionType: row.transactionType,
    webhookAt: iso(row.webhookAt),
    instantResponseMaxDate: iso(row.instantResponseMaxDate),
    instantResponseMessage: row.instantResponseMessage,
    lastGatewayMessage: row.lastGatewayMessage,
  };
}

export interface RowsPage {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
}

/**
 * THE row query of a page: the transactions (newest first, ties by id) with their rider's
 * name. `.toSQL()` on `paymentTransactionsPageQuery` gives the exact SQL to run directly.
 */
export function paymentTransactionsPageQuery(db: Db | Tx, page: RowsPage) {
  return db
    .select({ payment: paymentTransactions, userName: users.name, userPhone: users.phoneNumber })
    .from(paymentTransactions)
    .leftJoin(users, eq(users.id, paymentTransactions.userId))
    .where(page.where)
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset);
}

export async function selectPaymentTransactionViews(
  db: Db | Tx,
  page: RowsPage,
): Promise<PaymentTransactionView[]> {
  const rows = await paymentTransactionsPageQuery(db, page);
  return rows.map(({ payment, userName, userPhone }) =>
    paymentTransactionView(payment, { name: userName, phoneNumber: userPhone }),
  );
}

/** The default page (newest first) for given filters: what a benchmark calls with filters already read. */
export function paymentTransactionsPage(
  db: Db | Tx,
  filters: PaymentTransactionsFilters,
  limit: number,
  offset = 0,
) {
  return paymentTransactionsPageQuery(db, {
    where: filterCondition(filters, PAYMENT_TRANSACTIONS_FILTER_CONDITIONS),
    orderBy: [desc(paymentTransactions.createdAt), desc(paymentTransactions.id)],
    limit,
    offset,
  });
}
