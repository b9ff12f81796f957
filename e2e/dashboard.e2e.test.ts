import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { gql, signInDemo, type RunningServer } from '../bench/support';
import { startE2eServer } from './support/server';
import { account, launchChromium, signIn } from './support/browser';
import { devPost } from './support/workspace';

/**
 * The home dashboard (issue 11 §5) in Chromium: management's morning view with the demo
 * data, moving live when a ride starts and ends through the real services (nothing on the
 * page polls: only the HOME_DASHBOARD pulse can bring the new figures), a role with few
 * permissions seeing only its tiles, and the narrow, empty and error states looked at.
 */
const admin = account('Super Admin', 0);
const manager = account('Operations Manager', 0);
const finance = account('Finance', 0);
const SHOTS = path.resolve('.tmp/shots-dashboard');
const T = 15_000;

const shot = async (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage });

/** The figure under a statistic's title inside one tile. */
const statistic = (page: Page, tile: string, title: string) =>
  page
    .getByTestId(tile)
    .locator('.ant-statistic', { hasText: title })
    .locator('.ant-statistic-content-value');
const count = async (page: Page, tile: string, title: string) =>
  Number((await statistic(page, tile, title).innerText()).replace(/,/g, ''));

describe('home dashboard', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let token: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startE2eServer({ SIMULATOR: '0' }),
      launchChromium(),
      fs.mkdir(SHOTS, { recursive: true }),
    ]);
    page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    [token] = await Promise.all([
      signInDemo(server.url, manager.phoneNumber, manager.password),
      signIn(page, server.url, admin),
    ]);
  }, 120_000);

  /** A rider's ride through the real services: started (dev hook, as the app would), ended and paid by staff. */
  const startRide = (minutesAgo: number) =>
    devPost<{ rideId: string }>(server.url, '/dev/start-ride', { minutesAgo });
  const endRide = (rideId: string) =>
    gql(server.url, 'mutation($id: ID!) { endRidePay(id: $id) { ride { _id } } }', { id: rideId }, token);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the morning view and moves when a ride starts and ends, without a reload', async () => {
    // The demo history ends before today: the morning's first rides, some ended and paid.
    const morning = [];
    for (const minutesAgo of [95, 70, 52, 40, 18]) morning.push(await startRide(minutesAgo));
    for (const ride of morning.slice(0, 4)) await endRide(ride.rideId);
    await page.goto(`${server.url}/app/dashboard`);
    for (const tile of ['rides', 'revenue', 'verifications', 'agents', 'fleet', 'urgent', 'targets']) {
      await page.getByTestId(`tile-${tile}`).waitFor({ timeout: T });
    }
    await page.getByTestId('dashboard-live').getByText('Live updates connected').waitFor({ timeout: T });
    await statistic(page, 'tile-rides', 'In ride now').waitFor({ timeout: T });
    await shot(page, '01-morning-view');

    const before = {
      now: await count(page, 'tile-rides', 'In ride now'),
      today: await count(page, 'tile-rides', 'Started today'),
    };
    const inRide = async () => Number(await page.getByTestId('fleet-inRide').locator('strong').innerText());
    const fleetInRide = await inRide();

    const ride = await startRide(12);
    const started = Date.now();
    await expect
      .poll(() => count(page, 'tile-rides', 'In ride now'), { timeout: 5000, interval: 100 })
      .toBe(before.now + 1);
    expect(await count(page, 'tile-rides', 'Started today')).toBe(before.today + 1);
    await expect.poll(inRide, { timeout: 3000, interval: 100 }).toBe(fleetInRide + 1);
    const startDelay = Date.now() - started;

    await endRide(ride.rideId);
    const ended = Date.now();
    await expect
      .poll(() => count(page, 'tile-rides', 'In ride now'), { timeout: 5000, interval: 100 })
      .toBe(before.now);
    await expect.poll(inRide, { timeout: 3000, interval: 100 }).toBe(fleetInRide);
    console.info(
      `dashboard moved ${startDelay} ms after the ride started and ${Date.now() - ended} ms after it ended`,
    );
    await shot(page, '02-after-ride-ended', false);
  }, 40_000);

  it('fits a narrow window', async () => {
    await page.setViewportSize({ width: 420, height: 900 });
    await statistic(page, 'tile-rides', 'In ride now').waitFor({ timeout: T });
    await shot(page, '03-narrow');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('shows each tile failing on its own terms, with a way to try again', async () => {
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('homeDashboard'))
        await route.fulfill({ status: 503, body: 'unavailable' });
      else await route.continue();
    });
    await page.reload();
    await page.getByTestId('tile-rides').getByRole('alert').waitFor({ timeout: T });
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(7);
    await shot(page, '04-error-tiles', false);
    await page.unroute('**/graphql');
    await page.getByTestId('tile-rides').getByRole('button', { name: 'Try again' }).click();
    await statistic(page, 'tile-rides', 'In ride now').waitFor({ timeout: T });
  });

  it('shows designed empty tiles on a fleet with nothing to report', async () => {
    const empty = {
      asOf: new Date().toISOString(),
      day: new Date().toISOString().slice(0, 10),
      rides: { now: 0, today: 0, yesterday: 0, sameTimeLastWeek: 0, changePercent: null },
      revenue: {
        today: 0,
        yesterday: 0,
        sameTimeLastWeek: 0,
        lastWeekFullDay: 0,
        lastWeekDay: '2026-11-16',
        changePercent: null,
      },
      fleet: { total: 0, statuses: [] },
      urgent: { total: 0, types: [] },
      verifications: { pending: 0, oldestPendingSince: null },
      agents: { working: 0, onBreak: 0, tasksWaiting: 0, tasksPending: 0, oldestWaitingSince: null },
      targets: {
        year: 2026,
        month: 11,
        ridesToday: 0,
        dailyTarget: 0,
        progress: 0,
        ridesYesterday: 0,
        yesterdayTarget: 0,
        yesterdayProgress: 0,
        areas: [],
      },
    };
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('homeDashboard'))
        await route.fulfill({ json: { data: { homeDashboard: empty } } });
      else await route.continue();
    });
    await page.reload();
    await page.getByText('No urgent vehicles').waitFor({ timeout: T });
    await page.getByText('No vehicles yet').waitFor({ timeout: T });
    await page.getByText('No targets set for November').waitFor({ timeout: T });
    await shot(page, '05-empty-tiles', false);
    await page.unroute('**/graphql');
  });

  it('a role with few permissions sees only its tiles', async () => {
    const other = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await signIn(other, server.url, finance);
    await other.goto(`${server.url}/app/dashboard`);
    await other.getByTestId('tile-revenue').waitFor({ timeout: T });
    await other.getByTestId('tile-targets').waitFor({ timeout: T });
    const tiles = await other
      .locator('[data-testid^="tile-"]')
      .evaluateAll((found) => found.map((t) => t.getAttribute('data-testid')));
    expect(tiles.filter((id) => !id?.endsWith('-stale'))).toEqual(['tile-revenue', 'tile-targets']);
    expect(await statistic(other, 'tile-revenue', 'Collected so far').innerText()).not.toBe('0.00 L.E');
    await shot(other, '06-finance');
  }, 30_000);
});
