import type { TestServer } from './testServer';

/** A GraphQL call arriving from `ip` (Fastify's injection sets the socket's address). */
export async function gqlFrom(
  target: TestServer,
  ip: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
) {
  const response = await target.server.app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: JSON.stringify({ query, variables }),
  });
  return {
    status: response.statusCode,
    body: response.json() as {
      data?: Record<string, unknown>;
      errors?: Array<{ message: string; extensions?: { code?: string } }>;
    },
  };
}
