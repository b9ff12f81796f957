import { api, op } from '../../app/api';
import * as G from '../../generated/graphql';

export type BalanceEditResult = G.BalanceDialogEditMutation['editBalance'];

/** Tag of the 'Pending approvals' list and the top bar's count: a held edit adds to both. */
export const MONEY_APPROVALS_TAG = 'MoneyApprovals' as const;

/**
 * The edit balance dialog's call. Of its callers' caches it refreshes none: each caller
 * (the workspace, the user page) knows which of its views show the balance and refreshes
 * them in the dialog's onDone, so this component stays free of any feature's tags.
 */
export const balanceApi = api.enhanceEndpoints({ addTagTypes: [MONEY_APPROVALS_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    editBalanceFromDialog: build.mutation<BalanceEditResult, G.BalanceDialogEditMutationVariables>({
      // The dialog shows a failure inside itself, so the notices listener stays quiet.
      extraOptions: { quiet: true },
      query: (vars) => op(G.BalanceDialogEditDocument, vars),
      transformResponse: (r: G.BalanceDialogEditMutation) => r.editBalance,
      invalidatesTags: (result) => (result?.approval ? [MONEY_APPROVALS_TAG] : []),
    }),
    // Read afresh at each opening (the dialog's body unmounts on close and nothing is kept):
    // a move a minute ago counts in the running totals.
    balanceHoldForecast: build.query<G.BalanceHoldForecastQuery['moneyHoldForecast'], string>({
      extraOptions: { quiet: true },
      query: (userId) => op(G.BalanceHoldForecastDocument, { userId }),
      transformResponse: (r: G.BalanceHoldForecastQuery) => r.moneyHoldForecast,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useEditBalanceFromDialogMutation, useBalanceHoldForecastQuery } = balanceApi;
