import { api, op } from '../../app/api';
import * as G from '../../generated/graphql';

export type PaymentTransactionRow = G.PaymentTransactionFieldsFragment;
export type PaymentTransactionsPage = G.PaymentTransactionsListQuery['getPaymentTrnasctions'];
export type IntervalPaymentRow = G.IntervalPaymentFieldsFragment;
export type IntervalPaymentsPage = G.IntervalPaymentsListQuery['getIntervalPayments'];

const TRANSACTIONS = { type: 'PaymentTransaction', id: 'LIST' } as const;
const INTERVALS = { type: 'IntervalPayment', id: 'LIST' } as const;

/**
 * The payments pages' calls (02 §7 Payments; issue 8 §8). Tags are added here, not in
 * app/api.ts, so this feature edits no shared file. A retry makes a transaction, so it
 * refreshes both lists.
 */
export const paymentsApi = api
  .enhanceEndpoints({ addTagTypes: ['PaymentTransaction', 'IntervalPayment'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getPaymentTrnasctions: build.query<PaymentTransactionsPage, G.PaymentTransactionsListQueryVariables>({
        query: (vars) => op(G.PaymentTransactionsListDocument, vars),
        transformResponse: (r: G.PaymentTransactionsListQuery) => r.getPaymentTrnasctions,
        providesTags: [TRANSACTIONS],
      }),
      getIntervalPayments: build.query<IntervalPaymentsPage, G.IntervalPaymentsListQueryVariables>({
        query: (vars) => op(G.IntervalPaymentsListDocument, vars),
        transformResponse: (r: G.IntervalPaymentsListQuery) => r.getIntervalPayments,
        providesTags: [INTERVALS],
      }),
      retryIntervalPayment: build.mutation<IntervalPaymentRow, G.RetryIntervalPaymentMutationVariables>({
        query: (vars) => op(G.RetryIntervalPaymentDocument, vars),
        transformResponse: (r: G.RetryIntervalPaymentMutation) => r.retryIntervalPayment,
        invalidatesTags: [INTERVALS, TRANSACTIONS],
      }),
    }),
  });

export const { useGetPaymentTrnasctionsQuery, useGetIntervalPaymentsQuery, useRetryIntervalPaymentMutation } =
  paymentsApi;
