import { api, op } from '../../app/api';
import {
  GetVehiclesForSearchDocument,
  MapDistributionsDocument,
  PendingIdVerificationsCountDocument,
  StartupAreasDocument,
  StolenAlertsCountDocument,
  type GetVehiclesForSearchQuery,
  type MapDistributionsQuery,
  type PendingIdVerificationsCountQuery,
  type StartupAreasQuery,
  type StolenAlertsCountQuery,
} from '../../generated/graphql';

export type AreaSummary = StartupAreasQuery['areas'][number];

/** 03 §4: geofencing-enabled areas first, then by name. */
export function sortAreas<T extends { name: string; isGeofencingEnabled: boolean }>(
  areas: readonly T[],
): T[] {
  return [...areas].sort(
    (a, b) => Number(b.isGeofencingEnabled) - Number(a.isGeofencingEnabled) || a.name.localeCompare(b.name),
  );
}

/** The lists and counts the shell loads once after sign-in (03 §4). */
export const startupApi = api.injectEndpoints({
  endpoints: (build) => ({
    startupAreas: build.query<AreaSummary[], void>({
      query: () => op(StartupAreasDocument),
      transformResponse: (r: StartupAreasQuery) => sortAreas(r.areas),
      providesTags: ['Startup'],
    }),
    vehiclesForSearch: build.query<GetVehiclesForSearchQuery['getVehiclesForSearch'], void>({
      query: () => op(GetVehiclesForSearchDocument),
      transformResponse: (r: GetVehiclesForSearchQuery) => r.getVehiclesForSearch,
      providesTags: ['Startup'],
    }),
    mapDistributions: build.query<MapDistributionsQuery['mapDistributions'], void>({
      query: () => op(MapDistributionsDocument),
      transformResponse: (r: MapDistributionsQuery) => r.mapDistributions,
      providesTags: ['Startup'],
    }),
    pendingIdVerificationsCount: build.query<number, void>({
      query: () => op(PendingIdVerificationsCountDocument),
      transformResponse: (r: PendingIdVerificationsCountQuery) => r.pendingIDVerificationsCount,
    }),
    stolenAlertsCount: build.query<number, void>({
      query: () => op(StolenAlertsCountDocument),
      transformResponse: (r: StolenAlertsCountQuery) => r.stolenAlertsCount,
    }),
  }),
});

export const { useStartupAreasQuery, useVehiclesForSearchQuery } = startupApi;
