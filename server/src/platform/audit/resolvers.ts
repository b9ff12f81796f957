import type { Resolvers } from '../generated/graphql';
import { requireSession } from '../graphql/requireSession';
import { getUserAuditHistory } from './history';

export const auditResolvers: Resolvers = {
  Query: {
    getUserAuditHistory: (_parent, args, ctx) => getUserAuditHistory(ctx.deps, requireSession(ctx), args),
  },
};
