import type { Resolvers } from '../../../platform/generated/graphql';
import { requireSession } from '../../../platform/graphql/requireSession';
import { assignArea } from './area';
import { removeUserCard } from './card';
import { resetPhoneNumberOTP, resetUserPassword } from './credentials';
import { setBlockedFromDashboard } from './dashboardBlock';
import { clearOpsAppDevices, controlUserDeviceIdV2, removeDeviceId } from './devices';
import { changeUserVerifiedNationalID, removeUserVerifiedNationalID } from './nationalId';
import { addPrimeFromDashboard, primePlansToAdd } from './prime';
import { changeUserInfo, setExpressFlag } from './profile';

/** The user page's actions (issue 7 §2); each service checks its rule against the target. */
export const userActionsResolvers: Resolvers = {
  Query: {
    primePlansToAdd: (_p, _args, ctx) => primePlansToAdd(ctx.deps),
  },
  Mutation: {
    blockUserFromDashboard: (_p, args, ctx) =>
      setBlockedFromDashboard(ctx.deps, requireSession(ctx), { userId: args.userId, blocked: true }),
    unblockUserFromDashboard: (_p, args, ctx) =>
      setBlockedFromDashboard(ctx.deps, requireSession(ctx), { userId: args.userId, blocked: false }),
    removeUserCard: (_p, args, ctx) => removeUserCard(ctx.deps, requireSession(ctx), args),
    controlUserDeviceIdV2: (_p, args, ctx) => controlUserDeviceIdV2(ctx.deps, requireSession(ctx), args),
    removeDeviceId: (_p, args, ctx) => removeDeviceId(ctx.deps, requireSession(ctx), args),
    clearOpsAppDevices: (_p, args, ctx) => clearOpsAppDevices(ctx.deps, requireSession(ctx), args),
    resetUserPassword: (_p, args, ctx) => resetUserPassword(ctx.deps, requireSession(ctx), args),
    resetPhoneNumberOTP: (_p, args, ctx) => resetPhoneNumberOTP(ctx.deps, requireSession(ctx), args),
    changeUserInfo: (_p, args, ctx) => changeUserInfo(ctx.deps, requireSession(ctx), args),
    assignArea: (_p, args, ctx) => assignArea(ctx.deps, requireSession(ctx), args),
    setExpressRider: (_p, args, ctx) =>
      setExpressFlag(ctx.deps, requireSession(ctx), {
        userId: args.userId,
        flag: 'isExpressRider',
        value: args.isExpressRider,
      }),
    setExpressAdmin: (_p, args, ctx) =>
      setExpressFlag(ctx.deps, requireSession(ctx), {
        userId: args.userId,
        flag: 'isExpressAdmin',
        value: args.isExpressAdmin,
      }),
    changeUserVerifiedNationalID: (_p, args, ctx) =>
      changeUserVerifiedNationalID(ctx.deps, requireSession(ctx), args),
    removeUserVerifiedNationalID: (_p, args, ctx) =>
      removeUserVerifiedNationalID(ctx.deps, requireSession(ctx), args),
    addPrimeFromDashboard: (_p, args, ctx) => addPrimeFromDashboard(ctx.deps, requireSession(ctx), args),
  },
};
