import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/testServer';

describe('production mode', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { production: true } });
  });
  afterAll(async () => {
    await server.close();
  });

  it('has no SMS outbox route and no development routes', async () => {
    expect((await fetch(`${server.url}/dev/sms-outbox`)).status).toBe(404);
    for (const path of ['/dev/vehicle-condition', '/dev/start-ride', '/dev/ride-image-task']) {
      const response = await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(response.status).toBe(404);
    }
  });

  it('refuses introspection', async () => {
    const response = await server.gql('{ __schema { queryType { name } } }');
    expect(response.data ?? null).toBeNull();
    expect(response.errors?.[0]?.message).toMatch(/introspection/i);
  });

  it('gives no field suggestions', async () => {
    const response = await server.gql('{ getMyUserDat { wsId } }');
    expect(response.errors?.[0]?.message).not.toMatch(/Did you mean/);
  });

  it('answers the health check', async () => {
    expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ status: 'ok', database: 'pglite' });
  });
});

describe('development mode', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('keeps the simulated SMS outbox and allows introspection', async () => {
    expect((await fetch(`${server.url}/dev/sms-outbox`)).status).toBe(200);
    expect((await server.gql('{ __schema { queryType { name } } }')).errors).toBeUndefined();
  });

  it('limits depth even for an operation named __schema', async () => {
    const deep = `query __schema { getAllRoles { _id ${'__typename '.repeat(1)} } __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } } } }`;
    const response = await server.gql(deep);
    expect(response.data ?? null).toBeNull();
    expect(response.errors?.map((error) => error.message).join(' ')).toMatch(/depth/i);
  });
});
