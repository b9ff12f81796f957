import { PAYMENT_TRANSACTIONS_LIST } from '@ops/shared/lists/paymentTransactions';
import type { ListRequestInput } from '@ops/shared/lists/listRequest';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import { listPage } from '../../platform/lists/listQuery';
import {
  PAYMENT_TRANSACTIONS_FILTER_CONDITIONS,
  selectPaymentTransactionViews,
  type SelectedPaymentTransactionView,
} from './paymentTransactionsList';
import { paymentTransactions } from './tables';

export interface PaymentTransactionsPage {
  totalCount: number;
  paymentTransactions: SelectedPaymentTransactionView[];
}

/**
 * getPaymentTrnasctions(filters, pageNumber, rowsPerPage) (02 §7), on the list helper;
 * `fields`: the PaymentTransaction fields the query selected (every field when absent).
 */
export async function getPaymentTrnasctions(
  deps: Deps,
  session: SessionInfo,
  args: ListRequestInput,
  fields?: Iterable<string>,
): Promise<PaymentTransactionsPage> {
  const page = await listPage(
    deps.db,
    PAYMENT_TRANSACTIONS_LIST,
    { filters: args.filters, pageNumber: args.pageNumber, rowsPerPage: args.rowsPerPage },
    { role: session.role, now: deps.clock.now() },
    {
      conditions: PAYMENT_TRANSACTIONS_FILTER_CONDITIONS,
      sortColumns: { createdAt: paymentTransactions.createdAt },
      tieBreaker: paymentTransactions.id,
      table: paymentTransactions,
      rows: (request) => selectPaymentTransactionViews(deps.db, { ...request, fields }),
    },
  );
  return { totalCount: page.total, paymentTransactions: page.rows };
}
