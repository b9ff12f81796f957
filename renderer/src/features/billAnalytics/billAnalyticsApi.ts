import { api, op } from '../../app/api';
import * as G from '../../generated/graphql';

export type BillSeries = G.BillAnalyticsSeriesQuery;
export type BillingTotals = G.BillingTotalsQuery['totalBillingAnalytics'];
export type BalanceInUsers = G.BalanceInUsersQuery['totalBalanceInUsers'];

/** /app/bill/analytics: the four bills series in one request, the range's breakdown, the wallets now. */
export const billAnalyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    billAnalyticsSeries: build.query<BillSeries, G.BillAnalyticsSeriesQueryVariables>({
      query: (variables) => op(G.BillAnalyticsSeriesDocument, variables),
    }),
    billingTotals: build.query<BillingTotals, G.BillingTotalsQueryVariables>({
      query: (variables) => op(G.BillingTotalsDocument, variables),
      transformResponse: (r: G.BillingTotalsQuery) => r.totalBillingAnalytics,
    }),
    balanceInUsers: build.query<BalanceInUsers, void>({
      query: () => op(G.BalanceInUsersDocument),
      transformResponse: (r: G.BalanceInUsersQuery) => r.totalBalanceInUsers,
    }),
  }),
});

export const { useBillAnalyticsSeriesQuery, useBillingTotalsQuery, useBalanceInUsersQuery } =
  billAnalyticsApi;
