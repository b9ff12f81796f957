import type { Resolvers } from '../../platform/generated/graphql';
import { requireSession } from '../../platform/graphql/requireSession';
import { myLocalePreferences, setMyLocalePreferences } from './service';

/** The signed-in user's own language, digits and hour cycle (issue 28); the gate (signed in) is on the schema. */
export const localePreferencesResolvers: Resolvers = {
  Query: {
    getMyLocalePreferences: (_parent, _args, ctx) => myLocalePreferences(ctx.deps, requireSession(ctx)),
  },
  Mutation: {
    setMyLocalePreferences: (_parent, args, ctx) =>
      setMyLocalePreferences(ctx.deps, requireSession(ctx), args),
  },
};
