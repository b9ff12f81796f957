import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { gql, signInDemo, type RunningServer } from '../bench/support';
import { startE2eServer } from './support/server';
import { account, launchChromium, screenshot, signIn } from './support/browser';
import { axeFindings, blocking } from './support/axe';

// Issue 7 §3 in the browser: a finance user reads every wallet log on /app/wallet, filters
// by a type, and the filter survives a reload.
describe('the wallet logs list', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let fines: number;
  let adminToken: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startE2eServer(), launchChromium()]);
    // bypassCSP lets axe be injected, as in a11y.e2e.test.ts.
    page = await (await browser.newContext({ viewport: { width: 1440, height: 900 }, bypassCSP: true })).newPage();
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
    await signIn(page, server.url, account('Finance'));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const rows = () => page.locator('[data-testid^="wallet-logs-row-"]');
  const typeCells = () => page.locator('[data-testid^="wallet-logs-row-"] td:nth-child(5)').allInnerTexts();

  it('shows the table of 02 §2 under an h1 with no serious accessibility finding', async () => {
    await page.goto(`${server.url}/app/wallet`);
    await page.getByRole('heading', { level: 1, name: 'Wallet Logs' }).waitFor();
    await rows().first().waitFor();
    const headers = (await page.locator('.ant-table-thead th').allInnerTexts()).map((h) => h.trim());
    for (const title of ['User', 'Before (EGP)', 'After (EGP)', 'Difference (EGP)', 'Type', 'By (User)', 'Date/Time', 'Reason']) {
      expect(headers).toContain(title);
    }
    // 02 §9: wallet logs come 50 a page.
    expect(await rows().count()).toBeLessThanOrEqual(50);
    const user = page.locator('[data-testid^="wallet-logs-row-"] td:nth-child(1) a').first();
    expect(await user.getAttribute('href')).toMatch(/^\/app\/user\/[^/]+$/);
    await screenshot(page, 'wallet-logs-01-list');
    expect(blocking(await axeFindings(page, 'wallet-logs'))).toEqual([]);
  });

  it('filters by a type and keeps it over a reload', async () => {
    await page.getByTestId('list-filters-toggle').click();
    await page.getByTestId('wallet-logs-filters').waitFor();
    await page.getByTestId('wallet-logs-filter-date').getByPlaceholder('Start date').waitFor();
    await page.locator('#wallet-logs-filter-type').click({ force: true });
    await page.locator('.ant-select-item-option[title="FINE"]').click();
    await page.waitForURL(/filters=.*FINE/);
    await page.locator('.ant-select-dropdown').waitFor({ state: 'hidden' });
    await expect.poll(async () => (await typeCells()).every((cell) => cell.trim().startsWith('FINE')) && (await rows().count()) > 0).toBe(true);
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
    await start.fill('20/10/2026');
    await start.press('Enter');
    await range.getByRole('button', { name: 'Apply' }).click();
    await range.getByText('Please select end date!').waitFor();
    const end = range.getByPlaceholder('End date');
    await end.click();
    await end.fill('27/10/2026');
    await end.press('Enter');
    await range.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/filters=.*startDate/);
    const inRange = (text: string) => {
      const at = new Date(text.trim()).getTime();
      return at >= new Date(2026, 9, 20).getTime() && at < new Date(2026, 9, 28).getTime();
    };
    // The rows of the unfiltered page stay until the filtered page answers.
    await expect
      .poll(async () => {
        const dates = await page.locator('[data-testid^="wallet-logs-row-"] td:nth-child(7)').allInnerTexts();
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
    const around = { date: { startDate: new Date(at - 3_600_000).toISOString(), endDate: new Date(at + 3_600_000).toISOString() } };
    await page.goto(`${server.url}/app/wallet?filters=${encodeURIComponent(JSON.stringify(around))}`);
    await page.getByTestId(`wallet-logs-row-${first._id}`).waitFor();
    const before = await rows().count();
    await page.getByTestId(`wallet-logs-waive-${first._id}`).click();
    await page.getByTestId(`wallet-logs-row-${first._id}`).getByText('Waived').waitFor();
    expect(await page.getByTestId(`wallet-logs-waive-${first._id}`).count()).toBe(0);
    expect(await rows().count()).toBe(before + 1);
    expect((await typeCells())[0]?.trim()).toBe('FINE_WAIVE');
    expect((await page.locator('[data-testid^="wallet-logs-row-"] td:nth-child(4)').first().innerText()).trim()).toBe((-first.difference).toFixed(2));
    await screenshot(page, 'wallet-logs-05-waived-prepended');

    // The FINE filter: the fine reads Waived, nothing is prepended.
    await page.goto(`${server.url}/app/wallet?filters=${encodeURIComponent(JSON.stringify({ type: 'FINE' }))}`);
    await page.getByTestId(`wallet-logs-row-${second._id}`).waitFor();
    const fineRows = await rows().count();
    await page.getByTestId(`wallet-logs-waive-${second._id}`).click();
    await page.getByTestId(`wallet-logs-row-${second._id}`).getByText('Waived').waitFor();
    expect(await rows().count()).toBe(fineRows);
    for (const cell of await typeCells()) expect(cell.trim()).toMatch(/^FINE( Waived)?$/);
    await screenshot(page, 'wallet-logs-06-waived-under-fine-filter');
  });
});
