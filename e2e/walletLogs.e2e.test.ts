import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { EXPORT_MESSAGES } from '@ops/shared/rules/exportRules';
import { gql, signInDemo, type RunningServer } from '../bench/support';
import { startE2eServer } from './support/server';
import { account, launchChromium, screenshot } from './support/browser';
import { chooseById, signInPerson } from './support/people';
import { untickAll } from './support/exportDialog';
import { axeFindings, blocking } from './support/axe';
import { monthDays, seedDay, seedMonth } from './support/seedDate';

// Issue 7 §3 in the browser: a finance user reads every wallet log on /app/wallet, filters
// by a type, and the filter survives a reload; waives fines; exports the filtered logs and
// the test opens the file (issue 7 §1 export, 02 §4, §5).
describe('the wallet logs list', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let fines: number;
  let adminToken: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startE2eServer(), launchChromium()]);
    // The expected count comes through the API as the super admin: one account cannot ask for two codes at once.
    const admin = account('Super Admin');
    const token = await signInDemo(server.url, admin.phoneNumber, admin.password);
    const counted = await gql<{ getWalletLogging: { count: number } }>(
      server.url,
      `query { getWalletLogging(type: "FINE") { count } }`,
      {},
      token,
    );
    fines = counted.getWalletLogging.count;
    adminToken = token;
    expect(fines).toBeGreaterThan(0);
    // The helper's context bypasses CSP, so axe can be injected as in a11y.e2e.test.ts.
    ({ page } = await signInPerson(browser, server.url, 'Finance'));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const rows = () => page.locator('[data-testid^="wallet-logs-row-"]');
  /** The cells of a column found by its title: the selection column (Export selected) moves positions. */
  const column = async (title: string) => {
    const headers = (await page.locator('.ant-table-thead th').allInnerTexts()).map((h) => h.trim());
    const index = headers.indexOf(title);
    expect(index, `column ${title} in ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
    return `[data-testid^="wallet-logs-row-"] td:nth-child(${index + 1})`;
  };
  const typeCells = async () => page.locator(await column('Type')).allInnerTexts();

  it('shows the table of 02 §2 under an h1 with no serious accessibility finding', async () => {
    await page.goto(`${server.url}/app/wallet`);
    await page.getByRole('heading', { level: 1, name: 'Wallet Logs' }).waitFor();
    await rows().first().waitFor();
    const headers = (await page.locator('.ant-table-thead th').allInnerTexts()).map((h) => h.trim());
    for (const title of [
      'User',
      'Before (EGP)',
      'After (EGP)',
      'Difference (EGP)',
      'Type',
      'By (User)',
      'Date/Time',
      'Reason',
    ]) {
      expect(headers).toContain(title);
    }
    // 02 §9: wallet logs come 50 a page.
    expect(await rows().count()).toBeLessThanOrEqual(50);
    const user = page.locator(`${await column('User')} a`).first();
    expect(await user.getAttribute('href')).toMatch(/^\/app\/user\/[^/]+$/);
    await screenshot(page, 'wallet-logs-01-list');
    expect(blocking(await axeFindings(page, 'wallet-logs'))).toEqual([]);
  });

  it('filters by a type and keeps it over a reload', async () => {
    await page.getByTestId('list-filters-toggle').click();
    await page.getByTestId('wallet-logs-filters').waitFor();
    await page.getByTestId('wallet-logs-filter-date').getByPlaceholder('Start date').waitFor();
    await chooseById(page, 'wallet-logs-filter-type', 'FINE');
    await page.waitForURL(/filters=.*FINE/);
    await page.locator('.ant-select-dropdown').waitFor({ state: 'hidden' });
    await expect
      .poll(
        async () =>
          (await typeCells()).every((cell) => cell.trim().startsWith('FINE')) && (await rows().count()) > 0,
      )
      .toBe(true);
    expect(await rows().count()).toBe(Math.min(fines, 50));
    await screenshot(page, 'wallet-logs-02-fines');
    expect(blocking(await axeFindings(page, 'wallet-logs-filtered'))).toEqual([]);

    await page.reload();
    await rows().first().waitFor();
    expect(page.url()).toMatch(/filters=.*FINE/);
    expect(await rows().count()).toBe(Math.min(fines, 50));
    for (const cell of await typeCells()) expect(cell.trim()).toMatch(/^FINE( Waived)?$/);
    await screenshot(page, 'wallet-logs-03-filter-kept-after-reload');
  });

  it('filters by a dd/MM/yyyy date range, asking for the missing end first (02 §5)', async () => {
    await page.goto(`${server.url}/app/wallet`);
    await page.getByTestId('list-filters-toggle').click();
    const range = page.getByTestId('wallet-logs-filter-date');
    const start = range.getByPlaceholder('Start date');
    await start.click();
    // A week of the seeded history, twelve to five days before its end.
    const [first, last] = [seedDay(-12), seedDay(-5)];
    const ddmmyyyy = (day: string) => day.split('-').reverse().join('/');
    await start.fill(ddmmyyyy(first));
    await start.press('Enter');
    await range.getByRole('button', { name: 'Apply' }).click();
    await range.getByText('Please select end date!').waitFor();
    const end = range.getByPlaceholder('End date');
    await end.click();
    await end.fill(ddmmyyyy(last));
    await end.press('Enter');
    await range.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/filters=.*startDate/);
    const inRange = (text: string) => {
      const at = new Date(text.trim()).getTime();
      return (
        at >= new Date(`${first}T00:00:00`).getTime() && at < new Date(`${seedDay(-4)}T00:00:00`).getTime()
      );
    };
    // The rows of the unfiltered page stay until the filtered page answers.
    await expect
      .poll(async () => {
        const dates = await page.locator(await column('Date/Time')).allInnerTexts();
        return dates.length > 0 && dates.every(inRange);
      })
      .toBe(true);
    await screenshot(page, 'wallet-logs-04-date-range');
  });

  it('waives a fine: it reads Waived, and the FINE_WAIVE entry is prepended only without a type filter or with FINE_WAIVE (02 §4)', async () => {
    interface Fine {
      _id: string;
      isWaived: boolean;
      createdAt: string;
      difference: number;
      user: { _id: string } | null;
    }
    const found = await gql<{ getWalletLogging: { logs: Fine[] } }>(
      server.url,
      `query { getWalletLogging(type: "FINE", rowsPerPage: 50) { logs { _id isWaived createdAt difference user { _id } } } }`,
      {},
      adminToken,
    );
    const open = found.getWalletLogging.logs.filter((log) => !log.isWaived && log.user && log.difference < 0);
    expect(open.length).toBeGreaterThanOrEqual(2);
    const [first, second] = open as [Fine, Fine];

    // No type filter (a date range around the fine): the waive entry comes first.
    const at = new Date(first.createdAt).getTime();
    const around = {
      date: {
        startDate: new Date(at - 3_600_000).toISOString(),
        endDate: new Date(at + 3_600_000).toISOString(),
      },
    };
    await page.goto(`${server.url}/app/wallet?filters=${encodeURIComponent(JSON.stringify(around))}`);
    await page.getByTestId(`wallet-logs-row-${first._id}`).waitFor();
    const before = await rows().count();
    await page.getByTestId(`wallet-logs-waive-${first._id}`).click();
    await page.getByTestId(`wallet-logs-row-${first._id}`).getByText('Waived').waitFor();
    expect(await page.getByTestId(`wallet-logs-waive-${first._id}`).count()).toBe(0);
    expect(await rows().count()).toBe(before + 1);
    expect((await typeCells())[0]?.trim()).toBe('FINE_WAIVE');
    expect(
      (
        await page
          .locator(await column('Difference (EGP)'))
          .first()
          .innerText()
      ).trim(),
    ).toBe((-first.difference).toFixed(2));
    await screenshot(page, 'wallet-logs-05-waived-prepended');

    // The FINE filter: the fine reads Waived, nothing is prepended.
    await page.goto(
      `${server.url}/app/wallet?filters=${encodeURIComponent(JSON.stringify({ type: 'FINE' }))}`,
    );
    await page.getByTestId(`wallet-logs-row-${second._id}`).waitFor();
    const fineRows = await rows().count();
    await page.getByTestId(`wallet-logs-waive-${second._id}`).click();
    await page.getByTestId(`wallet-logs-row-${second._id}`).getByText('Waived').waitFor();
    expect(await rows().count()).toBe(fineRows);
    for (const cell of await typeCells()) expect(cell.trim()).toMatch(/^FINE( Waived)?$/);
    await screenshot(page, 'wallet-logs-06-waived-under-fine-filter');
  });
  it('exports the filtered logs: the dialog opens on the filters, the indicator reads Exported, the file holds the rows', async () => {
    // Last month and this one (the seed's).
    const from = monthDays(seedMonth(-1)).first;
    const startDate = new Date(`${from}T00:00:00`).toISOString();
    const endDate = new Date(`${monthDays(seedMonth(0)).last}T23:59:59.999`).toISOString();
    const counted = await gql<{ getWalletLogging: { count: number } }>(
      server.url,
      `query($s: String, $e: String) { getWalletLogging(type: "FINE", startDate: $s, endDate: $e) { count } }`,
      { s: startDate, e: endDate },
      adminToken,
    );
    const expected = counted.getWalletLogging.count;
    expect(expected).toBeGreaterThan(0);

    await page.goto(
      `${server.url}/app/wallet?filters=${encodeURIComponent(JSON.stringify({ type: 'FINE', date: { startDate, endDate } }))}`,
    );
    await rows().first().waitFor();
    await page.getByTestId('list-export').click();
    const dialog = page.getByTestId('walletLogs-export-dialog');
    await dialog.waitFor();
    // The range starts as the table's date filter, shown dd/MM/yyyy.
    expect(await page.getByTestId('walletLogs-export-range').locator('input').first().inputValue()).toBe(
      from.split('-').reverse().join('/'),
    );
    // No field: the spec's message, and Export is off.
    const fields = page.getByTestId('walletLogs-export-fields');
    await untickAll(fields);
    await page.getByTestId('walletLogs-export-error').getByText(EXPORT_MESSAGES.noFields).waitFor();
    expect(await page.getByTestId('walletLogs-export-confirm').isEnabled()).toBe(false);
    for (const label of ['User', 'Difference (EGP)', 'Type', 'Date/Time'])
      await fields.getByText(label, { exact: true }).click();
    expect(await page.getByTestId('walletLogs-export-confirm').isEnabled()).toBe(true);
    await screenshot(page, 'wallet-logs-07-export-dialog');

    const download = page.waitForEvent('download');
    await page.getByTestId('walletLogs-export-confirm').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^Wallet Logs-\d{8}-\d{6}\.xlsx$/);
    await page.getByTestId('export-indicator').getByText('Exported').waitFor();
    await screenshot(page, 'wallet-logs-08-exported-indicator');
    // 02 §4: the indicator hides after 2 s.
    await page.getByTestId('export-indicator').waitFor({ state: 'detached', timeout: 5000 });

    const workbook = new ExcelJS.Workbook();
    const bytes = await readFile((await file.path())!);
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    const sheet = workbook.worksheets[0]!;
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1).map(String);
    expect(values(1)).toEqual(['User', 'Difference (EGP)', 'Type', 'Date/Time']);
    expect(sheet.actualRowCount).toBe(expected + 1);
    for (let n = 2; n <= sheet.actualRowCount; n += 1) expect(values(n)[2]).toBe('FINE');

    // The chosen fields are remembered for the next export of this module.
    await page.getByTestId('list-export').click();
    await dialog.waitFor();
    expect(await fields.locator('input[type="checkbox"]:checked').count()).toBe(4);
    await page.keyboard.press('Escape');
  });
});
