import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { integrationNotice } from '../integrations/simulatedNotice';

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
      const response = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
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

describe('production mode serving the app (issue 25 item 10)', () => {
  let server: TestServer;
  let rendererDir: string;
  beforeAll(async () => {
    rendererDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ops-renderer-'));
    await fs.writeFile(path.join(rendererDir, 'index.html'), '<!doctype html><title>Ops</title>');
    server = await startTestServer({ config: { production: true, rendererDir } });
  });
  afterAll(async () => {
    await server.close();
    await fs.rm(rendererDir, { recursive: true, force: true });
  });

  it("answers /dev/* with 404, not with the app's page", async () => {
    for (const route of ['/dev/sms-outbox', '/dev/vehicle-condition', '/dev/anything']) {
      const response = await fetch(`${server.url}${route}`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('<title>Ops</title>');
    }
    // The app's own client-side routes still load the page.
    expect(await (await fetch(`${server.url}/app/tasks`)).text()).toContain('<title>Ops</title>');
  });

  it('says which integrations are simulated, at warn level in production', () => {
    expect(integrationNotice(server.server.deps)).toEqual({
      level: 'warn',
      message:
        'SIMULATED integrations: SMS (no code reaches a phone), vehicle IoT (no command reaches a vehicle), payments (no card is charged)',
      integrations: { sms: 'simulated', vehicleIot: 'simulated', payments: 'simulated' },
    });
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
