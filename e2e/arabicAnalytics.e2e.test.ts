import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { gql, signInDemo, type RunningServer } from '../bench/support';
import { startE2eServer } from './support/server';
import { account, launchChromium, screenshot } from './support/browser';
import { axeFindings, blocking } from './support/axe';

/**
 * Issue 28 items 1 and 2: the user, wallet, bills, cohorts and summary analytics pages in Arabic
 * right to left on a dark OS, with Arabic-Indic digits chosen (day-first dates in the table, the
 * range picker and the charts' tooltips), and in English on a light OS with the pages' English
 * words; axe serious+critical = 0 in both.
 * A rider's page too: its Devices, Promocodes, Referrals and ID verification tabs and a one-click action's
 * menu label and dialog (confirmActions.ts) in Arabic, and in the English they had.
 * Pictures: e2e/artifacts/analytics-<ar-dark|en-light>-<page>.png, user-<ar-dark|en-light>-<devices|confirm>.png.
 */
const admin = account('Super Admin', 0);
const T = 20_000;
// The served app's Content-Security-Policy forbids inline scripts, and axe is injected as one.
const CONTEXT = { viewport: { width: 1440, height: 900 }, bypassCSP: true };
const PAGES = [
  { path: 'user/analytics', ar: 'تحليلات المستخدمين', en: 'User Analytics', table: true },
  { path: 'wallet-analytics', ar: 'تحليلات المحفظة', en: 'Wallet Analytics', table: true },
  { path: 'bill/analytics', ar: 'تحليلات الفواتير', en: 'Bill Analytics', table: true },
  { path: 'cohorts', ar: 'المجموعات', en: 'Cohorts', table: false },
  { path: 'analytics-summary', ar: 'ملخص التحليلات', en: 'Analytics Summary', table: true },
] as const;
/** English words these pages showed before the catalogue: none may be left on the Arabic pages. */
const ENGLISH =
  /\b(Table|New riders|Active riders|Money in|Money out|Billed|Uncollected|Source|Gateway|Cohorts?|Signed up|Riders|Rode|Month 0|Revenue|Rides|Sessions|Fulfilment|per area|Week of|Total|Average|Dates|Areas)\b/;
const ARABIC_INDIC_DATE = /^[٠-٩]{2}\/[٠-٩]{2}\/[٠-٩]{4}$/;
const SET_PREFERENCES = `mutation ($language: String, $digits: String) {
  setMyLocalePreferences(language: $language, digits: $digits) { language digits }
}`;

describe('analytics pages in Arabic (rtl, dark) and English (light)', () => {
  let server: RunningServer;
  let browser: Browser;
  let token: string;

  const openPage = async (colorScheme: 'dark' | 'light', locale: string): Promise<Page> => {
    const context = await browser.newContext({ ...CONTEXT, colorScheme, locale });
    await context.addInitScript((value) => localStorage.setItem('ops.token', value), token);
    return context.newPage();
  };
  const open = async (page: Page, path: string) => {
    await page.goto(`${server.url}/app/${path}`);
    await page.getByTestId('analytics-filters').waitFor({ timeout: T });
    await expect
      .poll(() => page.getByTestId('analytics-page').getAttribute('aria-busy'), { timeout: T })
      .toBe('false');
    await page.waitForLoadState('networkidle').catch(() => undefined);
  };
  // antd gives the range picker's data-testid to its inputs.
  const rangeStart = (page: Page) =>
    page.locator('input[data-testid="analytics-range"], [data-testid="analytics-range"] input').first();
  const axeClean = async (page: Page, name: string) =>
    expect.soft(blocking(await axeFindings(page, name)), `see e2e/artifacts/axe-${name}.json`).toEqual([]);

  /**
   * A rider's page: the Devices, Promocodes, Referrals and ID verification tabs' texts, and the Reset OTP
   * action's menu label and "sure?" dialog (cancelled): what each shows, for the caller to check.
   */
  const userPage = async (page: Page, name: string) => {
    await page.goto(`${server.url}/app/users`);
    await page.locator('[data-testid^="users-row-"]').first().click();
    await page.getByTestId('user-details').waitFor({ timeout: T });
    const tab = async (key: string, content: string) => {
      await page.getByTestId(`user-tab-${key}`).click();
      await page.getByTestId(content).first().waitFor({ timeout: T });
      await expect.poll(() => page.locator('.ant-spin-spinning').count(), { timeout: T }).toBe(0);
      return page.getByTestId(content).first().innerText();
    };
    const devices = await tab('devices', 'user-devices');
    await screenshot(page, `${name}-devices`);
    await axeClean(page, `${name}-devices`);
    const promocodes = await tab('promocodes', 'user-promocodes');
    const referrals = await tab('referrals', 'user-referrals');
    const idVerification = await tab('id-verification', 'user-id-verification');
    await page.getByTestId('user-actions-menu').click();
    const item = page.getByTestId('user-action-resetOtp');
    await item.waitFor({ timeout: T });
    const resetOtp = await item.innerText();
    await item.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('confirm-ok').waitFor({ timeout: T });
    const confirm = await dialog.innerText();
    // The picture is of the dialog, not of antd's zoom-in and the menu's fade-out.
    await page.waitForFunction(
      () => document.getAnimations().every((animation) => animation.playState !== 'running'),
      undefined,
      { timeout: T },
    );
    await screenshot(page, `${name}-confirm`);
    await axeClean(page, `${name}-confirm`);
    await page.keyboard.press('Escape');
    return { devices, promocodes, referrals, idVerification, resetOtp: resetOtp.trim(), confirm };
  };

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startE2eServer({ SIMULATOR: '0', DEMO_SEED_SKIP: 'tasks' }),
      launchChromium(),
    ]);
    token = await signInDemo(server.url, admin.phoneNumber, admin.password);
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('speaks Arabic right to left with Arabic-Indic digits, dark, axe clean', async () => {
    await gql(server.url, SET_PREFERENCES, { language: 'ar', digits: 'arab' }, token);
    const page = await openPage('dark', 'ar-EG');
    for (const shown of PAGES) {
      await open(page, shown.path);
      expect(await page.locator('html').getAttribute('dir'), shown.path).toBe('rtl');
      expect(await page.locator('html').getAttribute('data-theme'), shown.path).toBe('dark');
      const body = page.getByTestId('analytics-page');
      expect(await body.locator('h1').innerText(), shown.path).toBe(shown.ar);
      expect(await body.innerText(), shown.path).not.toMatch(ENGLISH);
      // The range picker writes its days first, in the chosen digits.
      const from = await rangeStart(page).inputValue();
      expect(from, shown.path).toMatch(ARABIC_INDIC_DATE);
      if (shown.table) {
        const firstDay = await page
          .getByTestId('analytics-table')
          .locator('tbody tr:not([aria-hidden]) td')
          .first()
          .innerText();
        expect(firstDay.trim(), shown.path).toMatch(ARABIC_INDIC_DATE);
      }
      const name = `analytics-ar-dark-${shown.path.replace('/', '-')}`;
      await screenshot(page, name);
      await axeClean(page, name);
    }

    // A chart's tooltip: the day first in Arabic-Indic digits, right to left.
    await open(page, 'analytics-summary');
    const chart = page.locator('[role="img"][data-testid^="chart-"]').first();
    await chart.waitFor({ timeout: T });
    const box = (await chart.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const tooltip = chart
      .locator('div')
      .filter({ hasText: /[٠-٩]{2}\/[٠-٩]{2}\/[٠-٩]{4}/ })
      .last();
    await tooltip.waitFor({ timeout: T });
    expect(await tooltip.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    await screenshot(page, 'analytics-ar-dark-tooltip');

    // The cohort table's heading row and its months in Arabic.
    await open(page, 'cohorts');
    const cohortTable = page.getByTestId('cohort-table');
    expect(await cohortTable.locator('thead').innerText()).toContain('الشهر ٠');

    const user = await userPage(page, 'user-ar-dark');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(user.devices).toContain('سجل الأجهزة');
    expect(user.devices).toContain('حسابات أخرى على هذه الأجهزة');
    expect(user.promocodes).toMatch(/الكود|لم تُستخدم أكواد خصم/);
    expect(user.idVerification).toMatch(/الحالة|لم يُرسل طلب تحقق من الهوية/);
    expect(user.referrals).toContain('كود الإحالة');
    expect(user.referrals).toContain('أحاله');
    expect(user.resetOtp).toBe('إعادة تعيين رمز التحقق');
    expect(user.confirm).toContain('إعادة تعيين رموز التحقق؟');
    for (const text of Object.values(user))
      expect(text).not.toMatch(
        /\b(Device|Devices|Flags|Status|Phone|Code|Discount|Reset|Verification|verify|Referred|Referrals|Trips|Step)\b/,
      );
    await page.context().close();
  }, 300_000);

  it("shows the pages' English on a light OS, left to right, axe clean", async () => {
    await gql(server.url, SET_PREFERENCES, { language: 'en', digits: 'latn' }, token);
    const page = await openPage('light', 'en-US');
    for (const shown of PAGES) {
      await open(page, shown.path);
      expect(await page.locator('html').getAttribute('dir'), shown.path).not.toBe('rtl');
      const body = page.getByTestId('analytics-page');
      expect(await body.locator('h1').innerText(), shown.path).toBe(shown.en);
      const from = await rangeStart(page).inputValue();
      expect(from, shown.path).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      const name = `analytics-en-light-${shown.path.replace('/', '-')}`;
      await screenshot(page, name);
      await axeClean(page, name);
    }
    const user = await userPage(page, 'user-en-light');
    expect(user.devices).toContain('Device history');
    expect(user.devices).toContain('Other accounts on these devices');
    expect(user.referrals).toContain('Referral code');
    expect(user.referrals).toContain('Referred by');
    expect(user.resetOtp).toBe('Reset OTP');
    expect(user.confirm).toContain('Reset verification codes?');
    expect(user.confirm).toContain(
      'Wrong attempts and any pending code are cleared, so they can ask for a new code.',
    );
    await page.context().close();
  }, 300_000);
});
