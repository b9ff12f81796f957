import { api, op } from '../../../../app/api';
import * as G from '../../../../generated/graphql';

export type UserHistoryPage = G.UserHistoryQuery['getUserAuditHistory'];
export type UserHistoryEntry = UserHistoryPage['entries'][number];

/** The History tab's read; every user action invalidates `{ type: 'UserAudit', id }`. */
export const userHistoryApi = api.enhanceEndpoints({ addTagTypes: ['UserAudit'] }).injectEndpoints({
  endpoints: (build) => ({
    getUserAuditHistory: build.query<UserHistoryPage, G.UserHistoryQueryVariables>({
      query: (vars) => op(G.UserHistoryDocument, vars),
      transformResponse: (r: G.UserHistoryQuery) => r.getUserAuditHistory,
      providesTags: (_r, _e, { userId }) => [{ type: 'UserAudit', id: userId }],
    }),
  }),
});

export const { useGetUserAuditHistoryQuery } = userHistoryApi;
