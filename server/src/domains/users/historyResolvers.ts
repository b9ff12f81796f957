import type { Resolvers } from '../../platform/generated/graphql';
import { requireSession } from '../../platform/graphql/requireSession';
import { getUserAuditHistory } from './history';

export const auditResolvers: Resolvers = {
  Query: {
    getUserAuditHistory: (_parent, args, ctx) => getUserAuditHistory(ctx.deps, requireSession(ctx), args),
  },
};
