import type { Resolvers } from '../../platform/generated/graphql';
import { requireSession } from '../../platform/graphql/requireSession';
import { onGroundTeam } from './queries';

/** The on-ground team page (issue 9 §9). */
export const onGroundTeamResolvers: Resolvers = {
  Query: {
    onGroundTeam: (_p, _args, ctx) => (requireSession(ctx), onGroundTeam(ctx.deps)),
  },
};
