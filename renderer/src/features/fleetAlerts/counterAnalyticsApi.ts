import { api, op } from '../../app/api';
import * as G from '../../generated/graphql';

export type VehicleCounterAnalytics = G.VehicleCounterAnalyticsQuery['getVehicleCounterAnalytics'];

/** /app/vehicles/counter/analytics: every area's series; the page narrows them on the client. */
export const counterAnalyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    vehicleCounterAnalytics: build.query<VehicleCounterAnalytics, G.VehicleCounterAnalyticsQueryVariables>({
      query: (variables) => op(G.VehicleCounterAnalyticsDocument, variables),
      transformResponse: (r: G.VehicleCounterAnalyticsQuery) => r.getVehicleCounterAnalytics,
    }),
  }),
});

export const { useVehicleCounterAnalyticsQuery } = counterAnalyticsApi;
