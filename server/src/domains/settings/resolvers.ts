import type { Resolvers } from '../../platform/generated/graphql';
import { requireSession } from '../../platform/graphql/requireSession';
import { getPaymentMethods, reorderPaymentMethods, setPaymentMethodEnabled } from './paymentMethods';
import {
  addRatingRecommendation,
  deleteRatingRecommendation,
  getRatingRecommendations,
} from './ratingRecommendations';
import { getThirdPartyLimits } from './thirdPartyLimits';

export const settingsResolvers: Resolvers = {
  Query: {
    getPaymentMethods: (_parent, _args, ctx) => getPaymentMethods(ctx.deps),
    getRatingRecommendations: (_parent, _args, ctx) => getRatingRecommendations(ctx.deps),
    getThirdPartyLimits: (_parent, _args, ctx) => getThirdPartyLimits(ctx.deps),
  },
  Mutation: {
    setPaymentMethodEnabled: (_parent, args, ctx) =>
      setPaymentMethodEnabled(ctx.deps, requireSession(ctx), args),
    reorderPaymentMethods: (_parent, args, ctx) => reorderPaymentMethods(ctx.deps, requireSession(ctx), args),
    addRatingRecommendation: (_parent, args, ctx) =>
      addRatingRecommendation(ctx.deps, requireSession(ctx), args),
    deleteRatingRecommendation: (_parent, args, ctx) => deleteRatingRecommendation(ctx.deps, args),
  },
};
