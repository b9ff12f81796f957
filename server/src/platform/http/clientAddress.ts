import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { TrustProxy } from '../config/config';

/**
 * The client's address as Fastify's request.ip names it (the same proxy-addr rule over the same
 * TRUST_PROXY list), for requests Fastify never sees: socket.io answers /ws itself.
 */
export function clientAddressOf(trustProxy: TrustProxy): (request: IncomingMessage) => string | undefined {
  if (!trustProxy) return (request) => request.socket.remoteAddress;
  const trusted = proxyAddr.compile(trustProxy);
  return (request) => proxyAddr(request, trusted);
}
