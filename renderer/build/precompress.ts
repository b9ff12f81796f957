import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside each text file of the build, once, at the
 * highest levels: the API serves them to browsers that accept them (@fastify/static's
 * preCompressed), so a page costs its compressed size on an office network without the server
 * compressing per request. Electron loads the plain files from its archive (electron-builder.yml
 * leaves the copies out).
 */
const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Compresses every text file of `dir` worth compressing; answers the files written. */
export async function precompressDir(dir: string): Promise<string[]> {
  const written: string[] = [];
  const files = (await filesUnder(dir)).filter((file) => TEXT.test(file));
  await Promise.all(
    files.map(async (file) => {
      const body = await fs.readFile(file);
      if (body.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      // A copy that is not smaller would only cost the server a lookup.
      if (br.length < body.length) written.push(await writeBeside(file, '.br', br));
      if (gz.length < body.length) written.push(await writeBeside(file, '.gz', gz));
    }),
  );
  return written.sort();
}

async function writeBeside(file: string, suffix: string, body: Buffer): Promise<string> {
  await fs.writeFile(`${file}${suffix}`, body);
  return `${file}${suffix}`;
}

/** The Vite plugin: after the bundle is written, compresses the output folder. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'ops-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
