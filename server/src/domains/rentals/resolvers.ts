import type { Resolvers } from '../../platform/generated/graphql';
import { requireSession } from '../../platform/graphql/requireSession';
import { listDayRentals, setDayRentalStatus } from './service';

/** Day rentals (issue 9 §4); gates on the schema. */
export const rentalsResolvers: Resolvers = {
  Query: {
    getDayRentals: (_parent, args, ctx) => listDayRentals(ctx.deps, requireSession(ctx), args),
  },
  Mutation: {
    setDayRentalStatus: (_parent, args, ctx) => setDayRentalStatus(ctx.deps, requireSession(ctx), args),
  },
};
