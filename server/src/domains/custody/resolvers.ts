import type { Resolvers } from '../../platform/generated/graphql';
import { requireSession } from '../../platform/graphql/requireSession';
import {
  acceptCustodyTransfer,
  custodyImagePreSignedUrl,
  getCustodyTransfer,
  getCustodyTransfers,
  resolveCustodyMismatch,
} from './service';

/** Custody transfers (shared/graphql/schema/custody.graphql); the gates are on the schema. */
export const custodyResolvers: Resolvers = {
  Query: {
    getCustodyTransfers: (_p, args, ctx) => getCustodyTransfers(ctx.deps, args),
    getCustodyTransfer: (_p, args, ctx) => getCustodyTransfer(ctx.deps, args._id),
    getCustodyTransferImagePreSignedUrl: (_p, args, ctx) => custodyImagePreSignedUrl(ctx.deps, args.imageUrl),
  },
  Mutation: {
    acceptCustodyTransfer: (_p, args, ctx) =>
      acceptCustodyTransfer(ctx.deps, requireSession(ctx), {
        id: args._id,
        batteriesCount: args.batteriesCount,
        batteriesImage: args.batteriesImage,
      }),
    resolveCustodyMismatch: (_p, args, ctx) =>
      resolveCustodyMismatch(ctx.deps, requireSession(ctx), { taskId: args.taskId, comment: args.comment }),
  },
};
