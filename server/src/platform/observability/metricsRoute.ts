import { timingSafeEqual } from 'node:crypto';
import net from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config/config';
import type { OpsFastify } from '../http/opsFastify';
import type { OpsMetrics } from './metrics';
import { bearerToken } from '../session/bearerToken';

function isLoopback(address: string): boolean {
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (net.isIPv4(plain)) return plain.startsWith('127.');
  return plain === '::1';
}

function sameToken(given: string, expected: string): boolean {
  const left = Buffer.from(given);
  const right = Buffer.from(expected);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Who may read /metrics: anyone in development; in production a scraper on this machine, or
 * one with `Authorization: Bearer METRICS_TOKEN`. A request that came through a proxy carries
 * X-Forwarded-For and never counts as local, so the proxy on this machine does not open it.
 */
export function mayReadMetrics(
  request: Pick<FastifyRequest, 'ip' | 'headers'>,
  config: Pick<ServerConfig, 'production' | 'metricsToken'>,
): boolean {
  if (!config.production) return true;
  if (isLoopback(request.ip) && request.headers['x-forwarded-for'] === undefined) return true;
  const token = bearerToken(request.headers.authorization);
  return config.metricsToken !== null && token !== null && sameToken(token, config.metricsToken);
}

export function registerMetricsRoute(app: OpsFastify, config: ServerConfig, metrics: OpsMetrics): void {
  app.get('/metrics', async (request, reply) => {
    if (!mayReadMetrics(request, config)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({
          error: config.metricsToken
            ? 'metrics need the METRICS_TOKEN bearer token'
            : 'metrics are served to this machine only (set METRICS_TOKEN to scrape from elsewhere)',
        });
    }
    return reply.header('content-type', metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
