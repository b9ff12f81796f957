import type { Resolvers } from '../../platform/generated/graphql';
import { requireSession } from '../../platform/graphql/requireSession';
import { myAlertPreferences, setMyAlertPreference } from './service';

/** The signed-in user's own alert preferences (issue 23 item 1); the gate (signed in) is on the schema. */
export const alertPreferencesResolvers: Resolvers = {
  Query: {
    getMyAlertPreferences: (_parent, _args, ctx) => myAlertPreferences(ctx.deps, requireSession(ctx)),
  },
  Mutation: {
    setMyAlertPreference: (_parent, args, ctx) => setMyAlertPreference(ctx.deps, requireSession(ctx), args),
  },
};
