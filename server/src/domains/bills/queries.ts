import { and, count, desc, eq, gte, inArray, lte, sum, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { AUTO_SETTLINGS_FIXED_FILTERS, BILLS_LIST } from '@ops/shared/lists/bills';
import { dateRangeSchema } from '@ops/shared/lists/dateRangeFilter';
import { BILL_MESSAGES, BILL_TYPES } from '@ops/shared/rules/bills';
import { toEgp } from '@ops/shared/rules/money';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import { UserError } from '../../platform/errors';
import { filterCondition, readListRequest, runListQuery } from '../../platform/lists/listQuery';
import { paymentTransactions } from '../payments';
import { selectWalletLogViews, walletLogs, type WalletLogView } from '../wallet';
import {
  BILL_SEARCH_MAX,
  BILL_SEARCH_TOO_LONG,
  BILLS_FILTER_CONDITIONS,
  BILLS_SORT_COLUMNS,
  billSearchCondition,
} from './billsList';
import { billViewById, selectBillViews, type BillView, type SelectedBillView } from './present';
import { refundablePiasters } from './refundRules';
import { bills } from './tables';

export interface BillsArgs {
  pageNumber?: number | null;
  rowsPerPage?: number | null;
  sortType?: string | null;
  fieldName?: string | null;
  filters?: string | null;
  searchTerm?: string | null;
  user?: string | null;
}

export interface BillsPage {
  totalPages: number;
  totalBills: number;
  bills: SelectedBillView[];
}

/** The search and the one-user argument: conditions the caller imposes beside the filters. */
function scopeOf(args: BillsArgs, fixed?: SQL): SQL | undefined {
  const term = args.searchTerm ?? '';
  if (term.length > BILL_SEARCH_MAX) throw new UserError(BILL_SEARCH_TOO_LONG);
  const parts = [
    fixed,
    billSearchCondition(term),
    args.user ? eq(bills.userId, args.user) : undefined,
  ].filter((part): part is SQL => !!part);
  return parts.length ? and(...parts) : undefined;
}

/** The request read with the bills list's definition, and the conditions it and the caller impose. */
function readBillsRequest(deps: Deps, session: SessionInfo, args: BillsArgs, fixed?: SQL) {
  const request = readListRequest(BILLS_LIST, args, { role: session.role, now: deps.clock.now() });
  return { request, scope: scopeOf(args, fixed) };
}

async function billsPage(
  deps: Deps,
  read: ReturnType<typeof readBillsRequest>,
  fields: Iterable<string> | undefined,
): Promise<BillsPage> {
  const page = await runListQuery(deps.db, read.request, {
    conditions: BILLS_FILTER_CONDITIONS,
    sortColumns: BILLS_SORT_COLUMNS,
    tieBreaker: bills.id,
    table: bills,
    scope: read.scope,
    rows: (page) => selectBillViews(deps.db, { ...page, fields }),
  });
  return { totalPages: page.totalPages, totalBills: page.total, bills: page.rows };
}

/** bills (02 §7); `fields`: the Bill fields the query selected (every field when absent). */
export async function listBills(
  deps: Deps,
  session: SessionInfo,
  args: BillsArgs,
  fields?: Iterable<string>,
): Promise<BillsPage> {
  return billsPage(deps, readBillsRequest(deps, session, args), fields);
}

export interface AutoSettlingsPage extends BillsPage {
  totals: { count: number; totalCost: number; actualCost: number; vat: number };
}

/** /app/auto-settlings: the bills list with isAutoSettle fixed, and what the matching bills add up to (read beside the page). */
export async function listAutoSettlings(
  deps: Deps,
  session: SessionInfo,
  args: Omit<BillsArgs, 'user'>,
  fields?: Iterable<string>,
): Promise<AutoSettlingsPage> {
  const read = readBillsRequest(
    deps,
    session,
    args,
    eq(bills.isAutoSettle, AUTO_SETTLINGS_FIXED_FILTERS.isAutoSettle),
  );
  const [page, [totals]] = await Promise.all([
    billsPage(deps, read, fields),
    deps.db
      .select({
        total: sum(bills.totalCostPiasters),
        actual: sum(bills.actualCostPiasters),
        vat: sum(bills.vatPiasters),
      })
      .from(bills)
      .where(and(read.scope, filterCondition(read.request.filters, BILLS_FILTER_CONDITIONS))),
  ]);
  return {
    ...page,
    totals: {
      count: page.totalBills,
      totalCost: toEgp(Number(totals?.total ?? 0)),
      actualCost: toEgp(Number(totals?.actual ?? 0)),
      vat: toEgp(Number(totals?.vat ?? 0)),
    },
  };
}

const billsCountArgs = z.object({
  type: z.enum(BILL_TYPES, { error: 'Unknown bill type' }).optional(),
  range: dateRangeSchema,
});

/** billsCount (02 §7): bills of the type (every type when none) within the range. */
export async function billsCount(
  deps: Deps,
  args: { type?: string | null; startDate: string; endDate: string },
): Promise<number> {
  const parsed = billsCountArgs.safeParse({
    type: args.type || undefined,
    range: { startDate: args.startDate, endDate: args.endDate },
  });
  if (!parsed.success) throw new UserError(parsed.error.issues[0]?.message ?? 'Bad bills count request');
  const { type, range } = parsed.data;
  const [row] = await deps.db
    .select({ n: count() })
    .from(bills)
    .where(
      and(
        type ? eq(bills.type, type) : undefined,
        gte(bills.date, new Date(range.startDate)),
        lte(bills.date, new Date(range.endDate)),
      ),
    );
  return Number(row?.n ?? 0);
}

export interface BillPaymentView {
  _id: string;
  merchantReference: string;
  createdAt: string;
  amount: number;
  transactionType: string;
  gateway: string;
  status: string;
  orderType: string;
  gatewayReference: string | null;
  instantResponseMessage: string | null;
  lastGatewayMessage: string | null;
  webhookAt: string | null;
}

/** The bill drawer's payment transactions: a small read of its own (payments/ belongs to another list). */
async function paymentsOfBill(deps: Deps, billId: string): Promise<BillPaymentView[]> {
  const rows = await deps.db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.billId, billId))
    .orderBy(desc(paymentTransactions.createdAt), desc(paymentTransactions.id))
    .limit(100);
  return rows.map((row) => ({
    _id: row.id,
    merchantReference: row.merchantReference,
    createdAt: row.createdAt.toISOString(),
    amount: toEgp(row.amountPiasters),
    transactionType: row.transactionType,
    gateway: row.gateway,
    status: row.status,
    orderType: row.orderType,
    gatewayReference: row.gatewayReference,
    instantResponseMessage: row.instantResponseMessage,
    lastGatewayMessage: row.lastGatewayMessage,
    webhookAt: row.webhookAt?.toISOString() ?? null,
  }));
}

export interface BillDetail {
  bill: BillView;
  refund: BillView | null;
  refundable: number;
  paymentTransactions: BillPaymentView[];
  walletLogs: WalletLogView[];
}

/** getBill: the drawer's bill, its refund, its payment transactions and the wallet logs of both bills. */
export async function getBill(deps: Deps, id: string): Promise<BillDetail> {
  const bill = await billViewById(deps.db, id);
  if (!bill) throw new UserError(BILL_MESSAGES.notFound);
  const [refundRow] = await deps.db
    .select({ id: bills.id })
    .from(bills)
    .where(and(eq(bills.refundedBillId, id), eq(bills.type, 'REFUND')));
  const refund = refundRow ? await billViewById(deps.db, refundRow.id) : null;
  const [row] = await deps.db.select().from(bills).where(eq(bills.id, id));
  const ids = refund ? [id, refund._id] : [id];
  return {
    bill,
    refund,
    refundable: toEgp(refundablePiasters(row!)),
    paymentTransactions: await paymentsOfBill(deps, id),
    walletLogs: await selectWalletLogViews(deps.db, inArray(walletLogs.billId, ids), {
      limit: 100,
      offset: 0,
    }),
  };
}
