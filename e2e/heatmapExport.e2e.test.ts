import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { PAYMENT_TRANSACTIONS_EXPORT } from '@ops/shared/exports/paymentTransactionsExportFields';
import { signInDemo, type RunningServer } from '../bench/support';
import { startE2eServer } from './support/server';
import { account, launchChromium } from './support/browser';
import { axeFindings, blocking } from './support/axe';

/**
 * Issue 11 items 3 and 7 in the browser: the Rides heatmap with the demo rides (painted, with
 * its legend), a change of hour, the designed empty state, the Heat Data table beside its map,
 * and a list that had no export (PaymentTransactions) exported and read back.
 * Pictures in .tmp/shots-heat/ (E2E_SHOTS_DIR).
 */
const SHOTS = process.env.E2E_SHOTS_DIR ?? '.tmp/shots-heat';
const T = 20_000;

async function shot(page: Page, name: string): Promise<void> {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), animations: 'disabled' });
}

/** Painted pixels of the heat canvas: the layer drew something where the rides are. */
const paintedPixels = (page: Page) =>
  page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('canvas.ops-heat-canvas');
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx || canvas.width === 0) return 0;
    const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
    let n = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) n += 1;
    return n;
  });

const ridesIn = async (page: Page) =>
  Number(
    ((await page.getByTestId('heat-totals').textContent()) ?? '')
      .replace(/,/g, '')
      .match(/^(\d+) rides/)?.[1] ?? NaN,
  );

describe('ride heatmaps and the new exports', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startE2eServer({ SIMULATOR: '0' }), launchChromium()]);
    const admin = account('Super Admin');
    const token = await signInDemo(server.url, admin.phoneNumber, admin.password);
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      bypassCSP: true,
      acceptDownloads: true,
    });
    await context.addInitScript((value) => localStorage.setItem('ops.token', value), token);
    page = await context.newPage();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('paints the heatmap of the last 30 days, changes hour, and shows the empty state for a range without rides', async () => {
    await page.goto(`${server.url}/app/ride/heatmap`);
    const panel = page.getByTestId('ride-heatmap');
    await panel.and(page.locator('[data-state="ready"]')).waitFor({ timeout: T });
    await page.getByTestId('heat-legend').waitFor();
    const all = await ridesIn(page);
    expect(all).toBeGreaterThan(0);
    await expect.poll(() => paintedPixels(page), { timeout: 5_000 }).toBeGreaterThan(500);
    const paintMs = Number(await panel.getAttribute('data-paint-ms'));
    expect(Number.isFinite(paintMs)).toBe(true); // the layer reports its paint; its time is printed below
    console.log(`heat layer paint: ${paintMs} ms for the answer's cells`);
    await shot(page, 'heat-01-all-hours');

    // The evening hour from its bar: the label, the address and the totals follow.
    await page.getByTestId('heat-bar-18').click();
    await expect.poll(() => page.getByTestId('heat-hour-label').textContent()).toBe('18:00–18:59');
    expect(page.url()).toContain('hour=18');
    await panel.and(page.locator('[data-state="ready"]')).waitFor();
    await expect.poll(() => ridesIn(page), { timeout: T }).toBeLessThan(all);
    await shot(page, 'heat-02-hour-18');
    expect(blocking(await axeFindings(page, 'ride-heatmap'))).toEqual([]);

    await page.goto(`${server.url}/app/ride/heatmap?from=2020-01-01&to=2020-01-31&point=end`);
    await page.getByTestId('heat-empty').getByText('No rides in this range').waitFor({ timeout: T });
    await shot(page, 'heat-03-empty');
  }, 40_000);

  it('lists the busiest cells in the Heat Data table, busiest first', async () => {
    await page.goto(`${server.url}/app/heat/data?point=start`);
    await page.getByTestId('heat-data-map').and(page.locator('[data-state="ready"]')).waitFor({ timeout: T });
    const rows = page.getByTestId('heat-table').locator('tbody tr.ant-table-row');
    await rows.first().waitFor();
    const counts = (await rows.locator('td:nth-child(3)').allTextContents()).map((text) =>
      Number(text.replace(/,/g, '')),
    );
    expect(counts.length).toBeGreaterThan(3);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    await page.getByTestId('heat-export').waitFor();
    await shot(page, 'heat-04-data-table');
  }, 30_000);

  it('exports PaymentTransactions (no export before issue 11) and the file reads back with its header row', async () => {
    await page.goto(`${server.url}/app/payment-transactions`);
    await page.getByTestId('list-export').click();
    await page.getByTestId('paymentTransactions-export-dialog').waitFor();
    await shot(page, 'heat-05-export-dialog');
    const download = page.waitForEvent('download');
    await page.getByTestId('paymentTransactions-export-confirm').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^PaymentTransactions-\d{8}-\d{6}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await file.path());
    const header = (workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1);
    const labels = PAYMENT_TRANSACTIONS_EXPORT.fields.map((f) => f.label);
    expect(header.length).toBeGreaterThan(0);
    expect(header.every((h) => labels.includes(String(h)))).toBe(true);
    expect(workbook.worksheets[0]!.rowCount).toBeGreaterThan(1);
  }, 30_000);
});
