import type { Resolvers } from '../../platform/generated/graphql';
import { requireSession } from '../../platform/graphql/requireSession';
import { decideRideImage } from '../tasks';
import { rideView } from './present';
import { listRideImages, listRideRatings, listUntappedRides } from './reviewLists';

/** Ride Images, Ride Ratings and Untapped Rides (issue 9 §3); gates on the schema. */
export const rideReviewsResolvers: Resolvers = {
  Query: {
    getRidesImages: (_parent, args, ctx) => listRideImages(ctx.deps, requireSession(ctx), args),
    getRidesRatings: (_parent, args, ctx) => listRideRatings(ctx.deps, requireSession(ctx), args),
    getUntappedRides: (_parent, args, ctx) => listUntappedRides(ctx.deps, requireSession(ctx), args),
  },
  Mutation: {
    reviewRideImage: async (_parent, args, ctx) => {
      const { success, message } = await decideRideImage(ctx.deps, requireSession(ctx), args);
      return { success, message, ride: (await rideView(ctx.deps, args.rideId))! };
    },
  },
};
