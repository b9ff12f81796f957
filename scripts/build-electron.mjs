#!/usr/bin/env node
/**
 * Bundles the Electron main process and preload into dist-electron/.
 *
 * - main.js: ESM (package.json says "type": "module"). `electron` is provided by the
 *   runtime; `electron-updater` stays a normal dependency (CommonJS that requires
 *   'electron' itself). Everything else, including the TypeScript sources of
 *   @ops/shared and electron-store, is bundled in.
 * - preload.cjs: CommonJS, because a sandboxed preload is not a Node module: it can
 *   require only 'electron', so the channel registry must be inside the bundle.
 */
import { build } from 'esbuild';
import { copyFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'dist-electron');
const production = process.env.NODE_ENV === 'production' || process.argv.includes('--production');

/** @type {import('esbuild').BuildOptions} */
const common = {
  bundle: true,
  platform: 'node',
  // Electron 45 ships Node 22.
  target: 'node22',
  sourcemap: production ? false : 'linked',
  minify: false,
  logLevel: 'info',
  define: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
};

await rm(outdir, { recursive: true, force: true });

await Promise.all([
  build({
    ...common,
    entryPoints: [path.join(root, 'electron/main.ts')],
    outfile: path.join(outdir, 'main.js'),
    format: 'esm',
    external: ['electron', 'electron-updater'],
    // CommonJS dependencies bundled into an ES module still call require() for
    // Node built-ins; give them one.
    banner: {
      js: "import { createRequire as __opsCreateRequire } from 'node:module'; const require = __opsCreateRequire(import.meta.url);",
    },
  }),
  build({
    ...common,
    entryPoints: [path.join(root, 'electron/preload.ts')],
    outfile: path.join(outdir, 'preload.cjs'),
    format: 'cjs',
    external: ['electron'],
  }),
]);

// The tray icon (Window › Start minimised to tray at login): build/ is not packaged, dist-electron/ is.
await copyFile(path.join(root, 'build/icon.png'), path.join(outdir, 'tray.png'));
