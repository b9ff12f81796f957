import type { Resolvers } from '../../platform/generated/graphql';
import { requireSession } from '../../platform/graphql/requireSession';
import { getRideImageWithId } from './images';
import { checkRide, getRide } from './page';
import { listRidesPage } from './ridesList';
import * as rides from './service';

export const ridesResolvers: Resolvers = {
  Query: {
    rides: (_parent, args, ctx) => listRidesPage(ctx.deps, requireSession(ctx), args),
    getRideImageWithId: (_parent, args, ctx) =>
      getRideImageWithId(ctx.deps, requireSession(ctx), args.rideId),
    getRide: (_parent, args, ctx) => getRide(ctx.deps, requireSession(ctx), args._id),
  },
  Mutation: {
    endRidePayWithSelectedAmount: (_parent, args, ctx) =>
      rides.endRidePayWithSelectedAmount(ctx.deps, requireSession(ctx), args),
    endRidePay: (_parent, args, ctx) => rides.endRidePay(ctx.deps, requireSession(ctx), args),
    endRideForFree: (_parent, args, ctx) => rides.endRideForFree(ctx.deps, requireSession(ctx), args),
    compensateWithoutEnding: (_parent, args, ctx) =>
      rides.compensateWithoutEnding(ctx.deps, requireSession(ctx), args),
    checkRide: (_parent, args, ctx) => checkRide(ctx.deps, requireSession(ctx), args),
  },
};
