import type { Resolvers } from '../../platform/generated/graphql';
import { requireSession } from '../../platform/graphql/requireSession';
import { sessionsPage } from './queries';

/** App Sessions and Ops Sessions (sessions.graphql). */
export const sessionsResolvers: Resolvers = {
  Query: {
    getAppSessions: (_p, args, ctx) => sessionsPage(ctx.deps, requireSession(ctx), 'app', args),
    getOpsSessions: (_p, args, ctx) => sessionsPage(ctx.deps, requireSession(ctx), 'ops', args),
  },
};
