import type { SessionInfo } from '../session/sessionTypes';
import type { GraphQLContext } from './context';
import { UnauthenticatedError } from '../errors';

/** The gates have already refused anonymous calls; this narrows the type for resolvers. */
export function requireSession(ctx: GraphQLContext): SessionInfo {
  if (!ctx.session) throw new UnauthenticatedError();
  return ctx.session;
}
