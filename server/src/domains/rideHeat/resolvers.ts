import type { Resolvers } from '../../platform/generated/graphql';
import { getRideHeatHours, getRideHeatmap } from './service';

/** Two pages, two gates (rides.VIEW_ANALYTICS, analytics.VIEW_HEAT_DATA), one service. */
export const rideHeatResolvers: Resolvers = {
  Query: {
    getRideHeatmap: (_parent, args, ctx) => getRideHeatmap(ctx.deps, args),
    getRideHeatHours: (_parent, args, ctx) => getRideHeatHours(ctx.deps, args),
    getHeatData: (_parent, args, ctx) => getRideHeatmap(ctx.deps, args),
    getHeatDataHours: (_parent, args, ctx) => getRideHeatHours(ctx.deps, args),
  },
};
