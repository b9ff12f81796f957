import { and, eq, getTableColumns, gte, lte, type SQL } from 'drizzle-orm';
import type { PaymentTransactionsFilters } from '@ops/shared/lists/paymentTransactions';
import { toEgp } from '@ops/shared/rules/money';
import type { Db, Tx } from '../../platform/db/client';
import { isoTime, JsonRows, type FieldReads } from '../../platform/lists/jsonRows';
import type { FilterConditions } from '../../platform/lists/listQuery';
import { users } from '../../platform/session/tables';
import type { PersonRef } from '../wallet';
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

/** A payment transaction with the fields a query selected (GraphQL's PaymentTransaction, mapped in codegen.ts). */
export type SelectedPaymentTransactionView = Partial<PaymentTransactionView>;

type PaymentRow = typeof paymentTransactions.$inferSelect;
/**
 * What a payment transaction's fields read: its columns and its rider's name and phone. Times
 * are Dates from a whole row, ISO text from the list's JSON row; bigints are numbers in both.
 */
type PaymentRead = {
  [K in keyof PaymentRow]: PaymentRow[K] extends Date
    ? string | Date
    : PaymentRow[K] extends Date | null
      ? string | Date | null
      : PaymentRow[K];
} & { userName: string | null; userPhone: string | null };

const iso = (at: string | Date | null) => (at === null || typeof at === 'string' ? at : at.toISOString());

/** Each PaymentTransaction field (02 §3): what it reads and how it shows it (EGP, ISO times, references as `{ _id }`). */
const FIELDS: FieldReads<PaymentRead, PaymentTransactionView> = {
  _id: { reads: ['id'], view: (row) => row.id },
  user: {
    reads: ['userId', 'userName', 'userPhone'],
    view: (row) =>
      row.userName == null
        ? { _id: row.userId, name: '', phoneNumber: '' }
        : { _id: row.userId, name: row.userName, phoneNumber: row.userPhone ?? '' },
  },
  bill: { reads: ['billId'], view: (row) => (row.billId ? { _id: row.billId } : null) },
  merchantReference: { reads: ['merchantReference'], view: (row) => row.merchantReference },
  order: { reads: ['orderId'], view: (row) => row.orderId },
  orderType: { reads: ['orderType'], view: (row) => row.orderType },
  amount: { reads: ['amountPiasters'], view: (row) => toEgp(row.amountPiasters) },
  gateway: { reads: ['gateway'], view: (row) => row.gateway },
  responseMessage: { reads: ['responseMessage'], view: (row) => row.responseMessage },
  status: { reads: ['status'], view: (row) => row.status },
  gatewayReference: { reads: ['gatewayReference'], view: (row) => row.gatewayReference },
  gatewayOrderReference: { reads: ['gatewayOrderReference'], view: (row) => row.gatewayOrderReference },
  gatewayResponseAt: { reads: ['gatewayResponseAt'], view: (row) => iso(row.gatewayResponseAt) },
  createdAt: { reads: ['createdAt'], view: (row) => iso(row.createdAt)! },
  refundedAt: { reads: ['refundedAt'], view: (row) => iso(row.refundedAt) },
  transactionType: { reads: ['transactionType'], view: (row) => row.transactionType },
  webhookAt: { reads: ['webhookAt'], view: (row) => iso(row.webhookAt) },
  instantResponseMaxDate: {
    reads: ['instantResponseMaxDate'],
    view: (row) => iso(row.instantResponseMaxDate),
  },
  instantResponseMessage: { reads: ['instantResponseMessage'], view: (row) => row.instantResponseMessage },
  lastGatewayMessage: { reads: ['lastGatewayMessage'], view: (row) => row.lastGatewayMessage },
};

export const PAYMENT_TRANSACTION_FIELDS = Object.keys(FIELDS) as Array<keyof PaymentTransactionView>;
const PAYMENT_ROWS = new JsonRows<PaymentRead, PaymentTransactionView>(
  {
    ...getTableColumns(paymentTransactions),
    gatewayResponseAt: isoTime(paymentTransactions.gatewayResponseAt),
    instantResponseMaxDate: isoTime(paymentTransactions.instantResponseMaxDate),
    webhookAt: isoTime(paymentTransactions.webhookAt),
    refundedAt: isoTime(paymentTransactions.refundedAt),
    createdAt: isoTime(paymentTransactions.createdAt),
    userName: users.name,
    userPhone: users.phoneNumber,
  },
  FIELDS,
  'id',
);

/** A whole row shown whole (the interval payments' transaction), by the same field views as the list. */
export function paymentTransactionView(
  row: PaymentRow,
  user: { name: string | null; phoneNumber: string | null } | null,
): PaymentTransactionView {
  const read: PaymentRead = { ...row, userName: user?.name ?? null, userPhone: user?.phoneNumber ?? null };
  const view: Record<string, unknown> = {};
  for (const field of PAYMENT_TRANSACTION_FIELDS) view[field] = FIELDS[field].view(read);
  return view as unknown as PaymentTransactionView;
}

export interface RowsPage {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
  /** The PaymentTransaction fields to answer; every field when absent. */
  fields?: Iterable<string>;
}

/**
 * THE row query of a page: the transactions (newest first, ties by id), the columns their
 * selected fields read, with their rider's name when asked. `.toSQL()` on
 * `paymentTransactionsPageQuery(...).query` gives the exact SQL to run directly.
 */
export function paymentTransactionsPageQuery(db: Db | Tx, page: RowsPage) {
  const plan = PAYMENT_ROWS.plan(page.fields);
  let query = db.select({ row: plan.row }).from(paymentTransactions).$dynamic();
  if (plan.reads('userName')) query = query.leftJoin(users, eq(users.id, paymentTransactions.userId));
  return {
    plan,
    query: query
      .where(page.where)
      .orderBy(...page.orderBy)
      .limit(page.limit)
      .offset(page.offset),
  };
}

export async function selectPaymentTransactionViews(
  db: Db | Tx,
  page: RowsPage,
): Promise<SelectedPaymentTransactionView[]> {
  const { plan, query } = paymentTransactionsPageQuery(db, page);
  return plan.views(await query);
}
