import { api, op } from '../../app/api';
import * as G from '../../generated/graphql';

export type AnalyticsSummary = G.AnalyticsSummaryQuery['getAnalyticsSummary'];

/** /app/analytics-summary: every figure in one answer, every area; the page narrows on the client. */
export const analyticsSummaryApi = api.injectEndpoints({
  endpoints: (build) => ({
    analyticsSummary: build.query<AnalyticsSummary, G.AnalyticsSummaryQueryVariables>({
      query: (variables) => op(G.AnalyticsSummaryDocument, variables),
      transformResponse: (r: G.AnalyticsSummaryQuery) => r.getAnalyticsSummary,
    }),
  }),
});

export const { useAnalyticsSummaryQuery } = analyticsSummaryApi;
