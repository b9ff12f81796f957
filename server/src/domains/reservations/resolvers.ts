import type { Resolvers } from '../../platform/generated/graphql';
import { requireSession } from '../../platform/graphql/requireSession';
import { analyticsRange } from '../analytics';
import { getReservationsAnalytics } from './analytics';
import { listReservations } from './service';

/** Reservations (issue 9 §4); the gate is on the schema. */
export const reservationsResolvers: Resolvers = {
  Query: {
    getReservations: (_parent, args, ctx) => listReservations(ctx.deps, requireSession(ctx), args),
    getReservationsAnalytics: (_parent, args, ctx) =>
      getReservationsAnalytics(ctx.deps, analyticsRange(args.startDate, args.endDate, args.type)),
  },
};
