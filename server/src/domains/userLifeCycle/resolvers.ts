import type { Resolvers } from '../../platform/generated/graphql';
import { requireSession } from '../../platform/graphql/requireSession';
import { userLifeCycle } from './queries';

/** Users life cycle (user-life-cycle.graphql; login only). */
export const userLifeCycleResolvers: Resolvers = {
  Query: {
    userLifeCycle: (_p, args, ctx) => userLifeCycle(ctx.deps, requireSession(ctx), args),
  },
};
