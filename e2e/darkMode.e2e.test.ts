import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { signInDemo, type RunningServer } from '../bench/support';
import { startE2eServer } from './support/server';
import { account, launchChromium, screenshot, type DemoAccount } from './support/browser';
import { axeFindings, blocking } from './support/axe';
import { checkIn, raiseRideTask, receiveTask } from './support/workspace';

/**
 * Dark mode (issue 28 item 3) in Chromium against a real server with the demo data. Playwright's
 * colorScheme emulation is the OS setting: the app is dark on a dark OS, the header's Theme menu
 * overrides it and the choice survives a reload, System follows the OS live. Then the pages the
 * issue names, in dark and in light: a picture of each (e2e/artifacts/theme-<mode>-<page>.png)
 * and axe with no serious or critical finding, colour contrast included.
 */
const admin = account('Super Admin', 0);
const agent = account('Support Agent', 1);
const T = 20_000;
// The served app's Content-Security-Policy forbids inline scripts, and axe is injected as one.
const VIEWPORT = { width: 1440, height: 900 };
const RANGE = 'from=2026-09-01&to=2026-10-31';
type Mode = 'light' | 'dark';

const themeOf = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

const storedChoice = (page: Page) => page.evaluate(() => localStorage.getItem('ops.themeChoice'));

/**
 * Picks a choice under Theme in the header's user menu and waits until the app keeps it. On a
 * loaded machine (CI: two e2e files beside each other) antd's menu now and then took a click
 * without choosing or closing, while it was still moving in: the choice is read back from
 * where the app keeps it, and a click that did not take is made once more, with a picture.
 */
async function chooseTheme(page: Page, choice: 'System' | 'Light' | 'Dark'): Promise<void> {
  const wanted = choice.toLowerCase();
  const item = page.getByTestId(`theme-${wanted}`);
  for (let attempt = 1; ; attempt += 1) {
    if (!(await item.isVisible())) await page.getByTestId('account-menu').click();
    await item.click();
    const taken = await expect
      .poll(() => storedChoice(page), { timeout: 5_000 })
      .toBe(wanted)
      .then(
        () => true,
        () => false,
      );
    if (taken) break;
    await screenshot(page, `theme-choice-click-not-taken-${wanted}-${attempt}`);
    if (attempt === 2) throw new Error(`choosing ${choice} in the theme menu did not take, twice`);
  }
  // Closed by the choice. antd fades the menu out, and a click on its button during the fade
  // opens it again (CI, twice): the button is clicked only for a menu still open after that.
  const closedByChoice = await item.waitFor({ state: 'hidden', timeout: 3_000 }).then(
    () => true,
    () => false,
  );
  if (!closedByChoice) await page.getByTestId('account-menu').click();
  await item.waitFor({ state: 'hidden', timeout: T });
}

describe('dark mode', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  // One sign-in per account for the file: the server sends one code per phone per 30 s.
  const tokens = new Map<string, Promise<string>>();
  const tokenOf = (who: DemoAccount): Promise<string> => {
    const known = tokens.get(who.phoneNumber) ?? signInDemo(server.url, who.phoneNumber, who.password);
    tokens.set(who.phoneNumber, known);
    return known;
  };

  const pageAs = async (who: DemoAccount, colorScheme: Mode): Promise<Page> => {
    const token = await tokenOf(who);
    const context = await browser.newContext({ viewport: VIEWPORT, bypassCSP: true, colorScheme });
    contexts.push(context);
    await context.addInitScript((value) => localStorage.setItem('ops.token', value), token);
    return context.newPage();
  };

  beforeAll(async () => {
    [server, browser] = await Promise.all([startE2eServer({ SIMULATOR: '0' }), launchChromium()]);
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('follows a dark OS; the manual choice overrides it and survives a reload; System follows the OS live', async () => {
    const page = await pageAs(admin, 'dark');
    await page.goto(`${server.url}/app/dashboard`);
    await page.getByTestId('dashboard-live').waitFor({ timeout: T });
    expect(await themeOf(page)).toBe('dark');
    expect(await bodyBackground(page)).toBe('rgb(10, 10, 10)');
    await screenshot(page, 'theme-choice-01-dark-os');

    await chooseTheme(page, 'Light');
    await expect.poll(() => themeOf(page)).toBe('light');
    expect(await bodyBackground(page)).toBe('rgb(245, 247, 248)');
    await page.reload();
    await page.getByTestId('dashboard-live').waitFor({ timeout: T });
    expect(await themeOf(page)).toBe('light');
    expect(await page.evaluate(() => localStorage.getItem('ops.themeChoice'))).toBe('light');
    await screenshot(page, 'theme-choice-02-light-chosen-after-reload');

    // The menu says which choice is in force.
    await page.getByTestId('account-menu').click();
    await page.getByTestId('theme-menu').waitFor({ timeout: T });
    await page.getByTestId('theme-light').waitFor({ state: 'visible', timeout: T });
    expect(await page.getByTestId('theme-light').getAttribute('aria-checked')).toBe('true');
    expect(await page.getByTestId('theme-system').getAttribute('aria-checked')).toBe('false');
    await screenshot(page, 'theme-choice-03-menu');
    // System is chosen from this open menu (closing it while it still moved in, by Escape,
    // left antd's popup on screen on a loaded machine).
    await chooseTheme(page, 'System');
    await expect.poll(() => themeOf(page)).toBe('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => themeOf(page)).toBe('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => themeOf(page)).toBe('dark');

    await chooseTheme(page, 'Dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    await page.getByTestId('dashboard-live').waitFor({ timeout: T });
    expect(await themeOf(page)).toBe('dark');
  }, 120_000);

  for (const mode of ['dark', 'light'] as const) {
    it(`the named pages in ${mode}: pictures and no serious accessibility finding`, async () => {
      const audit = async (page: Page, name: string) => {
        await page.waitForLoadState('networkidle').catch(() => undefined);
        expect(await themeOf(page)).toBe(mode);
        await screenshot(page, `theme-${mode}-${name}`);
        const findings = await axeFindings(page, `theme-${mode}-${name}`);
        // Soft: one page's findings do not hide the next page's.
        expect
          .soft(blocking(findings), `${mode} ${name}: see e2e/artifacts/axe-theme-${mode}-${name}.json`)
          .toEqual([]);
      };

      const worker = await pageAs(agent, mode);
      await checkIn(worker, server.url);
      if ((await worker.getByTestId('current-task').count()) === 0)
        await receiveTask(worker, await raiseRideTask(server.url));
      await worker.getByTestId('current-task').waitFor({ timeout: T });
      await audit(worker, 'workspace');

      const page = await pageAs(admin, mode);
      await page.goto(`${server.url}/app/users`);
      const userRow = page.locator('[data-testid^="users-row-"]').first();
      await userRow.waitFor({ timeout: T });
      await audit(page, 'users');

      await userRow.click();
      await page.waitForURL('**/app/user/**');
      await page.getByTestId('user-details').waitFor({ timeout: T });
      await audit(page, 'user-page');

      await page.goto(`${server.url}/app/bills`);
      await page.locator('[data-testid^="bills-row-"]').first().waitFor({ timeout: T });
      await audit(page, 'bills');

      await page.goto(`${server.url}/app/vehicles`);
      await page.locator('[data-testid^="vehicles-row-"]').first().waitFor({ timeout: T });
      await audit(page, 'vehicles');

      await page.goto(`${server.url}/app/areas`);
      const map = page.getByTestId('areas-map').locator('.leaflet-container');
      await expect
        .poll(async () => Number(await map.getAttribute('data-clusters')), { timeout: 30_000 })
        .toBeGreaterThan(0);
      await audit(page, 'map');

      await page.goto(`${server.url}/app/bill/analytics?${RANGE}&res=month`);
      await page.getByTestId('chart-sources').locator('canvas').first().waitFor({ timeout: T });
      await page.locator('[data-testid="analytics-page"][aria-busy="false"]').waitFor({ timeout: T });
      await audit(page, 'analytics');
    }, 240_000);
  }
});
