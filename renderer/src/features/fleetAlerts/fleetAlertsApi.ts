import { REALTIME_EVENTS, type RealtimeEvent } from '@ops/shared/realtime/events';
import { api, op } from '../../app/api';
import * as G from '../../generated/graphql';
import { onRealtime } from '../shell/realtime';
import { startupApi } from '../shell/startupApi';
import { inAreas, readVehicleEvent, removeVehicle, upsertVehicle, type AlertVehicles } from './liveAlerts';

export type ActivationCycleRow = G.FleetActivationCyclesQuery['getActivationCycles']['cycles'][number];
export type MalfunctionRow = G.FleetMalfunctionAlertsQuery['getMalfunctionAlerts']['alerts'][number];
export type SnapshotRow = G.FleetSnapshotCounterQuery['getVehiclesSnapshotCounter'][number];

interface AreaArg {
  area?: string[];
}

const areaVars = ({ area }: AreaArg): { area?: string[] } => (area?.length ? { area } : {});

/** The live part of a list (STYLE item 11): which event adds or changes a row, which removes one. */
interface LiveEvents {
  upsert: RealtimeEvent;
  remove?: RealtimeEvent;
}

/**
 * Keeps an alert list live from the socket: rows change in the cache from the event itself
 * (no refetch, so a page holds what the server announced even between reads); the area of a
 * new row is named from the stored area list (03 §4).
 */
function liveList(events: LiveEvents) {
  return async (
    arg: AreaArg,
    cache: {
      updateCachedData: (recipe: (draft: AlertVehicles) => AlertVehicles | void) => unknown;
      cacheDataLoaded: Promise<unknown>;
      cacheEntryRemoved: Promise<unknown>;
      getState: () => unknown;
    },
  ): Promise<void> => {
    try {
      await cache.cacheDataLoaded;
    } catch {
      return; // gone before its first answer: nothing to keep live
    }
    const areaName = (id: string) => {
      const state = cache.getState() as Parameters<ReturnType<typeof startupApi.endpoints.startupAreas.select>>[0];
      return startupApi.endpoints.startupAreas.select()(state).data?.find((a) => a._id === id)?.name ?? null;
    };
    const offs = [
      onRealtime(events.upsert, (payload) => {
        const event = readVehicleEvent(payload);
        if (event && inAreas(event, arg.area)) cache.updateCachedData((draft) => upsertVehicle(draft, event, areaName));
      }),
      ...(events.remove
        ? [
            onRealtime(events.remove, (payload) => {
              const event = readVehicleEvent(payload);
              if (event) cache.updateCachedData((draft) => removeVehicle(draft, event.code));
            }),
          ]
        : []),
    ];
    await cache.cacheEntryRemoved;
    offs.forEach((off) => off());
  };
}

export const fleetAlertsApi = api.injectEndpoints({
  endpoints: (build) => ({
    urgentVehicles: build.query<AlertVehicles, AreaArg>({
      query: (arg) => op(G.FleetUrgentVehiclesDocument, areaVars(arg)),
      transformResponse: (r: G.FleetUrgentVehiclesQuery) => r.getUrgentVehicles,
      onCacheEntryAdded: liveList({ upsert: REALTIME_EVENTS.URGENT_VEHICLE, remove: REALTIME_EVENTS.DEL_URGENT_VEHICLE }),
    }),
    outOfFenceVehicles: build.query<AlertVehicles, AreaArg>({
      query: (arg) => op(G.FleetOutOfFenceVehiclesDocument, areaVars(arg)),
      transformResponse: (r: G.FleetOutOfFenceVehiclesQuery) => r.getOutOfFenceVehicles,
      onCacheEntryAdded: liveList({ upsert: REALTIME_EVENTS.OUT_OF_FENCE_VEHICLE }),
    }),
    iotBatteryAlerts: build.query<AlertVehicles, AreaArg>({
      query: (arg) => op(G.FleetIotBatteryAlertsDocument, areaVars(arg)),
      transformResponse: (r: G.FleetIotBatteryAlertsQuery) => r.getIotBatteryAlerts,
    }),
    activationCycles: build.query<G.FleetActivationCyclesQuery['getActivationCycles'], AreaArg & { startDate: string; endDate: string }>({
      query: ({ startDate, endDate, ...arg }) => op(G.FleetActivationCyclesDocument, { startDate, endDate, ...areaVars(arg) }),
      transformResponse: (r: G.FleetActivationCyclesQuery) => r.getActivationCycles,
    }),
    malfunctionAlerts: build.query<G.FleetMalfunctionAlertsQuery['getMalfunctionAlerts'], AreaArg>({
      query: (arg) => op(G.FleetMalfunctionAlertsDocument, areaVars(arg)),
      transformResponse: (r: G.FleetMalfunctionAlertsQuery) => r.getMalfunctionAlerts,
    }),
    snapshotCounter: build.query<SnapshotRow[], AreaArg & { startDate: string; endDate: string }>({
      query: ({ startDate, endDate, ...arg }) => op(G.FleetSnapshotCounterDocument, { startDate, endDate, ...areaVars(arg) }),
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
