import fastifyCors from '@fastify/cors';
import fastifyRateLimit from '@fastify/rate-limit';
import helmet from 'helmet';
import { CLIENT_CONTRACT_HEADER } from '@ops/shared/rules/clientContract';
import { tileImageSource } from '@ops/shared/rules/mapTiles';
import type { ServerConfig } from '../config/config';
import type { OpsFastify } from './opsFastify';
import { isAllowedOrigin, listedOrigins } from './origins';

/**
 * The policy of the app served to browsers, directive for directive the desktop shell's
 * (electron/security/contentSecurityPolicy.ts) with the server as the page's own origin:
 * only our bundle runs, the page talks only to this server ('self' covers its ws: twin),
 * antd's CSS-in-JS needs inline styles, images come from this server and map tiles from the
 * configured tile host only (MAP_TILE_URL; issue 22 §8: not any https host).
 * No upgrade-insecure-requests: the app is also served over plain HTTP on office networks.
 */
export const browserCspDirectives = (mapTileUrl: string): Record<string, string[]> => ({
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', tileImageSource(mapTileUrl)],
  fontSrc: ["'self'", 'data:'],
  // The map reads two tiles first to tell a tile service's error picture from a map (issue 25 item 8).
  connectSrc: ["'self'", tileImageSource(mapTileUrl)],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  frameSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
  frameAncestors: ["'none'"],
});

/**
 * CORS, security headers and the rate-limit plugin, registered before any route.
 * CORS answers only the app's own origins (the served page, the desktop shell, Vite in
 * development, CORS_ORIGINS); any other origin gets no CORS headers, so a foreign page
 * can neither read answers nor send credentialed requests that need a preflight.
 */
export async function registerHttpSecurity(app: OpsFastify, config: ServerConfig): Promise<void> {
  const listed = listedOrigins(config);
  await app.register(fastifyCors, {
    hook: 'onRequest',
    delegator: (request, callback) => {
      const origin = request.headers.origin;
      if (!origin || !isAllowedOrigin(origin, request.headers.host, listed)) {
        callback(null, { origin: false });
        return;
      }
      callback(null, {
        origin,
        credentials: true,
        methods: ['GET', 'HEAD', 'POST', 'PUT'],
        allowedHeaders: ['authorization', 'content-type', CLIENT_CONTRACT_HEADER],
        exposedHeaders: ['content-disposition', 'retry-after'],
        maxAge: 600,
      });
    },
  });
  // Built once: @fastify/helmet builds the whole middleware (parsing every CSP directive) again
  // on each request, about 2 % of a list request's CPU. No route needs per-route options or nonces.
  const securityHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: browserCspDirectives(config.mapTileUrl) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // The desktop shell (app://ops) shows /files images from this server: another origin.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    // helmet 8 throws rather than passing errors on; the callback only ever says "go on".
    securityHeaders(request.raw, reply.raw, () => done());
  });
  // Per-route limits only (config.rateLimit on the REST routes); GraphQL has its own attempt limits.
  await app.register(fastifyRateLimit, { global: false });
  app.decorateRequest('opsSession', null);
}
