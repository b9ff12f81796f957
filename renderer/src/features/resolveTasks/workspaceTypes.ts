import type * as G from '../../generated/graphql';

/**
 * The workspace's server data, as its documents read it. Apart from resolveTasksApi so the
 * slices (held by the store) can name it without loading the API and its live wiring.
 */
export type WorkspaceTask = G.ResolveTaskFieldsFragment;
export type MyAttendance = G.ResolveAttendanceFieldsFragment;
export type VehicleDetails = G.ResolveVehicleDetailsQuery['vehicleUserRideDetails'];
export type TaskRide = G.ResolveRideFieldsFragment;
export type WalletLogRow = G.ResolveWalletLogFieldsFragment;
