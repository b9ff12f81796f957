import type { Resolvers } from '../../platform/generated/graphql';
import { getActivationCycles } from './activationCycles';
import { getVehicleCounterAnalytics } from './counterAnalytics';
import { getMalfunctionAlerts } from './malfunctions';
import { getVehiclesSnapshotCounter } from './snapshots';
import { getIotBatteryAlerts, getOutOfFenceVehicles, getUrgentVehicles } from './vehicleAlerts';

/** The fleet alert pages (issue 9 §8); each field's gate is on the schema. */
export const fleetAlertsResolvers: Resolvers = {
  Query: {
    getUrgentVehicles: (_parent, args, ctx) => getUrgentVehicles(ctx.deps, args),
    getOutOfFenceVehicles: (_parent, args, ctx) => getOutOfFenceVehicles(ctx.deps, args),
    getIotBatteryAlerts: (_parent, args, ctx) => getIotBatteryAlerts(ctx.deps, args),
    getActivationCycles: (_parent, args, ctx) => getActivationCycles(ctx.deps, args),
    getMalfunctionAlerts: (_parent, args, ctx) => getMalfunctionAlerts(ctx.deps, args),
    getVehiclesSnapshotCounter: (_parent, args, ctx) => getVehiclesSnapshotCounter(ctx.deps, args),
    getVehicleCounterAnalytics: (_parent, args, ctx) => getVehicleCounterAnalytics(ctx.deps.db, args),
  },
};
