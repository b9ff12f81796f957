import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { can, type Requirement } from '@ops/shared/rules/permissions/can';
import { tooManyRequestsMessage } from '@ops/shared/rules/tryAgain';
import type { Deps } from '../deps';
import { authenticate } from '../session/sessions';
import type { SessionInfo } from '../session/sessionTypes';
import { bearerToken } from '../session/bearerToken';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session of a REST route guarded by `sessionGuard`. */
    opsSession: SessionInfo | null;
  }
}

/** How a route words a refusal: uploads answer { error }, the export { message }. */
export type RefusalBody = (message: string) => Record<string, string>;

export interface GuardOptions {
  body: RefusalBody;
  signIn: string;
  forbidden?: string;
  requirement?: Requirement;
  /** Allowed when any one of these is held (a route that serves two kinds of work). */
  anyOf?: readonly Requirement[];
}

/**
 * An onRequest hook: the bearer token and the permission are checked before a byte of the
 * body is read, so a request that will be refused costs no memory and no upload time.
 */
export function sessionGuard(deps: Deps, options: GuardOptions) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const session = await authenticate(deps, bearerToken(request.headers.authorization));
    if (!session) return reply.code(401).send(options.body(options.signIn));
    if (options.requirement && !can(session.role, options.requirement)) {
      return reply
        .code(403)
        .send(options.body(options.forbidden ?? 'You do not have permission to do this.'));
    }
    if (options.anyOf && !options.anyOf.some((requirement) => can(session.role, requirement))) {
      return reply
        .code(403)
        .send(options.body(options.forbidden ?? 'You do not have permission to do this.'));
    }
    request.opsSession = session;
    return undefined;
  };
}

/**
 * A route's rate limit, counted per signed-in user (per client address on routes without
 * one). Runs after the route's own onRequest hooks, so `sessionGuard` has named the user.
 */
export function perUserRateLimit(
  limit: { max: number; timeWindowMs: number },
  body: RefusalBody,
): RateLimitOptions {
  return {
    max: limit.max,
    timeWindow: limit.timeWindowMs,
    keyGenerator: (request) =>
      request.opsSession ? `user:${request.opsSession.user._id}` : `ip:${request.ip}`,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      ...body(tooManyRequestsMessage(context.ttl / 1000)),
    }),
  };
}
