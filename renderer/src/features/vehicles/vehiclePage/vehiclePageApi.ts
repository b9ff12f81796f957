import { op } from '../../../app/api';
import * as G from '../../../generated/graphql';
import { resolveTasksApi } from '../../resolveTasks/resolveTasksApi';

export type PageVehicle = NonNullable<G.VehiclePageVehicleQuery['getVehicle']>;
export type CommandEntry = G.VehiclePageCommandsQuery['vehicleCommands']['data'][number];
export type VehicleRideRow = G.VehiclePageRidesQuery['rides']['rides'][number];

/**
 * The vehicle page's reads, injected into the workspace's api so they carry its tags: the
 * workspace's actions and live events invalidate 'VehicleDetails' (this vehicle) and
 * 'TaskRides', and the page follows without a reload.
 */
export const vehiclePageApi = resolveTasksApi.injectEndpoints({
  endpoints: (build) => ({
    vehiclePageVehicle: build.query<PageVehicle | null, string>({
      // The page words a refusal and a missing vehicle itself.
      extraOptions: { quiet: true },
      query: (idOrCode) => op(G.VehiclePageVehicleDocument, { idOrCode }),
      transformResponse: (r: G.VehiclePageVehicleQuery) => r.getVehicle ?? null,
      providesTags: (vehicle) => (vehicle ? [{ type: 'VehicleDetails', id: vehicle._id }] : []),
    }),
    vehicleCommands: build.query<
      G.VehiclePageCommandsQuery['vehicleCommands'],
      { vehicleId: string; pageNumber: number; rowsPerPage: number }
    >({
      query: (vars) => op(G.VehiclePageCommandsDocument, vars),
      transformResponse: (r: G.VehiclePageCommandsQuery) => r.vehicleCommands,
      providesTags: (_r, _e, { vehicleId }) => [{ type: 'VehicleDetails', id: vehicleId }],
    }),
    vehicleRides: build.query<G.VehiclePageRidesQuery['rides'], G.VehiclePageRidesQueryVariables>({
      query: (vars) => op(G.VehiclePageRidesDocument, vars),
      transformResponse: (r: G.VehiclePageRidesQuery) => r.rides,
      providesTags: [{ type: 'TaskRides', id: 'LIST' }],
    }),
  }),
});

export const { useVehiclePageVehicleQuery, useVehicleCommandsQuery, useVehicleRidesQuery } = vehiclePageApi;
