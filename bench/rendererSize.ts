import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

/**
 * Issue 29 §4: what each page of the renderer makes the window download, gzip. Builds the
 * renderer with Vite's manifest into a temporary folder, then for each lazily loaded page
 * follows its static imports (the chunks the browser must fetch before the page shows) and adds
 * the entry's. "First page" is the dashboard after sign-in (a fresh start shows the login page,
 * reported too). Target: first page ≤ 500 kB gzip.
 */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const FIRST_PAGE = 'src/features/dashboard/DashboardPage.tsx';
const LOGIN_PAGE = 'src/features/auth/LoginPage.tsx';
const TARGET_FIRST_PAGE_GZIP_KB = 500;

function closure(manifest: Manifest, key: string, into: Set<string>): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, into);
  return into;
}

export async function rendererSize(): Promise<Record<string, unknown>> {
  const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'renderer-size-'));
  await build({
    configFile: path.resolve('renderer/vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  const manifest = JSON.parse(
    await fs.readFile(path.join(outDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const gzipOf = new Map<string, number>();
  const sizeOf = async (file: string): Promise<number> => {
    const known = gzipOf.get(file);
    if (known !== undefined) return known;
    const size = gzipSync(await fs.readFile(path.join(outDir, file)), { level: 9 }).length;
    gzipOf.set(file, size);
    return size;
  };
  const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
  const downloadOf = async (keys: Set<string>) => {
    let js = 0;
    let css = 0;
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk) continue;
      js += await sizeOf(chunk.file);
      for (const sheet of chunk.css ?? []) css += await sizeOf(sheet);
    }
    return { jsGzipKb: kb(js), cssGzipKb: kb(css) };
  };

  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('no entry in the manifest');
  const entry = closure(manifest, entryKey, new Set());
  const pages: Record<string, { jsGzipKb: number; cssGzipKb: number }> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || !key.includes('Page')) continue;
    pages[path.basename(key).replace(/\.tsx?$/, '')] = await downloadOf(
      closure(manifest, key, new Set(entry)),
    );
  }
  let allJs = 0;
  for (const chunk of Object.values(manifest)) allJs += await sizeOf(chunk.file);
  const first = await downloadOf(closure(manifest, FIRST_PAGE, new Set(entry)));
  const login = await downloadOf(closure(manifest, LOGIN_PAGE, new Set(entry)));
  const sorted = Object.entries(pages).sort((a, b) => b[1].jsGzipKb - a[1].jsGzipKb);
  await fs.rm(outDir, { recursive: true, force: true });
  return {
    bench: 'rendererSize',
    entryJsGzipKb: (await downloadOf(entry)).jsGzipKb,
    firstPageDashboard: first,
    loginPage: login,
    firstPageTargetKb: TARGET_FIRST_PAGE_GZIP_KB,
    firstPageMeetsTarget: first.jsGzipKb <= TARGET_FIRST_PAGE_GZIP_KB,
    allChunksJsGzipKb: kb(allJs),
    pages: sorted.length,
    heaviestPages: Object.fromEntries(sorted.slice(0, 8)),
    lightestPages: Object.fromEntries(sorted.slice(-3)),
  };
}
