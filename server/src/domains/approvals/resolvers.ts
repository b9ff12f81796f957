import type { Resolvers } from '../../platform/generated/graphql';
import { requireSession } from '../../platform/graphql/requireSession';
import { approveMoneyRequest, rejectMoneyRequest } from './decide';
import { moneyHoldForecast } from './forecast';
import { getMoneyLimits, setMoneyLimits } from './limits';
import { getMoneyApprovals, pendingMoneyApprovalsCount } from './list';
import {
  getMoneyApprovalThresholdChanges,
  getMoneyApprovalThresholds,
  setMoneyApprovalThreshold,
} from './thresholds';

export const approvalsResolvers: Resolvers = {
  Query: {
    getMoneyApprovals: (_parent, args, ctx) => getMoneyApprovals(ctx.deps, requireSession(ctx), args),
    pendingMoneyApprovalsCount: (_parent, _args, ctx) =>
      pendingMoneyApprovalsCount(ctx.deps, requireSession(ctx)),
    getMoneyApprovalThresholds: (_parent, _args, ctx) => {
      requireSession(ctx);
      return getMoneyApprovalThresholds(ctx.deps);
    },
    getMoneyApprovalThresholdChanges: (_parent, args, ctx) => {
      requireSession(ctx);
      return getMoneyApprovalThresholdChanges(ctx.deps, args);
    },
    moneyHoldForecast: (_parent, args, ctx) => moneyHoldForecast(ctx.deps, requireSession(ctx), args.userId),
    getMoneyLimits: (_parent, _args, ctx) => {
      requireSession(ctx);
      return getMoneyLimits(ctx.deps);
    },
  },
  Mutation: {
    approveMoneyRequest: (_parent, args, ctx) => approveMoneyRequest(ctx.deps, requireSession(ctx), args),
    rejectMoneyRequest: (_parent, args, ctx) => rejectMoneyRequest(ctx.deps, requireSession(ctx), args),
    setMoneyApprovalThreshold: (_parent, args, ctx) =>
      setMoneyApprovalThreshold(ctx.deps, requireSession(ctx), args),
    setMoneyLimits: (_parent, args, ctx) => setMoneyLimits(ctx.deps, requireSession(ctx), args),
  },
};
