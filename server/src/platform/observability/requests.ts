import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';
import type { OpsFastify } from '../http/opsFastify';
import type { OpsMetrics } from './metrics';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Fastify's genReqId: the proxy's id when it sent a sane one (Caddy and nginx can), so one id
 * follows a request through the proxy's log and ours; otherwise a fresh UUID.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && /^[A-Za-z0-9._-]{8,64}$/.test(given) ? given : randomUUID();
}

// Probes and scrapes come every few seconds: their access lines go to debug.
const QUIET_ROUTES = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * Every response carries its request id (the renderer shows it with an error, a support
 * agent's screenshot leads to this line) and gets one access-log line and its timing.
 * Query strings stay out of the log: signed file links carry their signature there.
 */
export function registerRequestObservation(app: OpsFastify, log: Logger, metrics: OpsMetrics): void {
  const access = log.child({ component: 'access' });
  app.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    const seconds = reply.elapsedTime / 1000;
    const labels = { method: request.method, route, status: String(status) };
    metrics.httpDuration.observe(labels, seconds);
    if (status >= 500) metrics.httpErrors.inc(labels);
    const line = {
      reqId: request.id,
      method: request.method,
      path: request.url.split('?')[0],
      status,
      ms: Math.round(reply.elapsedTime),
      ip: request.ip,
      ...(request.opsSession ? { userId: request.opsSession.user._id } : {}),
      ...(request.graphqlOperation ? { operation: request.graphqlOperation } : {}),
    };
    if (QUIET_ROUTES.has(route)) access.debug(line, 'request');
    else if (status >= 500) access.error(line, 'request');
    else access.info(line, 'request');
  });
  app.decorateRequest('graphqlOperation', null);
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The GraphQL operation name, for the access log (set by the GraphQL observation plugin). */
    graphqlOperation: string | null;
  }
}
