import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/testServer';

/**
 * The renderer as browsers get it from the API: the build's compressed copies to those that
 * accept them, hashed assets cached for good and the page itself revalidated. The build folder is
 * made here and compressed by the build's own plugin code, so the two ends are tested together.
 */
describe('the renderer served to browsers', () => {
  let server: TestServer;
  let rendererDir: string;
  const script = `export const answer = ${JSON.stringify('figures '.repeat(2000))};\n`;

  beforeAll(async () => {
    rendererDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ops-renderer-'));
    await fs.mkdir(path.join(rendererDir, 'assets'));
    await fs.writeFile(
      path.join(rendererDir, 'index.html'),
      `<!doctype html><title>Ops</title><div id="root"></div>${'<!-- pad -->'.repeat(200)}`,
    );
    await fs.writeFile(path.join(rendererDir, 'assets', 'index-B4x9kQ.js'), script);
    await fs.writeFile(path.join(rendererDir, 'assets', 'tiny-C1a2b3.js'), 'export {};\n');
    // The build's plugin lives in the renderer's build project, outside this one's sources: loaded
    // at run time so each project keeps compiling alone. Its type is restated here.
    const buildModule = '../../../../renderer/build/precompress';
    const { precompressDir } = (await import(buildModule)) as {
      precompressDir(dir: string): Promise<string[]>;
    };
    await precompressDir(rendererDir);
    server = await startTestServer({ config: { rendererDir, production: true } });
  });
  afterAll(async () => {
    await server.close();
    await fs.rm(rendererDir, { recursive: true, force: true });
  });

  it('the build writes Brotli and gzip copies of the files worth it, and none of a tiny one', async () => {
    const names = (await fs.readdir(path.join(rendererDir, 'assets'))).sort();
    expect(names).toEqual(['index-B4x9kQ.js', 'index-B4x9kQ.js.br', 'index-B4x9kQ.js.gz', 'tiny-C1a2b3.js']);
    expect(
      zlib
        .brotliDecompressSync(await fs.readFile(path.join(rendererDir, 'assets', 'index-B4x9kQ.js.br')))
        .toString(),
    ).toBe(script);
  });

  it.each([
    ['br, gzip', 'br', (body: Buffer) => zlib.brotliDecompressSync(body)],
    ['gzip', 'gzip', (body: Buffer) => zlib.gunzipSync(body)],
  ])('accepting %s: the %s copy, which opens to the script', async (accept, encoding, open) => {
    // undici's fetch would decode it silently: node:http shows what went over the wire.
    const { headers, body } = await rawGet(`${server.url}/assets/index-B4x9kQ.js`, accept);
    expect(headers['content-encoding']).toBe(encoding);
    expect(body.length).toBeLessThan(script.length / 10);
    expect(open(body).toString()).toBe(script);
    expect(headers['vary']).toMatch(/accept-encoding/i);
  });

  it('accepting nothing: the plain file', async () => {
    const { headers, body } = await rawGet(`${server.url}/assets/index-B4x9kQ.js`, 'identity');
    expect(headers['content-encoding']).toBeUndefined();
    expect(body.toString()).toBe(script);
  });

  it('hashed assets are cached for good; the page and its deep links are revalidated', async () => {
    expect((await rawGet(`${server.url}/assets/index-B4x9kQ.js`, 'br')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await rawGet(`${server.url}/`, 'br')).headers['cache-control']).toBe('no-cache');
    const deepLink = await rawGet(`${server.url}/app/users`, 'identity');
    expect(deepLink.headers['cache-control']).toBe('no-cache');
    expect(deepLink.body.toString()).toContain('<div id="root">');
  });
});

async function rawGet(
  url: string,
  acceptEncoding: string,
): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  const http = await import('node:http');
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}
