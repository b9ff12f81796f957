import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { gql, type RunningServer } from '../bench/support';
import { startE2eServer } from './support/server';
import { account, launchChromium, screenshot, signIn, type DemoAccount } from './support/browser';
import { untickAll } from './support/exportDialog';
import { chooseFromMenu } from './support/menu';

/**
 * Issue 28 item 1, the export header part: a finance user who switched the app to Arabic sees
 * the Export dialog's fields in Arabic, ticks them by their Arabic names, and the file has the
 * same Arabic headers and an Arabic sheet title, and the app's own words in its cells (a bill's
 * type, yes/no) in Arabic; its name stays Latin.
 * One who never chose a language sees the app in the browser's (the OS's): the server keeps that
 * one at sign-in, so the export (written on the server) speaks it too (issue 28).
 * Pictures: e2e/artifacts/arabic-export-dialog.png, arabic-export-os-language.png.
 */
const T = 20_000;
const FILTERS = { type: 'settleNegativeBalance' };

describe('an export in Arabic', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startE2eServer({ SIMULATOR: '0' }), launchChromium()]);
    page = await (
      await browser.newContext({
        viewport: { width: 1440, height: 900 },
        bypassCSP: true,
        acceptDownloads: true,
        locale: 'en-US',
      })
    ).newPage();
    await signIn(page, server.url, account('Finance'));
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('offers the fields in Arabic and writes the same Arabic headers and title', async () => {
    await page.goto(`${server.url}/app/bills?filters=${encodeURIComponent(JSON.stringify(FILTERS))}`);
    await chooseFromMenu(page.getByTestId('account-menu'), page.getByTestId('language-ar'));
    await expect.poll(() => page.locator('html').getAttribute('dir'), { timeout: T }).toBe('rtl');

    await page.locator('[data-testid^="bills-row-"]').first().waitFor({ timeout: T });
    await page.getByTestId('list-export').click();
    await page.getByTestId('bills-export-dialog').waitFor({ timeout: T });
    const fields = page.getByTestId('bills-export-fields');
    await untickAll(fields);
    const headers = ['الرقم التسلسلي', 'النوع', 'التاريخ', 'التكلفة الفعلية (ج.م)'];
    for (const label of headers) await fields.getByText(label, { exact: true }).click();
    await screenshot(page, 'arabic-export-dialog');

    const download = page.waitForEvent('download');
    await page.getByTestId('bills-export-confirm').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^Bills-\d{8}-\d{6}\.xlsx$/);
    const bytes = await readFile((await file.path())!);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('الفواتير');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(headers);
    expect(sheet.actualRowCount).toBeGreaterThan(1);
    // The app's own words in the cells are Arabic too (issue 28 item 4): every row is a Settle Negative Balance bill.
    for (let n = 2; n <= sheet.actualRowCount; n += 1)
      expect(sheet.getRow(n).getCell(2).value).toBe('تسوية رصيد سالب');
  }, 120_000);

  it("keeps the browser's language for one who never chose, so the export speaks it", async () => {
    const who: DemoAccount = account('Super Admin');
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      bypassCSP: true,
      acceptDownloads: true,
      locale: 'ar-EG',
    });
    const arabicPage = await context.newPage();
    await signIn(arabicPage, server.url, who);
    const token = await arabicPage.evaluate(() => window.localStorage.getItem('ops.token'));
    const stored = async () =>
      (
        await gql<{ getMyLocalePreferences: { language: string | null } }>(
          server.url,
          'query { getMyLocalePreferences { language } }',
          {},
          token ?? undefined,
        )
      ).getMyLocalePreferences.language;
    await expect.poll(stored, { timeout: T }).toBe('ar');
    expect(await arabicPage.locator('html').getAttribute('dir')).toBe('rtl');

    await arabicPage.goto(`${server.url}/app/bills?filters=${encodeURIComponent(JSON.stringify(FILTERS))}`);
    await arabicPage.locator('[data-testid^="bills-row-"]').first().waitFor({ timeout: T });
    await arabicPage.getByTestId('list-export').click();
    await arabicPage.getByTestId('bills-export-dialog').waitFor({ timeout: T });
    const fields = arabicPage.getByTestId('bills-export-fields');
    await untickAll(fields);
    await fields.getByText('الرقم التسلسلي', { exact: true }).click();
    await screenshot(arabicPage, 'arabic-export-os-language');
    const download = arabicPage.waitForEvent('download');
    await arabicPage.getByTestId('bills-export-confirm').click();
    const bytes = await readFile((await (await download).path())!);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    expect((workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1)).toEqual(['الرقم التسلسلي']);
    await context.close();
  }, 120_000);
});
