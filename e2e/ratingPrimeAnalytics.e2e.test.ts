import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { gql, signInDemo, type RunningServer } from '../bench/support';
import { account, launchChromium } from './support/browser';
import { seedDay } from './support/seedDate';
import { startE2eServer } from './support/server';

// Issue 11: the rating, reservations and prime analytics pages on the seeded demo data (the
// seed's history ends at the start of today in Cairo): each page's cards say what its query says, an area choice
// recomputes them on the client, and a role without the page's flag is not offered it.

const SHOTS = path.resolve('.tmp/shots-ratings');
// The month of history before the seed's day.
const FROM = seedDay(-31);
const TO = seedDay(0);
const RANGE = `from=${FROM}&to=${TO}`;
const VARS = { startDate: FROM, endDate: TO, type: 'DAYS' };
const SERIES = '{ xAxisLabels areasData { id name labels } totalData }';

interface Series {
  xAxisLabels: string[];
  areasData: { id: string; name: string; labels: number[] }[];
  totalData: number[];
}
const sum = (values: readonly number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;

async function shot(page: Page, name: string) {
  await fs.mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** A KPI card's figure as a number ('1,234' → 1234, '12.50 L.E' → 12.5). */
async function kpi(page: Page, key: string): Promise<number> {
  const text = await page.getByTestId(`kpi-${key}`).locator('.ant-statistic-content').innerText();
  return Number(text.replace('L.E', '').replace(/[^0-9.-]/g, ''));
}

describe('rating, reservations and prime analytics', () => {
  let server: RunningServer;
  let browser: Browser;
  let admin: Page;
  let finance: Page;
  let token: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startE2eServer(), launchChromium()]);
    const superAdmin = account('Super Admin');
    const financeAccount = account('Finance');
    let financeToken: string;
    [token, financeToken] = await Promise.all([
      signInDemo(server.url, superAdmin.phoneNumber, superAdmin.password),
      signInDemo(server.url, financeAccount.phoneNumber, financeAccount.password),
    ]);
    const page = async (value: string) => {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      await context.addInitScript((t) => localStorage.setItem('ops.token', t), value);
      return context.newPage();
    };
    [admin, finance] = await Promise.all([page(token), page(financeToken)]);
    // The aggregate job builds its tables on its first tick, at start: wait until it has.
    const deadline = Date.now() + 15_000;
    for (;;) {
      const answer = await gql<{ getRatingAnalytics: { total: number } }>(
        server.url,
        `query($startDate: String!, $endDate: String!) { getRatingAnalytics(startDate: $startDate, endDate: $endDate) { total } }`,
        VARS,
        token,
      );
      if (answer.getRatingAnalytics.total > 0) break;
      if (Date.now() > deadline) throw new Error('the rating aggregate stayed empty');
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('rating analytics: the distribution, the cards and an area choice agree with the query', async () => {
    const { getRatingAnalytics: data } = await gql<{
      getRatingAnalytics: { total: number; average: number; fiveStars: number; series: { total: Series } };
    }>(
      server.url,
      `query($startDate: String!, $endDate: String!, $type: TimeUnit) { getRatingAnalytics(startDate: $startDate, endDate: $endDate, type: $type) { total average fiveStars series { total ${SERIES} } } }`,
      VARS,
      token,
    );
    await admin.goto(`${server.url}/app/rating-analytics?${RANGE}`);
    await admin.getByRole('heading', { level: 1, name: 'Rating Analytics' }).waitFor();
    await admin.getByTestId('star-distribution').waitFor();
    await admin.getByTestId('chart-stars').locator('canvas').waitFor();
    await admin.getByTestId('chart-average').locator('canvas').waitFor();
    expect(await kpi(admin, 'rated')).toBe(data.total);
    expect(await kpi(admin, 'average')).toBe(data.average);
    expect(await kpi(admin, 'five')).toBe(data.fiveStars);
    await admin.getByTestId('analytics-table').waitFor();
    await shot(admin, 'rating-analytics');

    // One area (the address the area select writes): the cards are that area's, recomputed on
    // the page from the same answer (02 §4).
    const area = data.series.total.areasData.find((a) => sum(a.labels) > 0)!;
    await admin.goto(`${server.url}/app/rating-analytics?${RANGE}&areas=${area.id}`);
    await admin.getByTestId('star-distribution').waitFor();
    await expect.poll(() => kpi(admin, 'rated')).toBe(sum(area.labels));
    expect(await admin.getByTestId('analytics-areas').innerText()).toContain(area.name);
    await shot(admin, 'rating-analytics-one-area');
  });

  it('reservations analytics: used, unused and revenues as the query says', async () => {
    const { getReservationsAnalytics: data } = await gql<{
      getReservationsAnalytics: { used: number; unused: number; total: number; revenues: number };
    }>(
      server.url,
      `query($startDate: String!, $endDate: String!) { getReservationsAnalytics(startDate: $startDate, endDate: $endDate) { used unused total revenues } }`,
      VARS,
      token,
    );
    expect(data.total).toBeGreaterThan(0);
    await admin.goto(`${server.url}/app/reservations-analytics?${RANGE}`);
    await admin.getByRole('heading', { level: 1, name: 'Reservations Analytics' }).waitFor();
    await admin.getByTestId('chart-counts').locator('canvas').waitFor();
    expect(await kpi(admin, 'total')).toBe(data.total);
    expect(await kpi(admin, 'used')).toBe(data.used);
    expect(await kpi(admin, 'unused')).toBe(data.unused);
    expect(await kpi(admin, 'revenues')).toBe(data.revenues);
    await shot(admin, 'reservations-analytics');
  });

  it('prime analytics: Finance sees the figures, and no reservations analytics in its menu', async () => {
    const { getPrimeAnalytics: data } = await gql<{ getPrimeAnalytics: Record<string, number> }>(
      server.url,
      `query($startDate: String!, $endDate: String!) { getPrimeAnalytics(startDate: $startDate, endDate: $endDate) { totalCount newSubscriptions stoppedAtCount revenues savedSubs savedRides savedFreemiumSubs savedFreemiumRides } }`,
      VARS,
      token,
    );
    expect(data.totalCount).toBeGreaterThan(0);
    await finance.goto(`${server.url}/app/prime-analytics?${RANGE}&res=week`);
    await finance.getByRole('heading', { level: 1, name: 'Prime Analytics' }).waitFor();
    await finance.getByTestId('chart-subscriptions').locator('canvas').waitFor();
    for (const key of [
      'totalCount',
      'newSubscriptions',
      'stoppedAtCount',
      'revenues',
      'savedSubs',
      'savedRides',
      'savedFreemiumSubs',
      'savedFreemiumRides',
    ]) {
      expect(await kpi(finance, key), key).toBe(data[key]);
    }
    await shot(finance, 'prime-analytics');

    // Finance holds prime.VIEW_ANALYTICS and analytics.VIEW_RATINGS_ANALYTICS, not reservations.VIEW_ANALYTICS.
    // The page's own group is open, so every item of it the role may see is in the drawer.
    const drawer = finance.getByTestId('drawer');
    await drawer.getByTestId('menu-prime-analytics').waitFor();
    await drawer.getByTestId('menu-rating-analytics').waitFor();
    expect(await drawer.getByTestId('menu-reservations-analytics').count()).toBe(0);
  });
});
