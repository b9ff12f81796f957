import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from '../bench/support';
import { mondayOf, monthDays, seedMonth } from './support/seedDate';
import { startE2eServer } from './support/server';
import { account, launchChromium, signIn } from './support/browser';

// Issue 11 §1 in the browser: the analytics kit's pages with the seeded history (it ends at the
// seed's now, the start of today in Cairo), the resolution and area choices kept in the address and
// recomputed on the client, the export read back, and the empty state.

const SHOTS = process.env.E2E_SHOTS_DIR ?? '.tmp/shots-kit';
async function shot(page: Page, name: string): Promise<void> {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), animations: 'disabled' });
}

/** The seeded history's last two whole months (the hourly snapshots go back 90 days). */
const MONTHS = [seedMonth(-2), seedMonth(-1)] as const;
const FROM = monthDays(MONTHS[0]).first;
const TO = monthDays(MONTHS[1]).last;
const RANGE = `from=${FROM}&to=${TO}`;

async function sheetOf(page: Page, click: () => Promise<void>): Promise<{ name: string; rows: string[][] }> {
  const download = page.waitForEvent('download');
  await click();
  const file = await download;
  const workbook = new ExcelJS.Workbook();
  const bytes = await readFile((await file.path())!);
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) =>
    rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))),
  );
  return { name: file.suggestedFilename(), rows };
}

const headers = async (page: Page) =>
  (await page.getByTestId('analytics-table').locator('thead th').allInnerTexts())
    .map((text) => text.trim())
    .filter(Boolean);
/** The page has every answer it asked for (the kit marks it aria-busy until then). */
const settled = (page: Page) => page.locator('[data-testid="analytics-page"][aria-busy="false"]').waitFor();
/**
 * Picks an option of the area select until the address shows it took: antd animates its dropdown,
 * and on a busy machine a click can land before the option is ready (a person would click again).
 */
async function chooseArea(page: Page, name: string, took: (url: string) => boolean): Promise<void> {
  for (let attempt = 0; attempt < 5 && !took(page.url()); attempt += 1) {
    const dropdown = page.locator('.ant-select-dropdown:visible');
    if ((await dropdown.count()) === 0) await page.getByTestId('analytics-areas').click();
    await dropdown
      .locator(`.ant-select-item-option[title="${name}"]`)
      .click({ timeout: 5000 })
      .catch(() => undefined);
    await expect
      .poll(() => took(page.url()), { timeout: 2000 })
      .toBe(true)
      .catch(() => undefined);
  }
  expect(took(page.url())).toBe(true);
}

const kpi = async (page: Page, key: string) =>
  (await page.getByTestId(`kpi-${key}`).locator('.ant-statistic-content').innerText()).trim();

describe('analytics kit', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startE2eServer(), launchChromium()]);
    page = await (
      await browser.newContext({
        viewport: { width: 1440, height: 900 },
        bypassCSP: true,
        acceptDownloads: true,
      })
    ).newPage();
    await signIn(page, server.url, account('Super Admin'));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('vehicle counter analytics: chart and table, by week and for one area, exported as shown', async () => {
    await page.goto(`${server.url}/app/vehicles/counter/analytics?${RANGE}`);
    await page.getByTestId('chart-fleet').locator('canvas').first().waitFor();
    await settled(page);
    const fleetAll = await kpi(page, 'fleet');
    expect(Number(fleetAll.replace(/,/g, ''))).toBeGreaterThan(0);
    await shot(page, 'counter-01-days');

    await page.getByTestId('analytics-resolution').getByText('Week', { exact: true }).click();
    await page.waitForURL(/res=week/);
    // The weeks' answer is in when the average moves (a mean of weekly means differs from the days').
    await expect.poll(() => kpi(page, 'fleet')).not.toBe(fleetAll);
    await settled(page);
    const fleetWeeks = await kpi(page, 'fleet');

    // The first area the select offers after "All areas".
    await page.getByTestId('analytics-areas').click();
    const areaName =
      (await page
        .locator('.ant-select-dropdown:visible .ant-select-item-option')
        .nth(1)
        .getAttribute('title')) ?? '';
    expect(areaName).not.toBe('');
    await chooseArea(page, areaName, (url) => /areas=/.test(url));
    await page.keyboard.press('Escape');
    // The client recomputed: one area's fleet is a part of the whole.
    await expect.poll(() => kpi(page, 'fleet')).not.toBe(fleetWeeks);
    await expect.poll(() => headers(page)).toEqual(['Week', areaName, 'Total']);
    await page.getByTestId('counter-status').getByText('Off', { exact: true }).click();
    await page.waitForURL(/status=off/);
    await shot(page, 'counter-02-week-one-area');

    // The address holds the view: a reload shows the same.
    await page.reload();
    await page.getByTestId('chart-fleet').locator('canvas').first().waitFor();
    await expect.poll(() => headers(page)).toEqual(['Week', areaName, 'Total']);

    const { name, rows } = await sheetOf(page, () => page.getByTestId('analytics-export').click());
    expect(name).toMatch(/^Vehicles Counter Analytics-\d{8}-\d{6}\.xlsx$/);
    expect(rows[0]).toEqual(['Week of', areaName, 'Total']);
    // Weeks from the Monday on or before the first month's first day to the one holding the last day, oldest first.
    expect(rows[1]![0]).toBe(mondayOf(FROM));
    expect(rows.at(-1)![0]).toBe(mondayOf(TO));
    expect(rows.slice(1).every((row) => row[1] === row[2])).toBe(true);

    // "All areas", the select's first value (0), clears the choice (02 §4).
    await chooseArea(page, 'All areas', (url) => !/areas=/.test(url));
    await page.keyboard.press('Escape');
    await expect.poll(() => kpi(page, 'fleet')).toBe(fleetWeeks);
  });

  it('bill analytics: the four series, the breakdown and the wallets; a month view exported', async () => {
    await page.goto(`${server.url}/app/bill/analytics?${RANGE}&res=month`);
    await page.getByTestId('chart-sources').locator('canvas').first().waitFor();
    await page.getByTestId('billing-breakdown').waitFor();
    expect(await kpi(page, 'positive')).toMatch(/L\.E$/);
    expect(await page.getByTestId('analytics-table').locator('tbody tr.ant-table-row').count()).toBe(2);
    await shot(page, 'bills-01-month');
    await page.getByTestId('billing-breakdown').scrollIntoViewIfNeeded();
    await shot(page, 'bills-02-breakdown');
    const { rows } = await sheetOf(page, () => page.getByTestId('analytics-export').click());
    expect(rows.map((row) => row[0])).toEqual(['Month', ...MONTHS]);
    expect(rows[0]!.at(-1)).toBe('Total');
  });

  it('ride and rental analytics: by week, one figure per area, exported', async () => {
    await page.goto(`${server.url}/app/ride/analytics?${RANGE}&res=week`);
    await page.getByTestId('chart-areas').locator('canvas').first().waitFor();
    expect(Number((await kpi(page, 'rides')).replace(/,/g, ''))).toBeGreaterThan(0);
    await page.getByTestId('ride-figure').getByText('Revenue', { exact: true }).click();
    await page.waitForURL(/show=revenue/);
    await shot(page, 'rides-01-week-revenue');
    const { name, rows } = await sheetOf(page, () => page.getByTestId('analytics-export').click());
    expect(name).toMatch(/^Ride Analytics-/);
    expect(rows[0]![0]).toBe('Week of');

    await page.goto(`${server.url}/app/rental/analytics?${RANGE}`);
    await page.getByTestId('chart-areas').locator('canvas').first().waitFor();
    await shot(page, 'rentals-01-days');
  });

  it('analytics summary: revenue, rides, riders, sessions and fulfilment by month, the fulfilment table exported', async () => {
    await page.goto(`${server.url}/app/analytics-summary?${RANGE}&res=month&show=fulfilment`);
    await page.getByTestId('chart-demand').locator('canvas').first().waitFor();
    await settled(page);
    expect(Number(await kpi(page, 'fulfilment'))).toBeGreaterThan(0);
    await shot(page, 'summary-01-month');
    const { rows } = await sheetOf(page, () => page.getByTestId('analytics-export').click());
    expect(rows.map((row) => row[0])).toEqual(['Month', ...MONTHS]);
    // Fulfilment is a ratio (rides per session), 0 where an area had no sessions.
    expect(
      rows
        .slice(1)
        .flatMap((row) => row.slice(1))
        .every((cell) => cell !== '' && Number.isFinite(Number(cell)) && Number(cell) >= 0),
    ).toBe(true);
  });

  it('shows the empty state where nothing was recorded, with a way out', async () => {
    await page.goto(`${server.url}/app/vehicles/counter/analytics?from=2025-01-01&to=2025-01-31`);
    await page.getByTestId('analytics-page-empty').waitFor();
    await shot(page, 'counter-03-empty');
  });
});
