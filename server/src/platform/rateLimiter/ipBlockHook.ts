import { IP_BLOCK_MESSAGES, normalizeIp } from '@ops/shared/rules/ipBlock';
import type { Deps } from '../deps';
import type { OpsFastify } from '../http/opsFastify';
import { memoryStore, redisStore, rememberStore } from './blockStore';
import { redisNamespace } from '../realtime/redisNamespace';

/** Probes of the process itself, answered whoever asks (a load balancer's address is never the point). */
const ALWAYS_ANSWERED = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * Refuses every request from a blocked address (rateLimiter.BLOCK_IP), before any route
 * runs. Registered after the CORS hook, so the desktop shell can read the refusal.
 */
export async function registerIpBlocking(app: OpsFastify, deps: Deps): Promise<void> {
  const store = deps.config.redisUrl
    ? await redisStore(deps, deps.config.redisUrl, await redisNamespace(deps.db, deps.config.redisPrefix))
    : await memoryStore(deps);
  rememberStore(deps, store);
  app.addHook('onRequest', async (request, reply) => {
    if (ALWAYS_ANSWERED.has(request.url.split('?')[0] ?? '')) return;
    const ip = normalizeIp(request.ip);
    if (!ip || !store.isBlocked(ip)) return;
    const body = request.url.startsWith('/graphql')
      ? { errors: [{ message: IP_BLOCK_MESSAGES.blocked, extensions: { code: 'FORBIDDEN' } }] }
      : { error: IP_BLOCK_MESSAGES.blocked };
    return reply.code(403).send(body);
  });
  app.addHook('onClose', async () => store.close());
}
