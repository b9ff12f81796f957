#!/usr/bin/env node
/**
 * `npm run build:server`: bundles the operations API into dist-server/ for plain `node`.
 *
 * - main.js (the API), seed.js (`node seed.js --scale 1`), backup.js (backup and restore):
 *   ES modules with linked source maps (start with `node --enable-source-maps main.js`).
 * - Our own code and @ops/shared are bundled; every other server dependency stays external and
 *   is installed beside the bundle by `npm ci --omit=dev` from the package.json and
 *   package-lock.json written here (exact versions, taken from the repository's lock file, so
 *   production runs what the tests ran).
 * - Data files the code reads at run time (migrations, the GraphQL schema, the seed's map)
 *   are copied under dist-server/ in the repository's layout (see mirroredImportMetaUrl).
 */
import { build } from 'esbuild';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { productionLock } from './server-lock.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.resolve(root, process.env.SERVER_OUT_DIR ?? 'dist-server');
const serverManifest = JSON.parse(await fs.readFile(path.join(root, 'server/package.json'), 'utf8'));
const rootLock = JSON.parse(await fs.readFile(path.join(root, 'package-lock.json'), 'utf8'));

/** Bundled, not installed: TypeScript sources of our own workspace. */
const BUNDLED = new Set(['@ops/shared']);
const external = Object.keys(serverManifest.dependencies).filter((name) => !BUNDLED.has(name));

/** Files and folders read at run time, relative to the repository (and to dist-server/). The
 * embedded database's worker (server/src/platform/db/pgliteWorker.mjs) is loaded by path as is. */
const ASSETS = [
  'server/src/platform/db/migrations',
  'shared/graphql/schema',
  'server/src/compose/seed/data',
  'server/src/platform/db/pgliteWorker.mjs',
];

/**
 * A module that finds its data files from `import.meta.url` would, once bundled, see
 * dist-server/main.js instead of its own source path. Each repository module gets instead the
 * URL its source file would have in a copy of the repository rooted at dist-server/, where
 * ASSETS are copied: the modules keep working unchanged from source and from the bundle.
 */
const mirroredImportMetaUrl = {
  name: 'mirrored-import-meta-url',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await fs.readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const relative = path.relative(root, args.path).split(path.sep).join('/');
      const mirrored = `new URL(${JSON.stringify(`./${relative}`)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', mirrored), loader: 'ts' };
    });
  },
};

await fs.rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    main: path.join(root, 'server/src/compose/main.ts'),
    seed: path.join(root, 'server/src/compose/seed/cli.ts'),
    backup: path.join(root, 'server/src/platform/backup/cli.ts'),
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  // The oldest Node we support (package.json engines).
  target: 'node22.15',
  sourcemap: 'linked',
  // Source paths in the maps are relative to dist-server/; stack traces name our files.
  sourceRoot: undefined,
  external,
  plugins: [mirroredImportMetaUrl],
  logLevel: 'warning',
  legalComments: 'none',
});

for (const folder of ASSETS) {
  await fs.cp(path.join(root, folder), path.join(outdir, folder), { recursive: true });
}

const { manifest, lock } = productionLock(rootLock, serverManifest, external);
await fs.writeFile(path.join(outdir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
await fs.writeFile(path.join(outdir, 'package-lock.json'), `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  `server bundle in ${path.relative(root, outdir) || '.'}: install with \`npm ci --omit=dev\` there, start with \`node --enable-source-maps main.js\``,
);
