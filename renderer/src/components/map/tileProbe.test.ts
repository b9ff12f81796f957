import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeTiles, tileAddress } from './tileProbe';

/** A PNG's signature and header chunk (what a decoder reads first), then bytes that make it this image. */
function png(width: number, height: number, body: string): Buffer {
  const header = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'latin1');
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  header[24] = 8;
  header[25] = 6;
  return Buffer.concat([header, Buffer.from(body)]);
}

// OpenStreetMap's refusals are one small fixed picture, whatever tile was asked for.
const BLOCKED = png(256, 256, 'Access blocked. Referer is required by tile usage policy.');
const BANNER = png(512, 128, 'Referer required');

/** A tile server with a good route and the ways real ones fail. */
let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer((request, response) => {
    const [, kind, z, x, y] = /^\/(\w+)\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(request.url ?? '') ?? [];
    const send = (status: number, type: string, body: Buffer | string) => {
      response.writeHead(status, { 'content-type': type, 'access-control-allow-origin': '*' });
      response.end(body);
    };
    if (kind === 'good') send(200, 'image/png', png(256, 256, `street map of ${z}/${x}/${y}`));
    else if (kind === 'blocked200') send(200, 'image/png', BLOCKED);
    else if (kind === 'blocked403') send(403, 'image/png', BLOCKED);
    else if (kind === 'down') send(503, 'text/plain', 'Service Unavailable');
    else if (kind === 'html') send(200, 'text/html', '<html><body>Please sign in</body></html>');
    else if (kind === 'banner') send(200, 'image/png', BANNER);
    else send(404, 'text/plain', 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('probing the tile service before showing its tiles (issue 25 item 8)', () => {
  it('fills in a template, {s} subdomains included', () => {
    expect(tileAddress('https://{s}.tile.example/{z}/{x}/{y}.png?key=1', 12, 2403, 1714)).toBe(
      'https://a.tile.example/12/2403/1714.png?key=1',
    );
  });

  it('a service that answers each place with its own map tile is fine', async () => {
    expect(await probeTiles(`${base}/good/{z}/{x}/{y}.png`)).toEqual({ verdict: 'ok' });
  });

  it.each([
    ['answers 200 with the same error image for every tile', 'blocked200', /same image for different places/],
    ['answers 403 with an error image', 'blocked403', /403/],
    ['answers 503', 'down', /503/],
    ['answers 200 with a web page', 'html', /not an image/],
    ['answers with a picture that is not a map tile', 'banner', /512 × 128/],
  ])('a service that %s is refused, with the reason', async (_name, kind, reason) => {
    const probe = await probeTiles(`${base}/${kind}/{z}/{x}/{y}.png`);
    expect(probe.verdict).toBe('refused');
    expect(probe.verdict === 'refused' ? probe.reason : '').toMatch(reason);
  });

  it('cannot tell when the service cannot be reached (offline, or a policy stops the probe): the tiles themselves decide', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await probeTiles(`http://127.0.0.1:${port}/{z}/{x}/{y}.png`)).toEqual({ verdict: 'unknown' });
  });
});
