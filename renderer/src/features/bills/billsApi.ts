import { api, op } from '../../app/api';
import * as G from '../../generated/graphql';

/** The bills pages' calls (02 §7 bills; issue 8 getBill, autoSettlings, refundBill, createManualBill). */
export type BillRow = G.BillsListRowFragment;
export type BillsPageData = G.BillsListQuery['bills'];
export type AutoSettlingsPageData = G.AutoSettlingsListQuery['autoSettlings'];
export type BillDetail = G.BillDetailQuery['getBill'];
export type ManualBillOutcome = G.ManualBillOutcomeFragment;

// 'Bills': every bills list and drawer, refreshed after a refund or manual bill; 'WalletLogs'
// and 'User': the wallet tables and the user page whose balance a bill moved.
export const billsApi = api
  .enhanceEndpoints({ addTagTypes: ['Bills', 'WalletLogs', 'User', 'MoneyApprovals'] })
  .injectEndpoints({
    endpoints: (build) => ({
      // Endpoint names are the operation names: the store's notice listener knows them by these.
      bills: build.query<BillsPageData, G.BillsListQueryVariables>({
        query: (vars) => op(G.BillsListDocument, vars),
        transformResponse: (r: G.BillsListQuery) => r.bills,
        providesTags: ['Bills'],
      }),
      autoSettlings: build.query<AutoSettlingsPageData, G.AutoSettlingsListQueryVariables>({
        query: (vars) => op(G.AutoSettlingsListDocument, vars),
        transformResponse: (r: G.AutoSettlingsListQuery) => r.autoSettlings,
        providesTags: ['Bills'],
      }),
      getBill: build.query<BillDetail, G.BillDetailQueryVariables>({
        query: (vars) => op(G.BillDetailDocument, vars),
        transformResponse: (r: G.BillDetailQuery) => r.getBill,
        providesTags: ['Bills'],
      }),
      // The dialogs show their own failures (a bad amount, a refund above what was paid).
      refundBill: build.mutation<ManualBillOutcome, G.RefundBillMutationVariables>({
        extraOptions: { quiet: true },
        query: (vars) => op(G.RefundBillDocument, vars),
        transformResponse: (r: G.RefundBillMutation) => r.refundBill,
        invalidatesTags: (result) =>
          result?.approval ? ['MoneyApprovals'] : result ? ['Bills', 'WalletLogs', 'User'] : [],
      }),
      createManualBill: build.mutation<ManualBillOutcome, G.CreateManualBillMutationVariables>({
        extraOptions: { quiet: true },
        query: (vars) => op(G.CreateManualBillDocument, vars),
        transformResponse: (r: G.CreateManualBillMutation) => r.createManualBill,
        invalidatesTags: (result) =>
          result?.approval ? ['MoneyApprovals'] : result ? ['Bills', 'WalletLogs', 'User'] : [],
      }),
    }),
  });

export const {
  useBillsQuery,
  useAutoSettlingsQuery,
  useGetBillQuery,
  useRefundBillMutation,
  useCreateManualBillMutation,
} = billsApi;
