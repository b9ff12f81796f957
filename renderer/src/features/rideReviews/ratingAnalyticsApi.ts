import { api, op } from '../../app/api';
import * as G from '../../generated/graphql';

export type RatingAnalyticsSeries = G.RatingAnalyticsQuery['getRatingAnalytics']['series'];

/** /app/rating-analytics: every area's star series; the page narrows them on the client. */
export const ratingAnalyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    ratingAnalytics: build.query<RatingAnalyticsSeries, G.RatingAnalyticsQueryVariables>({
      query: (variables) => op(G.RatingAnalyticsDocument, variables),
      transformResponse: (r: G.RatingAnalyticsQuery) => r.getRatingAnalytics.series,
    }),
  }),
});

export const { useRatingAnalyticsQuery } = ratingAnalyticsApi;
