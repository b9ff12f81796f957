import { api, op } from '../../app/api';
import * as G from '../../generated/graphql';

/** The Scooters list's calls (02 §7), typed from vehicles.graphql. */
export type VehicleRow = G.VehiclesListRowFragment;
export type VehiclesPageData = G.VehiclesListQuery['getVehicles'];
export type RingResult = G.RingVehiclesMutation['ringVehicles'][number];
export interface BulkAnswer {
  count: number;
  ids: string[];
}

// The bulk bar words every answer itself (the count or the refusal), so these are quiet.
const quiet = { quiet: true } as const;

export const vehiclesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVehicles: build.query<VehiclesPageData, G.VehiclesListQueryVariables>({
      query: (vars) => op(G.VehiclesListDocument, vars),
      transformResponse: (r: G.VehiclesListQuery) => r.getVehicles,
    }),
    activateMultipleVehicles: build.mutation<BulkAnswer, G.ActivateMultipleVehiclesMutationVariables>({
      query: (vars) => op(G.ActivateMultipleVehiclesDocument, vars),
      transformResponse: (r: G.ActivateMultipleVehiclesMutation) => r.activateMultipleVehicles,
      extraOptions: quiet,
    }),
    disableMultipleVehicles: build.mutation<BulkAnswer, G.DisableMultipleVehiclesMutationVariables>({
      query: (vars) => op(G.DisableMultipleVehiclesDocument, vars),
      transformResponse: (r: G.DisableMultipleVehiclesMutation) => r.disableMultipleVehicles,
      extraOptions: quiet,
    }),
    muteMultipleVehicles: build.mutation<BulkAnswer, G.MuteMultipleVehiclesMutationVariables>({
      query: (vars) => op(G.MuteMultipleVehiclesDocument, vars),
      transformResponse: (r: G.MuteMultipleVehiclesMutation) => r.muteMultipleVehicles,
      extraOptions: quiet,
    }),
    setVehicleStatus: build.mutation<BulkAnswer, G.SetVehicleStatusMutationVariables>({
      query: (vars) => op(G.SetVehicleStatusDocument, vars),
      transformResponse: (r: G.SetVehicleStatusMutation) => r.setVehicleStatus,
      extraOptions: quiet,
    }),
    setVehiclesIsInStorage: build.mutation<BulkAnswer, G.SetVehiclesIsInStorageMutationVariables>({
      query: (vars) => op(G.SetVehiclesIsInStorageDocument, vars),
      transformResponse: (r: G.SetVehiclesIsInStorageMutation) => r.setVehiclesIsInStorage,
      extraOptions: quiet,
    }),
    ringVehicles: build.mutation<RingResult[], G.RingVehiclesMutationVariables>({
      query: (vars) => op(G.RingVehiclesDocument, vars),
      transformResponse: (r: G.RingVehiclesMutation) => r.ringVehicles,
      extraOptions: quiet,
    }),
    vehicleCommandOutcomes: build.query<RingResult[], G.VehicleCommandOutcomesQueryVariables>({
      query: (vars) => op(G.VehicleCommandOutcomesDocument, vars),
      transformResponse: (r: G.VehicleCommandOutcomesQuery) => r.vehicleCommandOutcomes,
    }),
    updateMultipleVehiclesArea: build.mutation<BulkAnswer, G.UpdateMultipleVehiclesAreaMutationVariables>({
      query: (vars) => op(G.UpdateMultipleVehiclesAreaDocument, vars),
      transformResponse: (r: G.UpdateMultipleVehiclesAreaMutation) => r.updateMultipleVehiclesArea,
      extraOptions: quiet,
    }),
  }),
});

export const {
  useGetVehiclesQuery,
  useActivateMultipleVehiclesMutation,
  useDisableMultipleVehiclesMutation,
  useMuteMultipleVehiclesMutation,
  useSetVehicleStatusMutation,
  useSetVehiclesIsInStorageMutation,
  useUpdateMultipleVehiclesAreaMutation,
  useRingVehiclesMutation,
  useVehicleCommandOutcomesQuery,
} = vehiclesApi;
