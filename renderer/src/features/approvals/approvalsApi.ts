import { api, op } from '../../app/api';
import * as G from '../../generated/graphql';
import { MONEY_APPROVALS_TAG } from '../../components/balance/balanceApi';

export type ApprovalRow = G.ApprovalFieldsFragment;
export type ApprovalsPage = G.MoneyApprovalsListQuery['getMoneyApprovals'];

/** The top bar asks this often; a decision or a held edit refreshes it at once through the tag. */
export const APPROVALS_COUNT_POLL_MS = 30_000;

export const approvalsApi = api.enhanceEndpoints({ addTagTypes: [MONEY_APPROVALS_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getMoneyApprovals: build.query<ApprovalsPage, G.MoneyApprovalsListQueryVariables>({
      query: (vars) => op(G.MoneyApprovalsListDocument, vars),
      transformResponse: (r: G.MoneyApprovalsListQuery) => r.getMoneyApprovals,
      providesTags: [MONEY_APPROVALS_TAG],
    }),
    pendingMoneyApprovalsCount: build.query<number, void>({
      // A failed badge poll is not worth a red toast every 30 s; the badge just keeps its last count.
      extraOptions: { quiet: true },
      query: () => op(G.PendingMoneyApprovalsCountDocument),
      transformResponse: (r: G.PendingMoneyApprovalsCountQuery) => r.pendingMoneyApprovalsCount,
      providesTags: [MONEY_APPROVALS_TAG],
    }),
    // Failures (self-approval, expired, already decided) reach the notices listener with the server's words.
    approveMoneyRequest: build.mutation<ApprovalRow, { id: string }>({
      query: (vars) => op(G.ApproveMoneyRequestDocument, vars),
      transformResponse: (r: G.ApproveMoneyRequestMutation) => r.approveMoneyRequest,
      invalidatesTags: [MONEY_APPROVALS_TAG],
    }),
    rejectMoneyRequest: build.mutation<ApprovalRow, { id: string; reason: string }>({
      query: (vars) => op(G.RejectMoneyRequestDocument, vars),
      transformResponse: (r: G.RejectMoneyRequestMutation) => r.rejectMoneyRequest,
      invalidatesTags: [MONEY_APPROVALS_TAG],
    }),
  }),
});

export const {
  useGetMoneyApprovalsQuery,
  usePendingMoneyApprovalsCountQuery,
  useApproveMoneyRequestMutation,
  useRejectMoneyRequestMutation,
} = approvalsApi;
