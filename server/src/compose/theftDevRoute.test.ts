import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/testServer';

const carry = (server: TestServer, body: unknown) =>
  fetch(`${server.url}/dev/carry-vehicle`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

// The e2e theft scenarios (alertCenter, liveAlerts) drive the simulator through this route;
// this keeps it registered in development and absent in production wherever it lives.
describe('POST /dev/carry-vehicle', () => {
  let dev: TestServer;
  let production: TestServer;
  beforeAll(async () => {
    dev = await startTestServer();
    production = await startTestServer({ config: { production: true } });
  });
  afterAll(async () => {
    await dev.close();
    await production.close();
  });

  it('answers in development: an unknown vehicle is refused', async () => {
    const response = await carry(dev, { code: 'NO-SUCH-CODE' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'no such vehicle' });
  });

  it('does not exist in production', async () => {
    expect((await carry(production, {})).status).toBe(404);
  });
});
