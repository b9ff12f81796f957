import type { Resolvers } from '../generated/graphql';
import { requireSession } from '../graphql/requireSession';
import * as queries from './queries';
import { idVerifyCheck } from './service';

export const idVerificationResolvers: Resolvers = {
  Query: {
    getSinglePendingIDVerify: (_parent, args, ctx) => queries.getSinglePendingIdVerify(ctx.deps, requireSession(ctx), args),
    getIDVerificationByIDNumber: (_parent, args, ctx) => queries.getIdVerificationByIdNumber(ctx.deps, requireSession(ctx), args),
    getDeclineVerificationReasons: () => queries.getDeclineVerificationReasons(),
    getIDVerificationPreSignedUrl: (_parent, args, ctx) => queries.getIdVerificationPreSignedUrl(ctx.deps, requireSession(ctx), args),
  },
  Mutation: {
    idVerifyCheck: (_parent, args, ctx) => idVerifyCheck(ctx.deps, requireSession(ctx), args),
  },
};
