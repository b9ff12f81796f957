import { analyticsRange } from '../analytics';
import type { Resolvers } from '../../platform/generated/graphql';
import { requireSession } from '../../platform/graphql/requireSession';
import { getPrimeAnalytics } from './analytics';
import { createPrimePLan, editPrimePLan, getPrimePlans } from './plans';
import { getPrimeSubscriptions } from './queries';
import { stopPlanSubscription } from './service';

/** Prime plans and subscriptions (issue 8 §4). addPrimeFromDashboard lives with the user page's actions (users/actions/prime.ts). */
export const primeResolvers: Resolvers = {
  Query: {
    getPrimePlans: (_p, _args, ctx) => getPrimePlans(ctx.deps),
    getPrimeSubscriptions: (_p, args, ctx) => getPrimeSubscriptions(ctx.deps, requireSession(ctx), args),
    getPrimeAnalytics: (_p, args, ctx) =>
      getPrimeAnalytics(ctx.deps, analyticsRange(args.startDate, args.endDate, args.type)),
  },
  Mutation: {
    createPrimePLan: (_p, args, ctx) => createPrimePLan(ctx.deps, requireSession(ctx), args),
    editPrimePLan: (_p, args, ctx) => editPrimePLan(ctx.deps, requireSession(ctx), args),
    stopPlanSubscription: (_p, args, ctx) => stopPlanSubscription(ctx.deps, requireSession(ctx), args),
  },
};
