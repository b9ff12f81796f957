import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import accounts from '../server/src/compose/seed/demo-accounts.json' with { type: 'json' };
import { launchChromium, signInPage } from './browserPeople';
import { startApiProcess } from './support';

/**
 * Where a hard reload of the dashboard spends its time (issue 29 §4), for reading rather than
 * for RESULTS.md: each GraphQL operation's start and end, script and style requests, long
 * tasks, and the main thread's JavaScript self-time by function (CDP Profiler) from navigation
 * to the first frame after "figures as of". `npx tsx bench/hardReloadWaterfall.ts [runs]`;
 * RENDERER_DIR reuses a build.
 */

/** Runs in the page before its scripts: times every GraphQL call by its operation name. */
const WATCH = `(() => {
  window.__opsOps = [];
  window.__opsLong = [];
  const nativeFetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const body = typeof init?.body === 'string' ? init.body : '';
    const name = /"operationName":"([^"]+)"/.exec(body)?.[1];
    const start = performance.now();
    const response = await nativeFetch(input, init);
    if (!name) return response;
    const text = await response.clone().text();
    window.__opsOps.push([name, Math.round(start), Math.round(performance.now()), text.length]);
    return response;
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__opsLong.push([Math.round(e.startTime), Math.round(e.duration)]);
  }).observe({ type: 'longtask', buffered: true });
  const watcher = new MutationObserver(() => {
    if (!document.querySelector('[data-testid="dashboard-as-of"]')) return;
    watcher.disconnect();
    window.__opsFigureIn = performance.now();
    requestAnimationFrame(() => { window.__opsFigureMs = performance.now(); });
  });
  watcher.observe(document, { childList: true, subtree: true });
})();`;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function selfTimes(profile: Profile, top: number): string[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  const byUrl = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const node = byId.get(id)!;
    const frame = node.callFrame;
    const file = frame.url.split('/').pop() || '(native)';
    const key = `${frame.functionName || '(anon)'} ${file}:${frame.lineNumber}`;
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    self.set(key, (self.get(key) ?? 0) + ms);
    byUrl.set(file, (byUrl.get(file) ?? 0) + ms);
  });
  const sorted = (map: Map<string, number>) => [...map.entries()].sort((a, b) => b[1] - a[1]);
  return [
    '-- self time by file --',
    ...sorted(byUrl)
      .slice(0, 12)
      .map(([key, ms]) => `${ms.toFixed(0).padStart(6)} ms  ${key}`),
    '-- self time by function --',
    ...sorted(self)
      .slice(0, top)
      .map(([key, ms]) => `${ms.toFixed(0).padStart(6)} ms  ${key}`),
  ];
}

async function once(page: Page, cold: boolean, profile: boolean): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: cold });
  const assets: Array<[string, number, number]> = [];
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  await page.reload({ waitUntil: 'commit' });
  await page.getByTestId('dashboard-as-of').waitFor({ timeout: 30_000 });
  const seen = await page.evaluate(async () => {
    const w = window as unknown as {
      __opsOps: Array<[string, number, number, number]>;
      __opsLong: Array<[number, number]>;
      __opsFigureMs?: number;
      __opsFigureIn: number;
    };
    while (w.__opsFigureMs === undefined) await new Promise((resolve) => requestAnimationFrame(resolve));
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const res = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => !e.name.includes('/graphql'))
      .map((e): [string, number, number] => [
        new URL(e.name).pathname.split('/').pop() ?? e.name,
        Math.round(e.startTime),
        Math.round(e.responseEnd),
      ]);
    return {
      figure: Math.round(w.__opsFigureMs),
      figureIn: Math.round(w.__opsFigureIn),
      dcl: Math.round(nav.domContentLoadedEventEnd),
      ops: w.__opsOps,
      long: w.__opsLong,
      res,
    };
  });
  for (const r of seen.res) assets.push(r);
  const lines = [
    `== ${cold ? 'HARD' : 'warm'}: figure ${seen.figure} ms (in the DOM at ${seen.figureIn}), DOMContentLoaded ${seen.dcl} ms`,
    ...seen.ops.map(
      ([name, start, end, bytes]) =>
        `  gql ${name.padEnd(32)} ${String(start).padStart(5)} → ${String(end).padStart(5)} (${end - start} ms, ${bytes} B)`,
    ),
    ...assets
      .filter(([, start]) => start < seen.figure)
      .map(
        ([name, start, end]) =>
          `  res ${name.slice(0, 40).padEnd(40)} ${String(start).padStart(5)} → ${String(end).padStart(5)}`,
      ),
    `  long tasks: ${seen.long
      .filter(([s]) => s < seen.figure)
      .map(([s, d]) => `${s}+${d}`)
      .join(' ')}`,
  ];
  if (profile) {
    const { profile: result } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    lines.push(...selfTimes(result, 40));
  }
  await cdp.detach();
  return lines;
}

const runs = Number(process.argv[2] ?? 3);
const rendererDir =
  process.env.RENDERER_DIR ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'waterfall-renderer-')));
if (!process.env.RENDERER_DIR) {
  await build({
    configFile: path.resolve('renderer/vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: rendererDir, emptyOutDir: true },
  });
}
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'waterfall-data-'));
const server = await startApiProcess(
  { DEMO_SEED: '1', SEED_SCALE: '0.05', NODE_ENV: 'test', RENDERER_DIR: rendererDir },
  dataDir,
);
const browser = await launchChromium();
try {
  const admin = accounts.find((account) => account.role === 'Super Admin')!;
  const { page } = await signInPage(browser, server.url, admin);
  await page.context().addInitScript(WATCH);
  await page.goto(`${server.url}/app/dashboard`);
  await page.getByTestId('dashboard-as-of').waitFor({ timeout: 30_000 });
  await once(page, true, false);
  console.log(`load ${os.loadavg()[0]!.toFixed(2)}`);
  for (let i = 0; i < runs; i += 1) {
    console.log((await once(page, true, i === runs - 1)).join('\n'));
    console.log((await once(page, false, false)).join('\n'));
  }
  console.log(`load ${os.loadavg()[0]!.toFixed(2)}`);
} finally {
  await browser.close();
  await server.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
  if (!process.env.RENDERER_DIR) await fs.rm(rendererDir, { recursive: true, force: true });
}
