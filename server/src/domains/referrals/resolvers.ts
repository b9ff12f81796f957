import type { Resolvers } from '../../platform/generated/graphql';
import { requireSession } from '../../platform/graphql/requireSession';
import {
  referInitiators,
  referralsAddedBalance,
  referralsCount,
  referredUsers,
  referrersCount,
} from './queries';
import { topRidersLastMonth } from './topRiders';

/** Referrals and riders' rankings (referrals.graphql; the two list forms are in user-page.graphql). */
export const referralsResolvers: Resolvers = {
  Query: {
    getReferredUsers: (_p, args, ctx) => referredUsers(ctx.deps, requireSession(ctx), args),
    getReferInitiator: (_p, args, ctx) => referInitiators(ctx.deps, requireSession(ctx), args),
    getReferrersCount: (_p, _args, ctx) => referrersCount(ctx.deps),
    getReferralsCount: (_p, _args, ctx) => referralsCount(ctx.deps),
    getReferralsAddedBalance: (_p, _args, ctx) => referralsAddedBalance(ctx.deps),
    getTopRidersLastMonth: (_p, args, ctx) => topRidersLastMonth(ctx.deps, { limit: args.limit }),
    getTopRidersByAreaLastMonth: (_p, args, ctx) =>
      topRidersLastMonth(ctx.deps, { areaId: args.areaId, limit: args.limit }),
  },
};
