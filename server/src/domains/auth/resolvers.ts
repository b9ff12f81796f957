import type { Resolvers } from '../../platform/generated/graphql';
import { requireSession } from '../../platform/graphql/requireSession';
import * as auth from './service';

export const authResolvers: Resolvers = {
  Query: {
    getMyUserData: (_parent, _args, ctx) => auth.myUserData(requireSession(ctx), ctx.token ?? ''),
  },
  Mutation: {
    loginUser: (_parent, args, ctx) =>
      auth.loginUser(ctx.deps, {
        phone: args.phone,
        password: args.password,
        deviceId: args.deviceId ?? null,
        ip: ctx.ip,
      }),
    getVerificationCode: (_parent, args, ctx) =>
      auth.getVerificationCode(ctx.deps, {
        phoneNumber: args.phoneNumber,
        isResend: args.isResend ?? false,
        ip: ctx.ip,
      }),
    verifyCode: (_parent, args, ctx) =>
      auth.verifyCode(ctx.deps, {
        phoneNumber: args.phoneNumber,
        verificationCode: args.verificationCode,
        ip: ctx.ip,
        userAgent: ctx.userAgent,
      }),
    logoutUser: (_parent, _args, ctx) => auth.logoutUser(ctx.deps, requireSession(ctx)),
    changePassword: (_parent, args, ctx) =>
      auth.changePassword(ctx.deps, requireSession(ctx), {
        oldPassword: args.oldPassword,
        newPassword: args.newPassword,
        ip: ctx.ip,
      }),
  },
};
