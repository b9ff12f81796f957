import type { Resolvers } from '../../platform/generated/graphql';
import { fetchUserLocations, fetchUserOpsLocations, fetchUserOpsLocationsMap } from './queries';
import { pingUserOpsLocation } from './service';

/** Staff locations (shared/graphql/schema/staff-locations.graphql); the gates are on the schema. */
export const staffLocationsResolvers: Resolvers = {
  Query: {
    fetchUserLocations: (_parent, args, ctx) => fetchUserLocations(ctx.deps, args),
    fetchUserOpsLocations: (_parent, args, ctx) => fetchUserOpsLocations(ctx.deps, args),
    fetchUserOpsLocationsMap: (_parent, _args, ctx) => fetchUserOpsLocationsMap(ctx.deps),
  },
  Mutation: {
    pingUserOpsLocation: (_parent, args, ctx) => pingUserOpsLocation(ctx.deps, args.userId),
  },
};
