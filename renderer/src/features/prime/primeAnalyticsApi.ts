import { api, op } from '../../app/api';
import * as G from '../../generated/graphql';

export type PrimeAnalyticsSeries = G.PrimeAnalyticsQuery['getPrimeAnalytics']['series'];

/** /app/prime-analytics: every area's series; the page narrows them on the client. */
export const primeAnalyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    primeAnalytics: build.query<PrimeAnalyticsSeries, G.PrimeAnalyticsQueryVariables>({
      query: (variables) => op(G.PrimeAnalyticsDocument, variables),
      transformResponse: (r: G.PrimeAnalyticsQuery) => r.getPrimeAnalytics.series,
    }),
  }),
});

export const { usePrimeAnalyticsQuery } = primeAnalyticsApi;
