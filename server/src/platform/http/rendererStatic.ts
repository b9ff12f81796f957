import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';

/** Vite's hashed output: a name changes whenever its content does. */
const HASHED_ASSETS = `${path.sep}assets${path.sep}`;
const A_YEAR_S = 365 * 24 * 3600;

/** What a browser may keep: hashed files for good, the page itself never without asking. */
export function cacheControlFor(filePath: string): string {
  return filePath.includes(HASHED_ASSETS) ? `public, max-age=${A_YEAR_S}, immutable` : 'no-cache';
}

/**
 * Serves the built renderer to browsers (the desktop app reads its own copy): the build's
 * Brotli/gzip copies to those that accept them (renderer/build/precompress.ts writes them), long
 * caching for hashed assets so a reload asks again only for the page, and the single page for
 * every client-side route. Nothing is served when the folder holds no build.
 */
export async function registerRenderer<Log extends FastifyBaseLogger>(
  app: FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, Log>,
  rendererDir: string,
): Promise<void> {
  if (!fs.existsSync(path.join(rendererDir, 'index.html'))) return;
  await app.register(fastifyStatic, {
    root: rendererDir,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => void reply.header('cache-control', cacheControlFor(filePath)),
  });
  // Client-side routes (/app/...) all load the single page.
  app.setNotFoundHandler((request, reply) => {
    // /dev/* exists only outside production; in production it is not a page of the app either.
    const reserved = ['/graphql', '/ws', '/dev/'].some((prefix) => request.url.startsWith(prefix));
    if (request.method === 'GET' && !reserved) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ error: 'Not Found' });
  });
}
