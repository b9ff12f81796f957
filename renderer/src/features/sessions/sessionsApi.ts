import { api, op } from '../../app/api';
import * as G from '../../generated/graphql';

/** App Sessions and Ops Sessions, typed from sessions.graphql. */
export type SessionRow = G.AppSessionRowFragment;
export type SessionsPageData = G.AppSessionsListQuery['getAppSessions'];

export const sessionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAppSessions: build.query<SessionsPageData, G.AppSessionsListQueryVariables>({
      query: (vars) => op(G.AppSessionsListDocument, vars),
      transformResponse: (r: G.AppSessionsListQuery) => r.getAppSessions,
    }),
    getOpsSessions: build.query<SessionsPageData, G.OpsSessionsListQueryVariables>({
      query: (vars) => op(G.OpsSessionsListDocument, vars),
      transformResponse: (r: G.OpsSessionsListQuery) => r.getOpsSessions,
    }),
  }),
});

export const { useGetAppSessionsQuery, useGetOpsSessionsQuery } = sessionsApi;
