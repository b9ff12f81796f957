import type { Resolvers } from '../../platform/generated/graphql';
import { requireSession } from '../../platform/graphql/requireSession';
import * as queries from './queries';
import { completeVerificationData, getVerificationForDataComplete } from './dataComplete';
import { getIdVerifications, getIdVerificationsAverageTime } from './list';
import { idVerifyCheck } from './service';

export const idVerificationResolvers: Resolvers = {
  Query: {
    getSinglePendingIDVerify: (_parent, args, ctx) =>
      queries.getSinglePendingIdVerify(ctx.deps, requireSession(ctx), args),
    getIDVerificationByIDNumber: (_parent, args, ctx) =>
      queries.getIdVerificationByIdNumber(ctx.deps, requireSession(ctx), args),
    getDeclineVerificationReasons: () => queries.getDeclineVerificationReasons(),
    getIDVerificationPreSignedUrl: (_parent, args, ctx) =>
      queries.getIdVerificationPreSignedUrl(ctx.deps, requireSession(ctx), args),
    getIDVerifications: (_parent, args, ctx) => getIdVerifications(ctx.deps, requireSession(ctx), args),
    getIDVerificationsAverageTime: (_parent, args, ctx) =>
      getIdVerificationsAverageTime(ctx.deps, requireSession(ctx), args),
    getVerificationIdForDataComplete: (_parent, args, ctx) =>
      getVerificationForDataComplete(ctx.deps, requireSession(ctx), args),
  },
  Mutation: {
    idVerifyCheck: (_parent, args, ctx) => idVerifyCheck(ctx.deps, requireSession(ctx), args),
    completeVerificationData: (_parent, args, ctx) =>
      completeVerificationData(ctx.deps, requireSession(ctx), args),
  },
};
