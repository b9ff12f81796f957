import { and, asc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { INTERVAL_PAYMENTS_LIST, type IntervalPaymentsFilters } from '@ops/shared/lists/intervalPayments';
import type { ListRequestInput } from '@ops/shared/lists/listRequest';
import { toEgp } from '@ops/shared/rules/money';
import type { Deps } from '../../../platform/deps';
import type { SessionInfo } from '../../../platform/session/sessionTypes';
import type { Db, Tx } from '../../../platform/db/client';
import { listPage, type FilterConditions } from '../../../platform/lists/listQuery';
import { primeSubscriptions } from '../../prime';
import { users } from '../../../platform/session/tables';
import type { PersonRef } from '../../wallet';
import { paymentTransactionView, type PaymentTransactionView } from '../paymentTransactionsList';
import { paymentTransactions } from '../tables';
import { intervalPaymentAttempts, intervalPayments } from './tables';

export const INTERVAL_PAYMENTS_FILTER_CONDITIONS: FilterConditions<IntervalPaymentsFilters> = {
  status: (status) => eq(intervalPayments.status, status),
  source: (source) => eq(intervalPayments.source, source),
  date: (range) =>
    and(
      gte(intervalPayments.scheduledAt, new Date(range.startDate)),
      lte(intervalPayments.scheduledAt, new Date(range.endDate)),
    ),
  userId: (id) => eq(intervalPayments.userId, id),
};

export interface IntervalPaymentAttemptView {
  _id: string;
  attemptNumber: number;
  by: PersonRef | null;
  outcome: string;
  message: string | null;
  startedAt: string;
  finishedAt: string | null;
  paymentTransaction: { _id: string; merchantReference: string; status: string } | null;
}

/** A scheduled charge as the IntervalPayments list shows it (the shape is ours: the spec shows none). */
export interface IntervalPaymentView {
  _id: string;
  source: string;
  status: string;
  user: PersonRef | null;
  primeSubscription: { _id: string; name: string } | null;
  walletAutoCharge: { _id: string } | null;
  amount: number;
  credit: number | null;
  maskedPan: string | null;
  scheduledAt: string;
  attempts: number;
  maxAttempts: number;
  nextRetryAt: string | null;
  failedAt: string | null;
  succeededAt: string | null;
  lastMessage: string | null;
  paymentTransaction: PaymentTransactionView | null;
  attemptsLog: IntervalPaymentAttemptView[];
}

const iso = (at: Date | null) => at?.toISOString() ?? null;
const staff = alias(users, 'attempt_by');

async function attemptsOf(db: Db | Tx, ids: string[]): Promise<Map<string, IntervalPaymentAttemptView[]>> {
  const byPayment = new Map<string, IntervalPaymentAttemptView[]>();
  if (ids.length === 0) return byPayment;
  const rows = await db
    .select({
      attempt: intervalPaymentAttempts,
      byName: staff.name,
      byPhone: staff.phoneNumber,
      reference: paymentTransactions.merchantReference,
      status: paymentTransactions.status,
    })
    .from(intervalPaymentAttempts)
    .leftJoin(staff, eq(staff.id, intervalPaymentAttempts.byUserId))
    .leftJoin(paymentTransactions, eq(paymentTransactions.id, intervalPaymentAttempts.paymentTransactionId))
    .where(inArray(intervalPaymentAttempts.intervalPaymentId, ids))
    .orderBy(asc(intervalPaymentAttempts.intervalPaymentId), asc(intervalPaymentAttempts.attemptNumber));
  for (const { attempt, byName, byPhone, reference, status } of rows) {
    const list = byPayment.get(attempt.intervalPaymentId) ?? [];
    list.push({
      _id: attempt.id,
      attemptNumber: attempt.attemptNumber,
      by: attempt.byUserId ? { _id: attempt.byUserId, name: byName ?? '', phoneNumber: byPhone ?? '' } : null,
      outcome: attempt.outcome,
      message: attempt.message,
      startedAt: attempt.startedAt.toISOString(),
      finishedAt: iso(attempt.finishedAt),
      paymentTransaction: reference
        ? { _id: attempt.paymentTransactionId, merchantReference: reference, status: status ?? 'pending' }
        : null,
    });
    byPayment.set(attempt.intervalPaymentId, list);
  }
  return byPayment;
}

async function selectViews(
  db: Db | Tx,
  page: { where: SQL | undefined; orderBy: SQL[]; limit: number; offset: number },
): Promise<IntervalPaymentView[]> {
  const rows = await db
    .select({
      payment: intervalPayments,
      userName: users.name,
      userPhone: users.phoneNumber,
      planName: primeSubscriptions.name,
      transaction: paymentTransactions,
    })
    .from(intervalPayments)
    .leftJoin(users, eq(users.id, intervalPayments.userId))
    .leftJoin(primeSubscriptions, eq(primeSubscriptions.id, intervalPayments.primeSubscriptionId))
    .leftJoin(paymentTransactions, eq(paymentTransactions.id, intervalPayments.paymentTransactionId))
    .where(page.where)
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset);
  const attempts = await attemptsOf(
    db,
    rows.map((row) => row.payment.id),
  );
  return rows.map(({ payment, userName, userPhone, planName, transaction }) => ({
    _id: payment.id,
    source: payment.source,
    status: payment.status,
    user: userName === null ? null : { _id: payment.userId, name: userName, phoneNumber: userPhone ?? '' },
    primeSubscription: payment.primeSubscriptionId
      ? { _id: payment.primeSubscriptionId, name: planName ?? '' }
      : null,
    walletAutoCharge: payment.walletAutoChargeId ? { _id: payment.walletAutoChargeId } : null,
    amount: toEgp(payment.amountPiasters),
    credit: payment.creditPiasters === null ? null : toEgp(payment.creditPiasters),
    maskedPan: payment.maskedPan,
    scheduledAt: payment.scheduledAt.toISOString(),
    attempts: payment.attempts,
    maxAttempts: payment.maxAttempts,
    nextRetryAt: iso(payment.nextRetryAt),
    failedAt: iso(payment.failedAt),
    succeededAt: iso(payment.succeededAt),
    lastMessage: payment.lastMessage,
    paymentTransaction: transaction
      ? paymentTransactionView(transaction, { name: userName, phoneNumber: userPhone })
      : null,
    attemptsLog: attempts.get(payment.id) ?? [],
  }));
}

export async function intervalPaymentById(db: Db | Tx, id: string): Promise<IntervalPaymentView | null> {
  const [view] = await selectViews(db, {
    where: eq(intervalPayments.id, id),
    orderBy: [],
    limit: 1,
    offset: 0,
  });
  return view ?? null;
}

export interface IntervalPaymentsPage {
  totalCount: number;
  totalPages: number;
  intervalPayments: IntervalPaymentView[];
}

/** getIntervalPayments: the IntervalPayments list (issue 8 §8) on the list helper. */
export async function getIntervalPayments(
  deps: Deps,
  session: SessionInfo,
  args: ListRequestInput,
): Promise<IntervalPaymentsPage> {
  const page = await listPage(
    deps.db,
    INTERVAL_PAYMENTS_LIST,
    args,
    { role: session.role, now: deps.clock.now() },
    {
      conditions: INTERVAL_PAYMENTS_FILTER_CONDITIONS,
      sortColumns: { scheduledAt: intervalPayments.scheduledAt },
      tieBreaker: intervalPayments.id,
      table: intervalPayments,
      rows: (request) => selectViews(deps.db, request),
    },
  );
  return { totalCount: page.total, totalPages: page.totalPages, intervalPayments: page.rows };
}
