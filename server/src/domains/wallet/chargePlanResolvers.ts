import type { Resolvers } from '../../platform/generated/graphql';
import { requireSession } from '../../platform/graphql/requireSession';
import { getWalletAutoCharges, removeWalletAutoChargeForUser } from './autoCharges';
import {
  createWalletChargePlan,
  deleteWalletChargePlan,
  editWalletChargePlan,
  getAllWalletChargePlan,
} from './chargePlans';

/** Wallet charge plans and the users' auto charges (shared/graphql/schema/wallet-charge-plans.graphql). */
export const walletChargePlanResolvers: Resolvers = {
  Query: {
    getAllWalletChargePlan: (_parent, _args, ctx) => getAllWalletChargePlan(ctx.deps),
    getWalletAutoCharges: (_parent, args, ctx) => getWalletAutoCharges(ctx.deps, requireSession(ctx), args),
  },
  Mutation: {
    createWalletChargePlan: (_parent, args, ctx) =>
      createWalletChargePlan(ctx.deps, requireSession(ctx), args),
    editWalletChargePlan: (_parent, args, ctx) => editWalletChargePlan(ctx.deps, requireSession(ctx), args),
    deleteWalletChargePlan: (_parent, args, ctx) =>
      deleteWalletChargePlan(ctx.deps, requireSession(ctx), args.id),
    removeWalletAutoChargeForUser: (_parent, args, ctx) =>
      removeWalletAutoChargeForUser(ctx.deps, requireSession(ctx), args),
  },
};
