import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { freshPostgres, type FreshDatabase } from '../../../test/pgDatabase';
import { startTestServer, type TestServer } from '../../../test/testServer';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * A TCP relay in front of the shared PostgreSQL server: closing it is "PostgreSQL stopped" for
 * this server alone (others use the real one right now), and opening it again is "it is back".
 */
class Relay {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  port = 0;
  constructor(private readonly target: { host: string; port: number }) {}

  async open(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = null;
  }
}

async function readiness(server: TestServer) {
  const response = await fetch(`${server.url}/readyz`);
  return { status: response.status, body: (await response.json()) as { checks: Record<string, string> } };
}

describe('/readyz on PostgreSQL and Redis (issue 13 §3)', () => {
  let database: FreshDatabase;
  let relay: Relay;
  let handle: DatabaseHandle;
  let server: TestServer;

  beforeAll(async () => {
    database = await freshPostgres(4);
    const url = new URL(database.url);
    relay = new Relay({ host: url.hostname, port: Number(url.port || 5432) });
    await relay.open();
    url.hostname = '127.0.0.1';
    url.port = String(relay.port);
    handle = await openDatabase({ databaseUrl: url.toString(), dataDir: 'unused', poolSize: 4 });
    server = await startTestServer({ handle, config: { redisUrl: REDIS_URL } });
  });
  afterAll(async () => {
    await server?.close();
    await handle?.close().catch(() => undefined);
    await relay?.close();
    await database?.drop();
  });

  it('is ready with the database, its migrations and Redis', async () => {
    expect(await readiness(server)).toEqual({
      status: 200,
      body: { status: 'ready', checks: { database: 'ok', migrations: 'ok', redis: 'ok', eventLoop: 'ok' } },
    });
  });

  it('answers 503 while PostgreSQL is unreachable and 200 when it is back', async () => {
    await relay.close();
    const down = await readiness(server);
    expect(down.status).toBe(503);
    expect(down.body.checks.database).toMatch(/^down: /);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    await relay.open();
    const back = await readiness(server);
    expect(back.status).toBe(200);
    expect(back.body.checks.database).toBe('ok');
  });

  it('answers 503 while a migration this build carries is not applied', async () => {
    await handle.db.execute(sql`DELETE FROM schema_migrations WHERE name = '0003_tasks.sql'`);
    const missing = await readiness(server);
    expect(missing.status).toBe(503);
    expect(missing.body.checks.migrations).toBe('down: not applied: 0003_tasks.sql');
    await handle.db.execute(sql`INSERT INTO schema_migrations (name) VALUES ('0003_tasks.sql')`);
    expect((await readiness(server)).status).toBe(200);
  });
});
