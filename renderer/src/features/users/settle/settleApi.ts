import { api, op } from '../../../app/api';
import * as G from '../../../generated/graphql';

export type SettlementJob = G.SettlementJobFieldsFragment;

/** settleBalanceMultipleUsers and its progress (issue 7 §2). */
export const settleApi = api.injectEndpoints({
  endpoints: (build) => ({
    settleBalanceMultipleUsers: build.mutation<SettlementJob, G.SettleNegativeBalancesMutationVariables>({
      query: (vars) => op(G.SettleNegativeBalancesDocument, vars),
      transformResponse: (r: G.SettleNegativeBalancesMutation) => r.settleBalanceMultipleUsers,
    }),
    settlementJob: build.query<SettlementJob, G.SettlementJobProgressQueryVariables>({
      query: (vars) => op(G.SettlementJobProgressDocument, vars),
      transformResponse: (r: G.SettlementJobProgressQuery) => r.settlementJob,
      // Progress is read fresh each poll; an old answer must never stand in for it.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useSettleBalanceMultipleUsersMutation, useSettlementJobQuery } = settleApi;
