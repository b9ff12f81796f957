import { api, op } from '../../app/api';
import * as G from '../../generated/graphql';

export type ReservationsAnalyticsSeries = G.ReservationsAnalyticsQuery['getReservationsAnalytics']['series'];

/** /app/reservations-analytics: every area's series; the page narrows them on the client. */
export const reservationsAnalyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    reservationsAnalytics: build.query<ReservationsAnalyticsSeries, G.ReservationsAnalyticsQueryVariables>({
      query: (variables) => op(G.ReservationsAnalyticsDocument, variables),
      transformResponse: (r: G.ReservationsAnalyticsQuery) => r.getReservationsAnalytics.series,
    }),
  }),
});

export const { useReservationsAnalyticsQuery } = reservationsAnalyticsApi;
