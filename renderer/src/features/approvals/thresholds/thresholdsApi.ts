import { api, op } from '../../../app/api';
import * as G from '../../../generated/graphql';

export type ThresholdRow = G.ThresholdFieldsFragment;
export type ThresholdChange =
  G.MoneyApprovalThresholdChangesQuery['getMoneyApprovalThresholdChanges'][number];

const THRESHOLDS = { type: 'MoneyApprovalThreshold', id: 'LIST' } as const;

/** How many recent changes the screen shows under the table. */
export const RECENT_CHANGES = 10;

/** /app/approval-thresholds' calls; the tag is added here so this feature edits no shared file. */
export const thresholdsApi = api
  .enhanceEndpoints({ addTagTypes: ['MoneyApprovalThreshold'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getMoneyApprovalThresholds: build.query<ThresholdRow[], void>({
        query: () => op(G.MoneyApprovalThresholdsDocument),
        transformResponse: (r: G.MoneyApprovalThresholdsQuery) => r.getMoneyApprovalThresholds,
        providesTags: [THRESHOLDS],
      }),
      getMoneyApprovalThresholdChanges: build.query<ThresholdChange[], void>({
        query: () => op(G.MoneyApprovalThresholdChangesDocument, { rowsPerPage: RECENT_CHANGES }),
        transformResponse: (r: G.MoneyApprovalThresholdChangesQuery) => r.getMoneyApprovalThresholdChanges,
        providesTags: [THRESHOLDS],
      }),
      // A refusal (bad value, no permission) reaches the notices listener with the server's words.
      setMoneyApprovalThreshold: build.mutation<ThresholdRow, G.SetMoneyApprovalThresholdMutationVariables>({
        query: (vars) => op(G.SetMoneyApprovalThresholdDocument, vars),
        transformResponse: (r: G.SetMoneyApprovalThresholdMutation) => r.setMoneyApprovalThreshold,
        invalidatesTags: [THRESHOLDS],
      }),
    }),
  });

export const {
  useGetMoneyApprovalThresholdsQuery,
  useGetMoneyApprovalThresholdChangesQuery,
  useSetMoneyApprovalThresholdMutation,
} = thresholdsApi;
