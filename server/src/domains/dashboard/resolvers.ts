import { mayReadPart, type DashboardPart } from '@ops/shared/rules/dashboard';
import type { Resolvers } from '../../platform/generated/graphql';
import type { GraphQLContext } from '../../platform/graphql/context';
import { ForbiddenError } from '../../platform/errors';
import {
  agentFigures,
  fleetFigures,
  revenueFigures,
  ridesFigures,
  targetFigures,
  urgentFigures,
  verificationFigures,
} from './figures';
import { dashboardWindow, type DashboardWindow } from './window';

/** The parent of every HomeDashboard part: the moment the request reads (codegen mapper). */
export type HomeDashboardParent = DashboardWindow;

/** A part is read only with its tile's permission (the same rule the renderer shows tiles by). */
function part<T>(ctx: GraphQLContext, name: DashboardPart, read: () => Promise<T>): Promise<T> {
  if (!mayReadPart(ctx.session?.role, name)) throw new ForbiddenError();
  return read();
}

export const dashboardResolvers: Resolvers = {
  Query: {
    homeDashboard: (_parent, _args, ctx) => dashboardWindow(ctx.deps.clock.now()),
  },
  HomeDashboard: {
    asOf: (w) => w.now.toISOString(),
    day: (w) => w.day,
    rides: (w, _args, ctx) => part(ctx, 'rides', () => ridesFigures(ctx.deps, w)),
    revenue: (w, _args, ctx) => part(ctx, 'revenue', () => revenueFigures(ctx.deps, w)),
    fleet: (_w, _args, ctx) => part(ctx, 'fleet', () => fleetFigures(ctx.deps)),
    urgent: (_w, _args, ctx) => part(ctx, 'urgent', () => urgentFigures(ctx.deps)),
    verifications: (_w, _args, ctx) => part(ctx, 'verifications', () => verificationFigures(ctx.deps)),
    agents: (_w, _args, ctx) => part(ctx, 'agents', () => agentFigures(ctx.deps)),
    targets: (w, _args, ctx) => part(ctx, 'targets', () => targetFigures(ctx.deps, w)),
  },
};
