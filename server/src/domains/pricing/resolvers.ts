import type { Resolvers } from '../../platform/generated/graphql';
import { requireSession } from '../../platform/graphql/requireSession';
import { getRidePriceHistory, getRidePrices, setRidePrice } from './service';

export const pricingResolvers: Resolvers = {
  Query: {
    getRidePrices: (_parent, _args, ctx) => getRidePrices(ctx.deps),
    getRidePriceHistory: (_parent, args, ctx) => getRidePriceHistory(ctx.deps, args),
  },
  Mutation: {
    setRidePrice: (_parent, args, ctx) => setRidePrice(ctx.deps, requireSession(ctx), args),
  },
};
