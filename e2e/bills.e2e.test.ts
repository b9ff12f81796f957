import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { BILL_MESSAGES } from '@ops/shared/rules/bills';
import { gql, signInDemo, type RunningServer } from '../bench/support';
import { startE2eServer } from './support/server';
import { account, launchChromium, signIn } from './support/browser';
import { axeFindings, blocking } from './support/axe';
import { chooseById } from './support/people';
import { untickAll } from './support/exportDialog';

// Issue 8 §1-2 in the browser: a finance user filters the bills, exports them (the file is
// read back), opens a bill with its payment transaction, refunds it (a bad amount first,
// then a good one), sees the refund's wallet log; and reads the auto-settlings with totals.

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/shots-b';
async function shot(page: Page, name: string): Promise<void> {
  await mkdir(SHOTS, { recursive: true });
  // Finished animations: an antd message still fading in would be missing from the picture.
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), animations: 'disabled' });
}

interface ApiBill {
  _id: string;
  serialNumber: number;
  actualCost: number;
  isRefunded: boolean;
}

// Card-paid rides the gateway took money for: refundable, with a payment transaction.
const PAID_CARD_RIDES = { type: 'ride', actualBilled: 'moreThanZero', gateway: 'Paymob', isRefunded: false };

describe('bills', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let adminToken: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startE2eServer(), launchChromium()]);
    page = await (
      await browser.newContext({
        viewport: { width: 1440, height: 900 },
        bypassCSP: true,
        acceptDownloads: true,
      })
    ).newPage();
    const admin = account('Super Admin');
    adminToken = await signInDemo(server.url, admin.phoneNumber, admin.password);
    await signIn(page, server.url, account('Finance'));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const rows = () => page.locator('[data-testid^="bills-row-"]');
  const billsOf = async (filters: Record<string, unknown>, rowsPerPage = 5) =>
    (
      await gql<{ bills: { totalBills: number; bills: ApiBill[] } }>(
        server.url,
        `query($f: String, $n: Int) { bills(filters: $f, rowsPerPage: $n) { totalBills bills { _id serialNumber actualCost isRefunded } } }`,
        { f: JSON.stringify(filters), n: rowsPerPage },
        adminToken,
      )
    ).bills;

  it('lists the bills with the Bill fields, users linked, under an h1 with no serious accessibility finding', async () => {
    await page.goto(`${server.url}/app/bills`);
    await page.getByRole('heading', { level: 1, name: 'Bills' }).waitFor();
    await rows().first().waitFor();
    const headers = (await page.locator('.ant-table-thead th').allInnerTexts()).map((h) => h.trim());
    for (const title of [
      'Serial',
      'User',
      'Type',
      'Total (EGP)',
      'Actual (EGP)',
      'Gateway',
      'Status',
      'Date',
    ])
      expect(headers).toContain(title);
    expect(await page.locator('[data-testid^="bills-row-"] a[href^="/app/user/"]').count()).toBeGreaterThan(
      0,
    );
    await shot(page, 'bills-01-list');
    expect(blocking(await axeFindings(page, 'bills'))).toEqual([]);
  });

  it('filters by type and actual billed in the panel, kept in the address', async () => {
    const expected = (await billsOf({ type: 'ride', actualBilled: 'moreThanZero' })).totalBills;
    await page.getByTestId('list-filters-toggle').click();
    await page.getByTestId('bills-filters').waitFor();
    await chooseById(page, 'bills-filters-type', 'Ride');
    await page.waitForURL(/filters=.*ride/);
    await chooseById(page, 'bills-filters-actual', 'More Than Zero');
    await page.waitForURL(/filters=.*moreThanZero/);
    await shot(page, 'bills-02-filtered');
    // The pager reads 'from–to of total'.
    await expect
      .poll(
        async () =>
          (
            await page
              .locator('.ant-pagination-total-text')
              .innerText()
              .catch(() => '')
          ).split(' of ')[1],
        { timeout: 15_000 },
      )
      .toBe(String(expected));
    await shot(page, 'bills-02-filtered');
  });

  it('exports the filtered bills and the file holds them', async () => {
    const filters = { type: 'settleNegativeBalance' };
    const expected = (await billsOf(filters)).totalBills;
    expect(expected).toBeGreaterThan(0);
    await page.goto(`${server.url}/app/bills?filters=${encodeURIComponent(JSON.stringify(filters))}`);
    await rows().first().waitFor();
    await page.getByTestId('list-export').click();
    await page.getByTestId('bills-export-dialog').waitFor();
    const fields = page.getByTestId('bills-export-fields');
    await untickAll(fields);
    for (const label of ['Serial Number', 'Type', 'Date', 'Actual Cost (EGP)'])
      await fields.getByText(label, { exact: true }).click();
    await shot(page, 'bills-03-export-dialog');
    const download = page.waitForEvent('download');
    await page.getByTestId('bills-export-confirm').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^Bills-\d{8}-\d{6}\.xlsx$/);
    await page.getByTestId('export-indicator').getByText('Exported').waitFor();
    const workbook = new ExcelJS.Workbook();
    const bytes = await readFile((await file.path())!);
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    const sheet = workbook.worksheets[0]!;
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1).map(String);
    // The columns come in the field list's order.
    expect(values(1)).toEqual(['Serial Number', 'Type', 'Date', 'Actual Cost (EGP)']);
    expect(sheet.actualRowCount).toBe(expected + 1);
    for (let n = 2; n <= sheet.actualRowCount; n += 1) expect(values(n)[1]).toBe('Settle Negative Balance');
  });

  it('opens a bill, refunds it (a bad amount is refused in words first) and sees the refund in its wallet logs', async () => {
    const [bill] = (await billsOf(PAID_CARD_RIDES, 1)).bills;
    expect(bill).toBeDefined();
    await page.goto(`${server.url}/app/bills?filters=${encodeURIComponent(JSON.stringify(PAID_CARD_RIDES))}`);
    await page.getByTestId(`bills-row-${bill!._id}`).click();
    const drawer = page.getByTestId('bill-drawer');
    await drawer.getByTestId('bill-title').getByText(`#${bill!.serialNumber}`).waitFor();
    // The payment transaction the card paid it with.
    await drawer.getByTestId('bill-payments').getByText('success').waitFor();
    await drawer.getByTestId('bill-payments').getByText('PAY_CARD').waitFor();
    await shot(page, 'bills-04-drawer');
    expect(blocking(await axeFindings(page, 'bill-drawer'))).toEqual([]);

    await drawer.getByTestId('bill-refund').click();
    const amount = page.getByTestId('refund-amount');
    await amount.fill((bill!.actualCost + 1).toFixed(2));
    await page.getByTestId('refund-reason').fill('Scooter stopped mid-ride');
    await page
      .getByTestId('refund-amount-error')
      .getByText(BILL_MESSAGES.refundTooLarge(bill!.actualCost.toFixed(2)))
      .waitFor();
    expect(await page.getByTestId('refund-save').isEnabled()).toBe(false);
    await shot(page, 'bills-05-refund-too-much');
    await amount.fill('1.50');
    await page.getByTestId('refund-save').click();
    await drawer.getByText('Refunded').first().waitFor();
    const logs = drawer.getByTestId('bill-wallet-logs');
    await logs.getByText('System Refund').waitFor();
    await logs.getByText('1.50').first().waitFor();
    await drawer.getByTestId('bill-refund-line').waitFor();
    expect(await drawer.getByTestId('bill-refund').count()).toBe(0);
    await shot(page, 'bills-06-refunded');
    await logs.scrollIntoViewIfNeeded();
    await shot(page, 'bills-07-refund-wallet-log');
    // The server agrees: refunded once.
    expect((await billsOf({ ...PAID_CARD_RIDES, isRefunded: true }, 200)).bills.map((b) => b._id)).toContain(
      bill!._id,
    );
  });

  it('auto-settlings: only auto-settled bills, with their totals', async () => {
    await page.goto(`${server.url}/app/auto-settlings`);
    await page.getByRole('heading', { level: 1, name: 'Auto Settlings' }).waitFor();
    await page.locator('[data-testid^="auto-settlings-row-"]').first().waitFor();
    const totals = page.getByTestId('auto-settlings-totals');
    await totals.getByText('Auto-settlings').waitFor();
    for (const type of await page.locator('[data-testid^="auto-settlings-row-"] td').allInnerTexts())
      expect(type).not.toBe('Ride');
    await page.locator('[data-testid^="auto-settlings-row-"]').getByText('Auto').first().waitFor();
    await shot(page, 'bills-08-auto-settlings');
    expect(blocking(await axeFindings(page, 'auto-settlings'))).toEqual([]);
  });

  it('a bill row is a link: the open drawer is in the address, Back closes it, the link opens it in a new tab (issue 28 item 3)', async () => {
    const [bill] = (await billsOf(PAID_CARD_RIDES, 1)).bills;
    const listUrl = `${server.url}/app/bills?filters=${encodeURIComponent(JSON.stringify(PAID_CARD_RIDES))}`;
    await page.goto(listUrl);
    const row = page.getByTestId(`bills-row-${bill!._id}`);
    const link = row.locator('a.ops-row-link');
    // The serial cell links to this list (its filters kept) with the bill's drawer open.
    const href = await link.getAttribute('href');
    expect(href).toContain(`bill=${bill!._id}`);
    expect(href).toContain('filters=');
    await row.click();
    const drawer = page.getByTestId('bill-drawer');
    await drawer.getByTestId('bill-title').getByText(`#${bill!.serialNumber}`).waitFor();
    expect(new URL(page.url()).searchParams.get('bill')).toBe(bill!._id);

    await page.goBack();
    await drawer.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).searchParams.get('bill')).toBeNull();
    expect(new URL(page.url()).searchParams.get('filters')).toBe(JSON.stringify(PAID_CARD_RIDES));

    // Ctrl+click: the browser opens the link in a new tab, with the same bill open there; this tab stays on the list.
    const opened = page.context().waitForEvent('page');
    await link.click({ modifiers: ['Control'] });
    const tab = await opened;
    await tab
      .getByTestId('bill-drawer')
      .getByTestId('bill-title')
      .getByText(`#${bill!.serialNumber}`)
      .waitFor({ timeout: 20_000 });
    expect(await drawer.isVisible()).toBe(false);
    await shot(tab, 'bills-09-new-tab-drawer');
    // Closed there, the address loses the bill (it came with the link: nothing to go back to).
    await tab.getByTestId('bill-drawer').getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => new URL(tab.url()).searchParams.get('bill')).toBeNull();
    await tab.close();
  });

  it('an auto-settling row is a link to its drawer too', async () => {
    await page.goto(`${server.url}/app/auto-settlings`);
    const row = page.locator('[data-testid^="auto-settlings-row-"]').first();
    await row.waitFor();
    const id = (await row.getAttribute('data-testid'))!.replace('auto-settlings-row-', '');
    const href = (await row.locator('a.ops-row-link').getAttribute('href'))!;
    expect(new URL(href, server.url).pathname).toBe('/app/auto-settlings');
    expect(new URL(href, server.url).searchParams.get('bill')).toBe(id);
    await row.click();
    await page.getByTestId('bill-drawer').waitFor();
    expect(new URL(page.url()).searchParams.get('bill')).toBe(id);
    await page.goBack();
    await page.getByTestId('bill-drawer').waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/app/auto-settlings');
    expect(new URL(page.url()).searchParams.get('bill')).toBeNull();
  });
});
