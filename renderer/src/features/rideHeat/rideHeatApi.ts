import { api, op } from '../../app/api';
import * as G from '../../generated/graphql';

/** The heat pages' calls (rideHeat.graphql): the same data behind two gates, one pair per page. */
export type RideHeatmapData = G.RideHeatmapDataFragment;
export type HeatCellsArgs = G.RideHeatmapQueryVariables;
export type HeatHoursArgs = G.RideHeatHoursQueryVariables;

export const rideHeatApi = api.injectEndpoints({
  endpoints: (build) => ({
    rideHeatmap: build.query<RideHeatmapData, HeatCellsArgs>({
      query: (vars) => op(G.RideHeatmapDocument, vars),
      transformResponse: (r: G.RideHeatmapQuery) => r.getRideHeatmap,
    }),
    rideHeatHours: build.query<number[], HeatHoursArgs>({
      query: (vars) => op(G.RideHeatHoursDocument, vars),
      transformResponse: (r: G.RideHeatHoursQuery) => r.getRideHeatHours,
    }),
    heatData: build.query<RideHeatmapData, HeatCellsArgs>({
      query: (vars) => op(G.HeatDataDocument, vars),
      transformResponse: (r: G.HeatDataQuery) => r.getHeatData,
    }),
    heatDataHours: build.query<number[], HeatHoursArgs>({
      query: (vars) => op(G.HeatDataHoursDocument, vars),
      transformResponse: (r: G.HeatDataHoursQuery) => r.getHeatDataHours,
    }),
  }),
});

export const {
  useRideHeatmapQuery,
  useRideHeatHoursQuery,
  useHeatDataQuery,
  useHeatDataHoursQuery,
  usePrefetch: useRideHeatPrefetch,
} = rideHeatApi;

/** Which pair of calls a page makes: the Rides heatmap's (rides.VIEW_ANALYTICS) or heat data's (analytics.VIEW_HEAT_DATA). */
export type HeatSource = 'rideHeatmap' | 'heatData';

export function useHeatQueries(source: HeatSource, cells: HeatCellsArgs, hours: HeatHoursArgs) {
  const isRide = source === 'rideHeatmap';
  const rideCells = useRideHeatmapQuery(cells, { skip: !isRide });
  const rideHours = useRideHeatHoursQuery(hours, { skip: !isRide });
  const dataCells = useHeatDataQuery(cells, { skip: isRide });
  const dataHours = useHeatDataHoursQuery(hours, { skip: isRide });
  return isRide ? { cells: rideCells, hours: rideHours } : { cells: dataCells, hours: dataHours };
}
