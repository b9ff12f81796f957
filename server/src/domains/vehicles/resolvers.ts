import type { Resolvers } from '../../platform/generated/graphql';
import { requireSession } from '../../platform/graphql/requireSession';
import * as actions from './service';
import { vehicleUserRideDetails } from './queries';
import { getVehicleLifeCycle } from './lifeCycle';
import { selectsField } from '../../platform/graphql/selection';
import { applyVehicleBulk, readStatus } from './bulk';
import { getVehicles } from './list';
import { ringVehicles, vehicleCommandOutcomes } from './ring';
import { getVehicle, getVehicleCommands } from './page';

export const vehiclesResolvers: Resolvers = {
  Query: {
    vehicleUserRideDetails: (_parent, args, ctx) => vehicleUserRideDetails(ctx.deps, args.vehicleId),
    vehicleLifeCycle: (_parent, args, ctx, info) =>
      getVehicleLifeCycle(ctx.deps, requireSession(ctx), args, selectsField(info, 'count')),
    getVehicles: (_parent, args, ctx) => getVehicles(ctx.deps, requireSession(ctx), args),
    vehicleCommandOutcomes: (_parent, args, ctx) => vehicleCommandOutcomes(ctx.deps, args.commandIds),
    getVehicle: (_parent, args, ctx) => getVehicle(ctx.deps, requireSession(ctx), args.idOrCode),
    vehicleCommands: (_parent, args, ctx) => getVehicleCommands(ctx.deps, requireSession(ctx), args),
  },
  Mutation: {
    sendVehicleCommand: (_parent, args, ctx) =>
      actions.sendVehicleCommand(ctx.deps, requireSession(ctx), args),
    extraVehicleActions: (_parent, args, ctx) =>
      actions.extraVehicleActions(ctx.deps, requireSession(ctx), args),
    disableVehicle: (_parent, args, ctx) => actions.disableVehicle(ctx.deps, requireSession(ctx), args),
    acknowledgeStolenAlert: (_parent, args, ctx) =>
      actions.acknowledgeStolenAlert(ctx.deps, requireSession(ctx), args),
    changeVehicleSpeedLimit: (_parent, args, ctx) =>
      actions.changeVehicleSpeedLimit(ctx.deps, requireSession(ctx), args),
    activateMultipleVehicles: (_parent, args, ctx) =>
      applyVehicleBulk(ctx.deps, requireSession(ctx), args.ids, {
        action: args.activate ? 'activate' : 'deactivate',
      }),
    disableMultipleVehicles: (_parent, args, ctx) =>
      applyVehicleBulk(ctx.deps, requireSession(ctx), args.ids, {
        action: args.disabled ? 'disable' : 'enable',
      }),
    muteMultipleVehicles: (_parent, args, ctx) =>
      applyVehicleBulk(ctx.deps, requireSession(ctx), args.ids, { action: args.isMuted ? 'mute' : 'unmute' }),
    setVehicleStatus: (_parent, args, ctx) =>
      applyVehicleBulk(ctx.deps, requireSession(ctx), args.ids, {
        action: 'setStatus',
        status: readStatus(args.status),
      }),
    setVehiclesIsInStorage: (_parent, args, ctx) =>
      applyVehicleBulk(ctx.deps, requireSession(ctx), args.ids, {
        action: 'setInStorage',
        isInStorage: args.isInStorage,
      }),
    ringVehicles: (_parent, args, ctx) => ringVehicles(ctx.deps, requireSession(ctx), args.ids),
    updateMultipleVehiclesArea: (_parent, args, ctx) =>
      applyVehicleBulk(ctx.deps, requireSession(ctx), args.ids, { action: 'setArea', areaId: args.areaId }),
  },
};
