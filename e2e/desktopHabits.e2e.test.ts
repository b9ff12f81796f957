import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from '../bench/support';
import { startE2eServer } from './support/server';
import { account, launchChromium, screenshot, signIn } from './support/browser';

/**
 * The all-day habits of the desktop app (issue 28 item 6) as the page plays its part, in
 * Chromium against a real server. Electron's preload is stood in for by a recording
 * `window.desktop` (the browser fallback's behaviour plus a log of the calls main would get):
 * the app icon gets the top bar's stolen-alert count, a powerMonitor 'resume' makes the page
 * count again, and so does the live connection coming back after a drop. (Reconnecting… is
 * checked in connectionSlice.test.ts: Playwright's routeWebSocket did not hold socket.io's
 * connection away with the Chromium here.)
 */
const manager = account('Operations Manager', 0);
const T = 20_000;

interface DesktopRecord {
  calls: Array<[string, unknown?]>;
  fireResume(): void;
}

/** Runs in the page before its scripts: a DesktopApi that records what it is told. */
function installRecordingDesktop(): void {
  const listeners = new Set<() => void>();
  const record: DesktopRecord = { calls: [], fireResume: () => listeners.forEach((listener) => listener()) };
  (window as unknown as { __desktop: DesktopRecord }).__desktop = record;
  (window as unknown as { desktop: unknown }).desktop = {
    isDesktop: false,
    getToken: async () => localStorage.getItem('ops.token'),
    storeToken: async (token: string) => {
      localStorage.setItem('ops.token', token);
      return { ok: true };
    },
    clearToken: async () => localStorage.removeItem('ops.token'),
    notify: async () => undefined,
    onNavigate: () => () => undefined,
    saveExport: async () => ({ saved: false, reason: 'cancelled' }),
    openExternal: async () => undefined,
    getAppInfo: async () => ({
      version: 'web',
      platform: 'web',
      isDesktop: false,
      serverUrl: location.origin,
    }),
    getServerUrl: async () => location.origin,
    setServerUrl: async () => undefined,
    logError: async () => undefined,
    setAttentionCounts: async (counts: unknown) => void record.calls.push(['setAttentionCounts', counts]),
    taskAssigned: async () => void record.calls.push(['taskAssigned']),
    onResume(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

describe('desktop habits: icon count, refresh after sleep or a drop', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const countRequests: string[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startE2eServer(), launchChromium()]);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript(installRecordingDesktop);
    page = await context.newPage();
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      if (body.includes('stolenAlertsCount')) countRequests.push(request.url());
    });
    await signIn(page, server.url, manager);
    await page.locator('[data-testid="connection-toggle"][data-connected="true"]').waitFor({ timeout: T });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const stolenOnBadge = async (): Promise<number> =>
    Number(((await page.getByTestId('stolen-badge').getAttribute('aria-label')) ?? '').replace(/\D/g, ''));
  const lastCounts = () =>
    page.evaluate(() => {
      const calls = (window as unknown as { __desktop: DesktopRecord }).__desktop.calls;
      return calls.filter(([name]) => name === 'setAttentionCounts').at(-1)?.[1] ?? null;
    });

  it("gives the app icon the top bar's stolen-alert count", async () => {
    await expect.poll(stolenOnBadge, { timeout: T }).toBeGreaterThan(0);
    const stolen = await stolenOnBadge();
    await expect.poll(lastCounts, { timeout: T }).toEqual({ tasks: 0, stolenAlerts: stolen });
  });

  it('counts again when the computer wakes from sleep', async () => {
    const before = countRequests.length;
    await page.evaluate(() => (window as unknown as { __desktop: DesktopRecord }).__desktop.fireResume());
    await expect.poll(() => countRequests.length, { timeout: T }).toBeGreaterThan(before);
  });

  it('counts again when the live connection comes back after a drop', async () => {
    const before = countRequests.length;
    // The top bar's own toggle drops the socket and connects it again.
    const toggle = page.getByTestId('connection-toggle');
    await toggle.click();
    await expect.poll(() => toggle.innerText(), { timeout: T }).toContain('Paused');
    expect(countRequests.length).toBe(before);
    await toggle.click();
    await page
      .locator('[data-testid="connection-toggle"][data-connected="true"]')
      .waitFor({ timeout: 30_000 });
    await expect.poll(() => countRequests.length, { timeout: T }).toBeGreaterThan(before);
    await screenshot(page, 'desktop-01-live-again');
  });
});
