import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { mayReadMetrics } from './metricsRoute';

const METRIC_NAMES = [
  'ops_http_request_duration_seconds',
  'ops_http_request_errors_total',
  'ops_graphql_operation_duration_seconds',
  'ops_graphql_operation_errors_total',
  'ops_socket_connections',
  'ops_socket_events_sent_total',
  'ops_task_queue_depth',
  'ops_task_oldest_waiting_seconds',
  'ops_task_assignment_latency_seconds',
  'ops_vehicle_commands_last_hour',
  'ops_db_pool_connections',
  'nodejs_eventloop_lag_seconds',
  'process_resident_memory_bytes',
];

async function graphql(server: TestServer, body: object, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return {
    response,
    json: (await response.json()) as { errors?: Array<{ extensions?: Record<string, unknown> }> },
  };
}

describe('metrics, request ids and readiness (development)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('lists every metric by name after a request, with the operation name as a label', async () => {
    await graphql(server, { query: 'query ObservedPing { __typename }', operationName: 'ObservedPing' });
    await graphql(server, { query: 'query ObservedBroken { noSuchField }', operationName: 'ObservedBroken' });
    const response = await fetch(`${server.url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    for (const name of METRIC_NAMES) expect(text, name).toContain(`# TYPE ${name} `);
    expect(text).toMatch(/ops_graphql_operation_duration_seconds_count\{operation="ObservedPing"\} 1/);
    expect(text).toMatch(
      /ops_graphql_operation_errors_total\{operation="ObservedBroken",code="GRAPHQL_VALIDATION_FAILED"\} 1/,
    );
    expect(text).toMatch(
      /ops_http_request_duration_seconds_count\{method="POST",route="\/graphql",status="200"\} \d+/,
    );
    expect(text).toMatch(/ops_db_pool_connections\{state="total"\} 1/);
  });

  it('puts the request id of the access log and header into every GraphQL error', async () => {
    const { response, json } = await graphql(server, { query: '{ noSuchField }' });
    // Still a GraphQL error, not a server failure: the copies with the id keep their status.
    expect(response.status).toBe(200);
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(json.errors?.[0]?.extensions?.requestId).toBe(id);
  });

  it("keeps a proxy's request id", async () => {
    const { response, json } = await graphql(
      server,
      { query: '{ noSuchField }' },
      { 'x-request-id': 'caddy-4f1e2d3c' },
    );
    expect(response.headers.get('x-request-id')).toBe('caddy-4f1e2d3c');
    expect(json.errors?.[0]?.extensions?.requestId).toBe('caddy-4f1e2d3c');
  });

  it('is ready on the embedded database, and says what it checked', async () => {
    const response = await fetch(`${server.url}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', redis: 'not configured', eventLoop: 'ok' },
    });
  });

  it('answers 503 once the database is gone, while /healthz stays alive', async () => {
    const gone = await startTestServer();
    try {
      await gone.handle.close();
      const response = await fetch(`${gone.url}/readyz`);
      expect(response.status).toBe(503);
      const body = (await response.json()) as { checks: Record<string, string> };
      expect(body.checks.database).toMatch(/^down: /);
      expect((await fetch(`${gone.url}/healthz`)).status).toBe(200);
    } finally {
      await gone.server.close();
    }
  });
});

describe('/metrics in production', () => {
  const TOKEN = 'kq7Vd2pLx9ZmR4tWb8NcJ3hY';
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { production: true, metricsToken: TOKEN } });
  });
  afterAll(async () => {
    await server.close();
  });

  it('serves this machine, refuses what came through a proxy, and accepts the token', async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(200);
    const proxied = await fetch(`${server.url}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(proxied.status).toBe(401);
    expect(await proxied.json()).toEqual({ error: 'metrics need the METRICS_TOKEN bearer token' });
    const wrong = await fetch(`${server.url}/metrics`, {
      headers: { 'x-forwarded-for': '203.0.113.9', authorization: 'Bearer nope' },
    });
    expect(wrong.status).toBe(401);
    const right = await fetch(`${server.url}/metrics`, {
      headers: { 'x-forwarded-for': '203.0.113.9', authorization: `Bearer ${TOKEN}` },
    });
    expect(right.status).toBe(200);
  });
});

describe('mayReadMetrics', () => {
  const production = { production: true, metricsToken: null };
  it('refuses other machines when no token is configured', () => {
    expect(mayReadMetrics({ ip: '10.0.0.8', headers: {} }, production)).toBe(false);
    expect(mayReadMetrics({ ip: '10.0.0.8', headers: { authorization: 'Bearer ' } }, production)).toBe(false);
    expect(mayReadMetrics({ ip: '::1', headers: {} }, production)).toBe(true);
    expect(mayReadMetrics({ ip: '::ffff:127.0.0.1', headers: {} }, production)).toBe(true);
  });
  it('is open outside production', () => {
    expect(mayReadMetrics({ ip: '10.0.0.8', headers: {} }, { production: false, metricsToken: null })).toBe(
      true,
    );
  });
});
