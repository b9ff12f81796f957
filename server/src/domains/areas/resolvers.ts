import type { Resolvers } from '../../platform/generated/graphql';
import { mapVehicles } from './mapVehicles';
import { getArea } from './queries';
import { updateArea } from './service';

/** Areas and the live map (shared/graphql/schema/areas.graphql); the gates are on the schema. */
export const areasResolvers: Resolvers = {
  Query: {
    area: (_parent, args, ctx) => getArea(ctx.deps, args._id),
    mapVehicles: (_parent, _args, ctx) => mapVehicles(ctx.deps),
    mapSettings: (_parent, _args, ctx) => ({ tileUrl: ctx.deps.config.mapTileUrl }),
  },
  Mutation: {
    updateArea: (_parent, args, ctx) => updateArea(ctx.deps, args),
  },
};
