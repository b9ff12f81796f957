import type { UnknownAction } from '@reduxjs/toolkit';
import { REALTIME_EVENTS, type RealtimeEvent } from '@ops/shared/realtime/events';
import { api, op } from '../../app/api';
import * as G from '../../generated/graphql';
import { liveFromAdded } from '../../lib/liveCacheEntry';
import { FLEET_LIST_REFETCH_MS, refetchOn } from '../../lib/liveRefetch';
import { onRealtime } from '../shell/realtime';
import { startupApi } from '../shell/startupApi';
import { inAreas, removeVehicle, upsertVehicle, vehicleEventOf, type AlertVehicles } from './liveAlerts';

export type ActivationCycleRow = G.FleetActivationCyclesQuery['getActivationCycles']['cycles'][number];
export type MalfunctionRow = G.FleetMalfunctionAlertsQuery['getMalfunctionAlerts']['alerts'][number];
export type SnapshotRow = G.FleetSnapshotCounterQuery['getVehiclesSnapshotCounter'][number];

interface AreaArg {
  area?: string[];
}

const areaVars = ({ area }: AreaArg): { area?: string[] } => (area?.length ? { area } : {});

/** The live part of a list (STYLE item 11): which event adds or changes a row, which removes one. */
interface LiveEvents {
  upsert: typeof REALTIME_EVENTS.URGENT_VEHICLE | typeof REALTIME_EVENTS.OUT_OF_FENCE_VEHICLE;
  remove?: typeof REALTIME_EVENTS.DEL_URGENT_VEHICLE;
  /** Events that change the list without saying how: it reads again (throttled). */
  refetchAlso?: RealtimeEvent[];
}

/**
 * Keeps an alert list live from the socket: rows change in the cache from the event itself
 * (no refetch, so a page holds what the server announced even between reads); the area of a
 * new row is named from the stored area list (03 §4).
 */
function liveList(events: LiveEvents, refetch: (arg: AreaArg) => UnknownAction) {
  return async (
    arg: AreaArg,
    cache: {
      updateCachedData: (recipe: (draft: AlertVehicles) => AlertVehicles | void) => unknown;
      cacheDataLoaded: Promise<unknown>;
      cacheEntryRemoved: Promise<unknown>;
      getState: () => unknown;
      dispatch: (action: UnknownAction) => unknown;
    },
  ): Promise<void> => {
    // Issue 23 item 3: besides the row patches, the list reads again (throttled) on its events.
    const all = [events.upsert, ...(events.remove ? [events.remove] : []), ...(events.refetchAlso ?? [])];
    const reading = refetchOn(all, () => cache.dispatch(refetch(arg)), FLEET_LIST_REFETCH_MS)(arg, cache);
    const areaName = (id: string) => {
      const state = cache.getState() as Parameters<
        ReturnType<typeof startupApi.endpoints.startupAreas.select>
      >[0];
      return (
        startupApi.endpoints.startupAreas
          .select()(state)
          .data?.find((a) => a._id === id)?.name ?? null
      );
    };
    // Rows heard during the first load are patched in after it, in order: upsert and remove are
    // keyed by the vehicle's code, so a change the answer already holds neither adds nor counts.
    const patching = liveFromAdded(
      cache,
      (hold) => [
        onRealtime(
          events.upsert,
          hold((payload) => {
            const event = vehicleEventOf(payload);
            if (inAreas(event, arg.area))
              cache.updateCachedData((draft) => upsertVehicle(draft, event, areaName));
          }),
        ),
        ...(events.remove
          ? [
              onRealtime(
                events.remove,
                hold((payload) => cache.updateCachedData((draft) => removeVehicle(draft, payload.code))),
              ),
            ]
          : []),
      ],
      { kind: 'replay' },
    );
    await Promise.all([patching, reading]);
  };
}

const fleetTags = api.enhanceEndpoints({ addTagTypes: ['FleetAlertList'] });

/** Reads one alert list again: its tag, per list name. */
const refetchList = (list: 'URGENT' | 'OUT_OF_FENCE') => (): UnknownAction =>
  fleetTags.util.invalidateTags([{ type: 'FleetAlertList', id: list }]);

export const fleetAlertsApi = fleetTags.injectEndpoints({
  endpoints: (build) => ({
    urgentVehicles: build.query<AlertVehicles, AreaArg>({
      query: (arg) => op(G.FleetUrgentVehiclesDocument, areaVars(arg)),
      transformResponse: (r: G.FleetUrgentVehiclesQuery) => r.getUrgentVehicles,
      providesTags: [{ type: 'FleetAlertList', id: 'URGENT' }],
      onCacheEntryAdded: liveList(
        { upsert: REALTIME_EVENTS.URGENT_VEHICLE, remove: REALTIME_EVENTS.DEL_URGENT_VEHICLE },
        refetchList('URGENT'),
      ),
    }),
    outOfFenceVehicles: build.query<AlertVehicles, AreaArg>({
      query: (arg) => op(G.FleetOutOfFenceVehiclesDocument, areaVars(arg)),
      transformResponse: (r: G.FleetOutOfFenceVehiclesQuery) => r.getOutOfFenceVehicles,
      providesTags: [{ type: 'FleetAlertList', id: 'OUT_OF_FENCE' }],
      // A vehicle back inside its fence has no event of its own; its urgency change reads the list again.
      onCacheEntryAdded: liveList(
        {
          upsert: REALTIME_EVENTS.OUT_OF_FENCE_VEHICLE,
          refetchAlso: [REALTIME_EVENTS.URGENT_VEHICLE, REALTIME_EVENTS.DEL_URGENT_VEHICLE],
        },
        refetchList('OUT_OF_FENCE'),
      ),
    }),
    iotBatteryAlerts: build.query<AlertVehicles, AreaArg>({
      query: (arg) => op(G.FleetIotBatteryAlertsDocument, areaVars(arg)),
      transformResponse: (r: G.FleetIotBatteryAlertsQuery) => r.getIotBatteryAlerts,
    }),
    activationCycles: build.query<
      G.FleetActivationCyclesQuery['getActivationCycles'],
      AreaArg & { startDate: string; endDate: string }
    >({
      query: ({ startDate, endDate, ...arg }) =>
        op(G.FleetActivationCyclesDocument, { startDate, endDate, ...areaVars(arg) }),
      transformResponse: (r: G.FleetActivationCyclesQuery) => r.getActivationCycles,
    }),
    malfunctionAlerts: build.query<G.FleetMalfunctionAlertsQuery['getMalfunctionAlerts'], AreaArg>({
      query: (arg) => op(G.FleetMalfunctionAlertsDocument, areaVars(arg)),
      transformResponse: (r: G.FleetMalfunctionAlertsQuery) => r.getMalfunctionAlerts,
    }),
    snapshotCounter: build.query<SnapshotRow[], AreaArg & { startDate: string; endDate: string }>({
      query: ({ startDate, endDate, ...arg }) =>
        op(G.FleetSnapshotCounterDocument, { startDate, endDate, ...areaVars(arg) }),
      transformResponse: (r: G.FleetSnapshotCounterQuery) => r.getVehiclesSnapshotCounter,
    }),
  }),
});

export const {
  useUrgentVehiclesQuery,
  useOutOfFenceVehiclesQuery,
  useIotBatteryAlertsQuery,
  useActivationCyclesQuery,
  useMalfunctionAlertsQuery,
  useSnapshotCounterQuery,
} = fleetAlertsApi;
