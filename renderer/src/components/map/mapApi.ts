import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import { api, op } from '../../app/api';
import * as G from '../../generated/graphql';
import { onRealtime } from '../../features/shell/realtime';
import { liveFromAdded } from '../../lib/liveCacheEntry';
import { withStaffLocation } from './staffLive';

export type MapAreaData = G.MapAreaFragment;
export type StaffLocationData = G.MapStaffLocationFragment;
export type MapVehicleData = G.MapVehiclesQuery['mapVehicles'][number];

const base = api.enhanceEndpoints({ addTagTypes: ['MapArea'] });

/** The map's data (03 §2.5, §7): settings, the fleet, areas with fences, staff pins, ping. */
export const mapApi = base.injectEndpoints({
  endpoints: (build) => ({
    mapSettings: build.query<G.MapSettingsQuery['mapSettings'], void>({
      query: () => op(G.MapSettingsDocument),
      transformResponse: (r: G.MapSettingsQuery) => r.mapSettings,
    }),
    mapVehicles: build.query<MapVehicleData[], void>({
      query: () => op(G.MapVehiclesDocument),
      transformResponse: (r: G.MapVehiclesQuery) => r.mapVehicles,
    }),
    mapDistributionPoints: build.query<G.MapDistributionPointsQuery['mapDistributions'], void>({
      query: () => op(G.MapDistributionPointsDocument),
      transformResponse: (r: G.MapDistributionPointsQuery) => r.mapDistributions,
      providesTags: [{ type: 'MapArea', id: 'DISTRIBUTIONS' }],
    }),
    mapAreas: build.query<MapAreaData[], void>({
      query: () => op(G.MapAreasDocument),
      transformResponse: (r: G.MapAreasQuery) => r.areas,
      providesTags: [{ type: 'MapArea', id: 'LIST' }],
    }),
    mapStaffLocations: build.query<StaffLocationData[], void>({
      query: () => op(G.MapStaffLocationsDocument),
      transformResponse: (r: G.MapStaffLocationsQuery) => r.fetchUserOpsLocationsMap,
      // NEW_USER_OPS_LOCATION moves the person's pin (STYLE item 11). A report heard during the
      // first load is applied after it: one pin per person, the newest kept, so it never doubles.
      onCacheEntryAdded: (_arg, lifecycle) =>
        liveFromAdded(
          lifecycle,
          (hold) => [
            onRealtime(
              REALTIME_EVENTS.NEW_USER_OPS_LOCATION,
              hold((location) => lifecycle.updateCachedData((list) => withStaffLocation(list, location))),
            ),
          ],
          { kind: 'replay' },
        ),
    }),
    pingUserOpsLocation: build.mutation<G.PingUserOpsLocationMutation['pingUserOpsLocation'], string>({
      query: (userId) => op(G.PingUserOpsLocationDocument, { userId }),
      transformResponse: (r: G.PingUserOpsLocationMutation) => r.pingUserOpsLocation,
      // 03 §2.5: a ping failure is only logged.
      extraOptions: { quiet: true },
    }),
  }),
});

export type MapDistributionPoint = G.MapDistributionPointsQuery['mapDistributions'][number];

export const {
  useMapDistributionPointsQuery,
  useMapSettingsQuery,
  useMapVehiclesQuery,
  useMapAreasQuery,
  useMapStaffLocationsQuery,
  usePingUserOpsLocationMutation,
} = mapApi;
