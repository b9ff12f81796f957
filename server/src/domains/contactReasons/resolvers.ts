import type { Resolvers } from '../../platform/generated/graphql';
import { requireSession } from '../../platform/graphql/requireSession';
import * as reasons from './service';

/** Contact reasons and their categories (issue 9 §3); gates on the schema, the categories read in the service. */
export const contactReasonsResolvers: Resolvers = {
  Query: {
    getContactReasonCategories: (_parent, _args, ctx) =>
      reasons.listCategories(ctx.deps, requireSession(ctx)),
    getContactReasons: (_parent, args, ctx) => reasons.listReasons(ctx.deps, args.categoryId),
  },
  Mutation: {
    createContactReasonCategory: (_parent, args, ctx) => reasons.createCategory(ctx.deps, args),
    editContactReasonCategory: (_parent, args, ctx) => reasons.editCategory(ctx.deps, args),
    orderContactReasonCategories: (_parent, args, ctx) => reasons.orderCategories(ctx.deps, args.ids),
    createContactReason: (_parent, args, ctx) => reasons.createReason(ctx.deps, args),
    editContactReason: (_parent, args, ctx) => reasons.editReason(ctx.deps, args),
    orderContactReasons: (_parent, args, ctx) => reasons.orderReasons(ctx.deps, args),
  },
};
