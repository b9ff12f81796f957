import type { Resolvers } from '../../platform/generated/graphql';
import { requireSession } from '../../platform/graphql/requireSession';
import { expressPartner, expressPartners, expressRides } from './queries';

/** Express partners (express.graphql); the flags are set by users/actions (setExpressRider, setExpressAdmin). */
export const expressResolvers: Resolvers = {
  Query: {
    getExpressPartners: (_p, args, ctx) => expressPartners(ctx.deps, requireSession(ctx), args),
    getExpressPartner: (_p, args, ctx) => expressPartner(ctx.deps, args._id),
    getExpressRides: (_p, args, ctx) => expressRides(ctx.deps, args),
  },
};
