/**
 * A GraphQL call over node:http with kept-alive connections: the API-vs-SQL benchmarks'
 * optional client (BENCH_API_CLIENT=http). Their direct SQL goes through pg, a lean driver;
 * through the API, undici's fetch costs the bench process more CPU per call, and the API
 * process itself ~0.25 ms more per request than this client does (same API, same query,
 * fetch's extra headers ruled out; RESULTS.md, 2026-11-28). With it the ratio weighs the API
 * rather than the client; the default stays fetch, so older runs remain comparable.
 */
import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

export function leanGql<T>(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<T> {
  const target = new URL(`${url}/graphql`);
  const body = JSON.stringify({ query, variables });
  return new Promise<T>((resolve, reject) => {
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          try {
            const answer = JSON.parse(text) as { data?: T; errors?: Array<{ message: string }> };
            if (!answer.data || answer.errors)
              reject(new Error(answer.errors?.[0]?.message ?? `no data (HTTP ${response.statusCode})`));
            else resolve(answer.data);
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
