import { api, op } from '../../app/api';
import * as G from '../../generated/graphql';

export type RideAnalytics = G.RideAnalyticsQuery['getRidesAnalytics'];
export type RentalAnalytics = G.RentalAnalyticsQuery['getRentalsAnalytics'];

/** /app/ride/analytics and /app/rental/analytics: every area's series; the pages narrow them on the client. */
export const rideAnalyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    rideAnalytics: build.query<RideAnalytics, G.RideAnalyticsQueryVariables>({
      query: (variables) => op(G.RideAnalyticsDocument, variables),
      transformResponse: (r: G.RideAnalyticsQuery) => r.getRidesAnalytics,
    }),
    rentalAnalytics: build.query<RentalAnalytics, G.RentalAnalyticsQueryVariables>({
      query: (variables) => op(G.RentalAnalyticsDocument, variables),
      transformResponse: (r: G.RentalAnalyticsQuery) => r.getRentalsAnalytics,
    }),
  }),
});

export const { useRideAnalyticsQuery, useRentalAnalyticsQuery } = rideAnalyticsApi;
