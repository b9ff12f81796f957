import type { Resolvers } from '../../platform/generated/graphql';
import { requireSession } from '../../platform/graphql/requireSession';
import { selectedFieldsAt } from '../../platform/graphql/selection';
import { billsCount, getBill, listAutoSettlings, listBills } from './queries';
import { createManualBill, refundBill } from './service';

/** Bills (shared/graphql/schema/bills.graphql); the gates are on the schema. */
export const billsResolvers: Resolvers = {
  Query: {
    bills: (_parent, args, ctx, info) =>
      listBills(ctx.deps, requireSession(ctx), args, selectedFieldsAt(info, ['bills'])),
    billsCount: (_parent, args, ctx) => billsCount(ctx.deps, args),
    getBill: (_parent, args, ctx) => getBill(ctx.deps, args._id),
    autoSettlings: (_parent, args, ctx, info) =>
      listAutoSettlings(ctx.deps, requireSession(ctx), args, selectedFieldsAt(info, ['bills'])),
  },
  Mutation: {
    refundBill: (_parent, args, ctx) => refundBill(ctx.deps, requireSession(ctx), args),
    createManualBill: (_parent, args, ctx) => createManualBill(ctx.deps, requireSession(ctx), args),
  },
};
