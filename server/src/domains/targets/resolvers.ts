import type { Resolvers } from '../../platform/generated/graphql';
import { requireSession } from '../../platform/graphql/requireSession';
import { getTargetActualInMonth } from './actualView';
import { getTargetInMonth, getTragetForDisplay } from './queries';
import { addAreaToTarget, duplicateTargetsForLastMonth, updateTargetInMonth } from './service';

/** Monthly targets (02 §7 Targets; issue 11 §4); each field's gate is on the schema. */
export const targetsResolvers: Resolvers = {
  Query: {
    getTargetInMonth: (_p, args, ctx) => getTargetInMonth(ctx.deps, args),
    getTargetActualInMonth: (_p, args, ctx) => getTargetActualInMonth(ctx.deps, args),
    getTragetForDisplay: (_p, args, ctx) => getTragetForDisplay(ctx.deps, args),
  },
  Mutation: {
    updateTargetInMonth: (_p, args, ctx) => updateTargetInMonth(ctx.deps, requireSession(ctx), args),
    addAreaToTarget: (_p, args, ctx) => addAreaToTarget(ctx.deps, requireSession(ctx), args),
    duplicateTargetsForLastMonth: (_p, args, ctx) =>
      duplicateTargetsForLastMonth(ctx.deps, requireSession(ctx), args),
  },
};
