/**
 * tableScroll (issue 7 §1, "Large pages stay smooth"): 200 rows × 12 columns of the list
 * kit scrolled in Chromium with real mouse-wheel input, for the kit's plain table (the page
 * scrolls, as /app/users does), the plain table in a fixed-height body, and its `virtual`
 * mode (antd's virtual table). The page (bench/tableScrollPage/) is built with vite like the
 * app, so React runs in production mode.
 *
 * Frame times are requestAnimationFrame deltas recorded in the page while the wheel
 * events arrive; a frame is dropped when a delta spans more than one 60 Hz interval
 * (> 1.5 × 16.7 ms counts round(delta / 16.7) − 1 dropped frames). Long tasks (> 50 ms)
 * are counted too. Modes alternate over the repeats so machine load hits them alike.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { build } from 'vite';
import { round, summarize } from './claimsSupport';

const MODES = ['plain', 'plainFixed', 'virtual'] as const;
type Mode = (typeof MODES)[number];
const REPEATS = Number(process.env.BENCH_SCROLL_REPEATS ?? 2);
/** Wheel input: a notch every 16 ms, down past the end (200 rows ≈ 9,400 px) and back up. */
const WHEEL_PX = 100;
const NOTCHES = 100;
const WHEEL_EVERY_MS = 16;
const FRAME_MS = 1000 / 60;

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.resolve(here, '../.tsbuild/bench-table-scroll');
const artifacts = path.resolve(here, '../e2e/artifacts');

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

async function serveStatic(root: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const name = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = path.join(root, name === '/' ? 'index.html' : name);
    if (!file.startsWith(root)) {
      response.writeHead(403).end();
      return;
    }
    fs.readFile(file)
      .then((body) =>
        response
          .writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' })
          .end(body),
      )
      .catch(() => response.writeHead(404).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

interface PageRecording {
  /** Main-thread time over the pass (CDP Performance metrics), ms: tasks, script, layout, style. */
  mainThread?: Record<string, number>;
  deltas: number[];
  longTasks: number;
  maxScroll: number;
  rowsInDom: number;
}

/** Starts recording frames in the page; the returned promise resolves when stop() is called. */
const START_RECORDING = `(() => {
  const state = { deltas: [], longTasks: 0, running: true, maxScroll: 0 };
  window.__frames = state;
  try {
    new PerformanceObserver((list) => { state.longTasks += list.getEntries().length; }).observe({ type: 'longtask' });
  } catch {}
  let last = performance.now();
  const scroller = () => document.querySelector('.ant-table-tbody-virtual-holder') || (document.querySelector('.ant-table-body') && document.querySelector('.ant-table-body').scrollHeight > document.querySelector('.ant-table-body').clientHeight + 1 ? document.querySelector('.ant-table-body') : document.scrollingElement);
  const step = (now) => {
    state.deltas.push(now - last);
    last = now;
    state.maxScroll = Math.max(state.maxScroll, scroller().scrollTop);
    if (state.running) requestAnimationFrame(step);
  };
  requestAnimationFrame((now) => { last = now; requestAnimationFrame(step); });
})()`;

const STOP_RECORDING = `(() => {
  const state = window.__frames;
  state.running = false;
  return { deltas: state.deltas, longTasks: state.longTasks, maxScroll: state.maxScroll, rowsInDom: document.querySelectorAll('.ant-table-tbody .ant-table-row, .ant-table-tbody-virtual .ant-table-row').length };
})()`;

/** One pass: wheel down until the table's end, then back to the top, frames recorded throughout. */
async function scrollPass(page: Page): Promise<PageRecording> {
  const box = await page.getByTestId('list-table').boundingBox();
  if (!box) throw new Error('no table on the page');
  await page.mouse.move(box.x + box.width / 2, Math.min(box.y + 200, 800));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const metrics = async () =>
    Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  const before = await metrics();
  await page.evaluate(START_RECORDING);
  for (const direction of [1, -1]) {
    for (let i = 0; i < NOTCHES; i += 1) {
      const started = Date.now();
      await page.mouse.wheel(0, direction * WHEEL_PX);
      const left = WHEEL_EVERY_MS - (Date.now() - started);
      if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 300));
  const recording = (await page.evaluate(STOP_RECORDING)) as PageRecording;
  const after = await metrics();
  const spent = (name: string) => round(((after[name] ?? 0) - (before[name] ?? 0)) * 1000);
  recording.mainThread = {
    task: spent('TaskDuration'),
    script: spent('ScriptDuration'),
    layout: spent('LayoutDuration'),
    style: spent('RecalcStyleDuration'),
  };
  return recording;
}

export async function tableScroll(): Promise<Record<string, unknown>> {
  await build({ configFile: path.join(here, 'tableScrollPage/vite.config.ts'), logLevel: 'warn' });
  const site = await serveStatic(outDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-dev-shm-usage',
    ],
  });
  const recordings: Record<Mode, PageRecording[]> = { plain: [], plainFixed: [], virtual: [] };
  const crashes: Record<Mode, number> = { plain: 0, plainFixed: 0, virtual: 0 };
  const pageErrors: string[] = [];
  const loadBefore = os.loadavg()[0];
  try {
    for (let repeat = 0; repeat < REPEATS; repeat += 1) {
      for (const mode of MODES) {
        const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
        await page.goto(`${site.url}/?mode=${mode}`);
        await page.getByTestId('list-table').waitFor();
        await page.waitForSelector('.ant-table-row');
        // Let the first paint and fonts settle before measuring.
        await page.waitForTimeout(500);
        if (repeat === 0) {
          await fs.mkdir(artifacts, { recursive: true });
          await page.screenshot({ path: path.join(artifacts, `bench-table-scroll-${mode}.png`) });
        }
        let crashed = false;
        page.on('crash', () => (crashed = true));
        page.on('pageerror', (error) => pageErrors.push(`${mode}: ${error.message}`));
        try {
          const recording = await scrollPass(page);
          recordings[mode].push(recording);
          process.stderr.write(
            `  ${mode} #${repeat + 1}: ${recording.deltas.length} frames, max ${round(Math.max(...recording.deltas))} ms, rows in DOM ${recording.rowsInDom}\n`,
          );
        } catch (error) {
          // A renderer that dies mid-scroll is a result, not a reason to lose the other modes.
          if (!crashed) throw error;
          crashes[mode] += 1;
          process.stderr.write(`  ${mode} #${repeat + 1}: the page crashed\n`);
        }
        await page.close().catch(() => undefined);
      }
    }
  } finally {
    await browser.close();
    await site.close();
  }
  const byMode = Object.fromEntries(
    MODES.map((mode) => {
      const runs = recordings[mode];
      const deltas = runs.flatMap((run) => run.deltas);
      const dropped = deltas.reduce(
        (sum, delta) => sum + (delta > 1.5 * FRAME_MS ? Math.round(delta / FRAME_MS) - 1 : 0),
        0,
      );
      return [
        mode,
        {
          frames: deltas.length,
          frameMs: summarize(deltas),
          droppedFrames: dropped,
          droppedPercent: round((100 * dropped) / Math.max(1, deltas.length + dropped), 2),
          framesOver50Ms: deltas.filter((delta) => delta > 50).length,
          longTasks: runs.reduce((sum, run) => sum + run.longTasks, 0),
          // Busy time of the page's main thread per wheel notch (2 × NOTCHES a pass): less sensitive to other
          // processes than frame times, since a starved renderer stretches frames but not its own work much.
          mainThreadMsPerNotch: Object.fromEntries(
            ['task', 'script', 'layout', 'style'].map((key) => [
              key,
              round(
                runs.reduce((sum, run) => sum + (run.mainThread?.[key] ?? 0), 0) /
                  (runs.length * 2 * NOTCHES),
                2,
              ),
            ]),
          ),
          rowsInDom: runs[0]?.rowsInDom ?? 0,
          crashes: crashes[mode],
          scrolledToPx: Math.max(...runs.map((run) => run.maxScroll)),
        },
      ];
    }),
  );
  return {
    name: 'tableScroll: 200 rows × 12 columns (and a selection column) of the list kit, wheel-scrolled in headless Chromium',
    chromiumFlags: '--headless --no-sandbox --disable-gpu --disable-background-networking',
    input: `${WHEEL_PX} px wheel notches every ${WHEEL_EVERY_MS} ms, ${NOTCHES} down then ${NOTCHES} up, ${REPEATS} passes per mode`,
    viewport: '1440 × 900',
    loadAverage1m: { before: round(loadBefore ?? 0, 2), after: round(os.loadavg()[0] ?? 0, 2) },
    modes: byMode,
    pageErrors,
  };
}
