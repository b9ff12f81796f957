import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs/promises';
import { mkdir, readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Browser, Page } from 'playwright-core';
import { startApiProcess, type RunningServer } from '../bench/support';
import { userRegistrationsDaily } from '../server/src/domains/riderAnalytics/aggregates/userRegistrations';
import { walletDaily } from '../server/src/domains/riderAnalytics/aggregates/walletDaily';
import {
  ACTIVE_RIDERS,
  activeRiderBuckets,
} from '../server/src/domains/riderAnalytics/aggregates/activeRiders';
import { writeWatermark } from '../server/src/platform/aggregates/watermarks';
import { pgliteHandle } from '../server/src/platform/db/client';
import { E2E_SEED_SCALE, freshDataDir } from './support/dataTemplate';
import { account, launchChromium, signIn } from './support/browser';
import { monthDays, seedMonth } from './support/seedDate';

// Issue 11 in the browser: the rider analytics pages (user analytics, cohorts, staff behaviour
// logs, wallet analytics) on the demo seed, whose history ends at its now (the start of today in Cairo).

const SHOTS = process.env.E2E_SHOTS_DIR ?? '.tmp/shots-riders';
async function shot(page: Page, name: string): Promise<void> {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), animations: 'disabled' });
}

// The three whole months before the seed's month.
const RANGE = `from=${monthDays(seedMonth(-3)).first}&to=${monthDays(seedMonth(-1)).last}`;
// '1,234.50 L.E' → 1234.5
const number = (text: string) => Number(/-?[\d,]+(\.\d+)?/.exec(text)?.[0]?.replace(/,/g, '') ?? NaN);
const kpi = async (page: Page, key: string) =>
  number(await page.getByTestId(`kpi-${key}`).locator('.ant-statistic-content').innerText());

/**
 * The seeded data folder with this domain's daily aggregates filled, as the refresh job would have
 * them: the shared template is seeded without running the aggregates.
 */
async function startWithAggregates(): Promise<RunningServer> {
  const env = {
    DEMO_SEED: '1',
    SEED_SCALE: E2E_SEED_SCALE,
    NODE_ENV: 'test',
    RENDERER_DIR: process.env.E2E_RENDERER_DIR ?? 'dist/renderer',
  };
  const dataDir = await freshDataDir(env);
  if (dataDir) {
    const client = await PGlite.create(path.join(dataDir, 'pglite'));
    const db = pgliteHandle(client).db;
    for (const definition of [userRegistrationsDaily, walletDaily, activeRiderBuckets]) {
      const first = await definition.firstDay(db);
      if (first) await definition.refreshDays(db, first, monthDays(seedMonth(0)).last);
    }
    // Active riders are read from their table once it has a watermark (issue 24).
    await writeWatermark(db, ACTIVE_RIDERS, new Date());
    await client.close();
  }
  const server = await startApiProcess(env, dataDir);
  return {
    ...server,
    stop: async () => {
      await server.stop();
      if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

describe('rider analytics pages', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startWithAggregates(), launchChromium()]);
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

  it('user analytics: new and active riders with the table switched to active riders', async () => {
    await page.goto(`${server.url}/app/user/analytics?${RANGE}&res=week`);
    await page.getByTestId('chart-new').locator('canvas').first().waitFor();
    expect(await kpi(page, 'new')).toBeGreaterThan(0);
    expect(await kpi(page, 'active')).toBeGreaterThan(0);
    // Issue 24: active riders come from the maintained aggregate, and the page says how fresh they are.
    expect(await page.getByTestId('active-riders-freshness').textContent()).toMatch(
      /^ Active riders as of \d\d\/\d\d\/\d{4} \d\d:\d\d; brought up to date every 30 seconds\.$/,
    );
    await page.getByTestId('user-analytics-view').getByText('Active riders', { exact: true }).click();
    await page.waitForURL(/table=activeUsers/);
    await page
      .getByTestId('analytics-table')
      .getByText(/^Week of /)
      .first()
      .waitFor();
    await shot(page, 'user-analytics');
  });

  it('cohorts: a heat table of sign-up months × months since', async () => {
    await page.goto(
      `${server.url}/app/cohorts?from=${monthDays(seedMonth(-12)).first}&to=${monthDays(seedMonth(-1)).last}`,
    );
    await page.getByTestId('cohort-table').waitFor();
    const rows = page.getByTestId('cohort-table').locator('tbody tr');
    expect(await rows.count()).toBe(12);
    // The oldest cohort has the most months to show; the newest only its first.
    expect(await rows.first().locator('td').count()).toBeGreaterThan(
      (await rows.last().locator('td').count()) - 1,
    );
    expect(await kpi(page, 'signedUp')).toBeGreaterThan(0);
    // Issue 24: the figures come from the maintained aggregate, and the page says how fresh they are.
    expect(await page.getByTestId('cohorts-freshness').textContent()).toMatch(
      /^ Figures as of \d\d\/\d\d\/\d{4} \d\d:\d\d; they are brought up to date every 30 seconds\.$/,
    );
    await shot(page, 'cohorts');
    // The export is the table: a row per cohort, its size, the shares in percent, Total = rode at all.
    const download = page.waitForEvent('download');
    await page.getByTestId('analytics-export').click();
    const workbook = new ExcelJS.Workbook();
    const bytes = await readFile((await (await download).path())!);
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    expect(header.slice(0, 3)).toEqual(['Month', 'Signed up', 'Month 0 %']);
    expect(header.at(-1)).toBe('Total');
    expect(sheet.rowCount).toBe(13);
  });

  it('behaviour logs: staff events by area, narrowed to one case from the case table', async () => {
    await page.goto(`${server.url}/app/userLog/analytics?${RANGE}`);
    await page.getByTestId('life-cycle-cases').locator('tbody tr').first().waitFor();
    const all = await kpi(page, 'events');
    expect(all).toBeGreaterThan(0);
    await page.getByTestId('life-cycle-cases').locator('tbody tr').nth(1).click();
    await page.waitForURL(/case=/);
    await expect.poll(() => kpi(page, 'events')).toBeLessThan(all);
    await page.getByTestId('analytics-filters').scrollIntoViewIfNeeded();
    await shot(page, 'behaviour-logs');
    await page.getByTestId('life-cycle-cases').scrollIntoViewIfNeeded();
    await shot(page, 'behaviour-logs-cases');
  });

  it('wallet analytics: money in and out, by type', async () => {
    await page.goto(`${server.url}/app/wallet-analytics?${RANGE}&res=month`);
    await page.getByTestId('chart-flow').locator('canvas').first().waitFor();
    expect(await kpi(page, 'in')).toBeGreaterThan(0);
    expect(await kpi(page, 'out')).toBeGreaterThan(0);
    expect(await page.getByTestId('wallet-by-type').locator('tbody tr').count()).toBeGreaterThan(2);
    await shot(page, 'wallet-analytics');
    await page.getByTestId('wallet-by-type').scrollIntoViewIfNeeded();
    await shot(page, 'wallet-analytics-types');
  });
});
