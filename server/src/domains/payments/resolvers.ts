import type { Resolvers } from '../../platform/generated/graphql';
import { requireSession } from '../../platform/graphql/requireSession';
import { selectedFieldsAt } from '../../platform/graphql/selection';
import { getIntervalPayments } from './intervals/queries';
import { retryIntervalPayment } from './intervals/service';
import { getPaymentTrnasctions } from './queries';

export const paymentsResolvers: Resolvers = {
  Query: {
    getPaymentTrnasctions: (_parent, args, ctx, info) =>
      getPaymentTrnasctions(
        ctx.deps,
        requireSession(ctx),
        args,
        selectedFieldsAt(info, ['paymentTransactions']),
      ),
    getIntervalPayments: (_parent, args, ctx) => getIntervalPayments(ctx.deps, requireSession(ctx), args),
  },
  Mutation: {
    retryIntervalPayment: (_parent, args, ctx) => retryIntervalPayment(ctx.deps, requireSession(ctx), args),
  },
};
