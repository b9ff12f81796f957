import type { Resolvers } from '../../platform/generated/graphql';
import { listAreas } from '../areas';
import * as startup from './service';

export const startupResolvers: Resolvers = {
  Query: {
    pendingIDVerificationsCount: (_parent, _args, ctx) => startup.pendingIdVerificationsCount(ctx.deps),
    stolenAlertsCount: (_parent, _args, ctx) => startup.stolenAlertsCount(ctx.deps),
    getVehiclesForSearch: (_parent, _args, ctx) => startup.vehiclesForSearch(ctx.deps),
    mapDistributions: (_parent, _args, ctx) => startup.mapDistributions(ctx.deps),
    areas: (_parent, _args, ctx) => listAreas(ctx.deps),
  },
};
