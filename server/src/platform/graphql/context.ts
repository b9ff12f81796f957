import type { Deps } from '../deps';
import type { SessionInfo } from '../session/sessionTypes';

export interface GraphQLContext {
  deps: Deps;
  /** Null when the request carries no valid session. */
  session: SessionInfo | null;
  ip: string;
  userAgent: string | null;
  /** The raw bearer token of this request (sign-out revokes it). */
  token: string | null;
}
