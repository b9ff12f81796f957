/**
 * exportChild.ts as plain JS, so the measured process is what production runs (`npm run
 * build:server`: a bundle under plain `node`) and not tsx compiling the server in-process, which
 * was ~80 MB of every child's RSS before the first row (177–183 MB then, 99 MB bundled on
 * 2026-11-27). Bundled with esbuild as
 * scripts/build-server.mjs bundles the API: our code and @ops/shared in, the server's
 * dependencies external. The bundle goes to server/.tmp/ (ignored) so that those external
 * imports resolve as the server's sources do: server/node_modules first (drizzle-orm lives only
 * there), then the root's. Built once per bench process.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'server/.tmp/bench-export-child');

/**
 * A module reading files next to its source from import.meta.url would see the bundle's URL;
 * each of ours gets its own source file's URL instead (the repository is right there).
 */
const sourceImportMetaUrl: Plugin = {
  name: 'source-import-meta-url',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await fs.promises.readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      return {
        contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
        loader: 'ts',
      };
    });
  },
};

let built: Promise<string> | undefined;

/** The path of the bundled exportChild.js (built on the first call of the process). */
export function exportChildBundle(): Promise<string> {
  built ??= (async () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(root, 'server/package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const external = Object.keys(manifest.dependencies).filter((name) => name !== '@ops/shared');
    fs.rmSync(outdir, { recursive: true, force: true });
    await build({
      entryPoints: { exportChild: path.join(root, 'bench/exportChild.ts') },
      outdir,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20.19',
      // .mjs: server/package.json says "type": "module" anyway, but the file should not depend on it.
      outExtension: { '.js': '.mjs' },
      sourcemap: 'linked',
      external,
      plugins: [sourceImportMetaUrl],
      logLevel: 'warning',
      legalComments: 'none',
    });
    return path.join(outdir, 'exportChild.mjs');
  })();
  return built;
}
