import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { signInDemo, type RunningServer } from '../bench/support';
import { startE2eServer } from './support/server';
import { account, launchChromium, screenshot } from './support/browser';
import { axeFindings, blocking } from './support/axe';

/**
 * Issue 28 item 1: a staff member switches to Arabic in the account menu; the app turns
 * right-to-left (`<html dir="rtl">`, antd's direction), the menu speaks Arabic, the choice is
 * kept on the server (a reload stays Arabic), axe finds nothing serious or critical on the pages
 * in Arabic, and switching back gives the spec's English texts word for word.
 * Pictures: e2e/artifacts/arabic-<page>.png.
 */
const admin = account('Super Admin', 0);
const T = 20_000;
// The served app's Content-Security-Policy forbids inline scripts, and axe is injected as one.
const CONTEXT = { viewport: { width: 1440, height: 900 }, bypassCSP: true };
const PAGES = ['dashboard', 'users', 'bills', 'vehicles', 'ride/analytics'] as const;

describe('Arabic, right to left', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  const pick = async (item: string) => {
    await page.getByTestId('account-menu').click();
    const choice = page.getByTestId(item);
    await choice.waitFor({ timeout: T });
    // The dropdown's entrance animation can swallow a click that comes as soon as the item exists.
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), undefined, { timeout: T });
    await choice.click();
  };
  const settled = () => page.waitForLoadState('networkidle').catch(() => undefined);

  beforeAll(async () => {
    [server, browser] = await Promise.all([startE2eServer({ SIMULATOR: '0' }), launchChromium()]);
    const token = await signInDemo(server.url, admin.phoneNumber, admin.password);
    // An English browser: the app starts in English until the user chooses.
    context = await browser.newContext({ ...CONTEXT, locale: 'en-US' });
    await context.addInitScript((value) => localStorage.setItem('ops.token', value), token);
    page = await context.newPage();
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('switches to Arabic from the account menu: rtl, Arabic menu, kept after a reload', async () => {
    await page.goto(`${server.url}/app/dashboard`);
    await page.getByTestId('menu-dashboard').waitFor({ timeout: T });
    expect(await page.locator('html').getAttribute('dir')).not.toBe('rtl');
    await pick('language-ar');
    await expect.poll(() => page.locator('html').getAttribute('dir'), { timeout: T }).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    await expect.poll(() => page.getByTestId('menu-dashboard').innerText(), { timeout: T }).toBe('لوحة المتابعة');
    expect(await page.getByTestId('menu-bills').innerText()).toBe('الفواتير');
    // antd's own layout turned too.
    expect(await page.locator('.ant-menu-rtl').count()).toBeGreaterThan(0);
    await page.reload();
    await page.getByTestId('menu-dashboard').waitFor({ timeout: T });
    await expect.poll(() => page.getByTestId('menu-dashboard').innerText(), { timeout: T }).toBe('لوحة المتابعة');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
  }, 120_000);

  it('shows each page right to left with nothing serious or critical for axe', async () => {
    for (const path of PAGES) {
      const name = path.replace('/', '-');
      await page.goto(`${server.url}/app/${path}`);
      await page.getByTestId('menu-dashboard').waitFor({ timeout: T });
      await settled();
      expect(await page.locator('html').getAttribute('dir'), path).toBe('rtl');
      await screenshot(page, `arabic-${name}`);
      expect.soft(blocking(await axeFindings(page, `arabic-${name}`)), `${path}: see e2e/artifacts/axe-arabic-${name}.json`).toEqual([]);
    }
  }, 240_000);

  it("switches back to English: ltr and the spec's texts", async () => {
    await page.goto(`${server.url}/app/dashboard`);
    await page.getByTestId('menu-dashboard').waitFor({ timeout: T });
    await pick('language-en');
    await expect.poll(() => page.locator('html').getAttribute('dir'), { timeout: T }).toBe('ltr');
    await expect.poll(() => page.getByTestId('menu-dashboard').innerText(), { timeout: T }).toBe('Dashboard');
    expect(await page.getByTestId('menu-bills').innerText()).toBe('Bills');
    expect(await page.getByTestId('menu-resolve-tasks').innerText()).toBe('Resolve Tasks');
    await screenshot(page, 'arabic-back-to-english');
  }, 120_000);
});
