import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from '../bench/support';
import { startE2eServer } from './support/server';
import { launchChromium, screenshot } from './support/browser';
import { chooseById, signInPerson } from './support/people';
import { axeFindings, blocking } from './support/axe';
import { cairoWallTime, seedDay } from './support/seedDate';

const SHOTS = '/tmp/shots-g1';

// Issue 9 §1 in the browser: the Rides list of the seed with its header buttons, a filter kept
// in the address and applied by the server, and a row's link to the ride page.
describe('the Rides page', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  const shot = async (name: string) => {
    await screenshot(page, name);
    await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  };

  beforeAll(async () => {
    await fs.mkdir(SHOTS, { recursive: true });
    [server, browser] = await Promise.all([startE2eServer(), launchChromium()]);
    ({ page } = await signInPerson(browser, server.url, 'Super Admin'));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('lists pending-check rides under an h1 with the header buttons and no serious accessibility finding', async () => {
    await page.goto(`${server.url}/app/rides`);
    await page.getByRole('heading', { level: 1, name: 'Rides' }).waitFor();
    await page.locator('[data-testid^="rides-row-"]').first().waitFor();
    const headers = (await page.locator('.ant-table-thead th').allInnerTexts()).map((h) => h.trim());
    for (const title of [
      'User',
      'Scooter',
      'Area',
      'Status',
      'Duration',
      'Price',
      'Date',
      'Check status',
      'Rating',
      'Promocode',
      'Ended by',
    ]) {
      expect(headers).toContain(title);
    }
    // 02 §9: the check status filter is P unless another is chosen.
    const checks = await page.locator('[data-testid^="rides-row-"] td').allInnerTexts();
    expect(checks).toContain('Pending');
    expect(checks).not.toContain('Accepted');
    for (const name of ['Heatmap', 'Images', 'Analytics']) await page.getByRole('button', { name }).waitFor();
    await shot('rides-01-list');
    expect(blocking(await axeFindings(page, 'rides-list'))).toEqual([]);
  });

  it('filters to ongoing rides (kept in the address), priced by the shared rule', async () => {
    await page.getByTestId('list-filters-toggle').click();
    await page.getByTestId('rides-filters').waitFor();
    await chooseById(page, 'rides-filter-status', 'Ongoing');
    await page.waitForURL(/ongoing/);
    await expect
      .poll(async () => {
        const tags = await page.locator('[data-testid^="rides-row-"] .ant-tag').allInnerTexts();
        return tags.length > 0 && tags.every((tag) => tag === 'Ongoing');
      })
      .toBe(true);
    // An ongoing ride of the seed is at least 2 minutes old: the base price and minutes are shown.
    const firstPrice = await page
      .locator('[data-testid^="rides-row-"]')
      .first()
      .locator('td')
      .nth(6)
      .innerText();
    expect(firstPrice).toMatch(/[1-9]/);
    await shot('rides-02-ongoing');
    await page.reload();
    await page.locator('[data-testid^="rides-row-"]').first().waitFor();
    if (!(await page.getByTestId('rides-filters').isVisible()))
      await page.getByTestId('list-filters-toggle').click();
    await page.getByTestId('rides-filters').waitFor();
    expect(await page.getByTestId('rides-filters').innerText()).toContain('Ongoing');
  });

  it('says so when no ride matches, and opens a ride from its link', async () => {
    await page.locator('#rides-filter-promocode').fill('NO-SUCH-CODE');
    await page.locator('#rides-filter-promocode').press('Enter');
    await page.getByText('No rides match these filters').waitFor();
    await shot('rides-03-empty');
    await page.goto(`${server.url}/app/rides`);
    const row = page.locator('[data-testid^="rides-row-"]').first();
    await row.waitFor();
    const rideId = ((await row.getAttribute('data-testid')) ?? '').replace('rides-row-', '');
    await row.getByRole('link', { name: 'Open ride' }).click();
    await page.waitForURL(new RegExp(`/app/rides/${rideId}$`));
  });

  it('reads a date and time range from the address as Cairo wall time', async () => {
    // An evening of the seed's last day (yesterday), read back in Cairo wall time (UTC+2, or +3 in summer time).
    const day = seedDay(-1);
    const date = { startDate: `${day}T18:00:00.000Z`, endDate: `${day}T19:30:00.000Z` };
    await page.goto(
      `${server.url}/app/rides?filters=${encodeURIComponent(JSON.stringify({ checkStatus: 'All', date }))}`,
    );
    await page.locator('[data-testid^="rides-row-"]').first().waitFor();
    if (!(await page.getByTestId('rides-filters').isVisible()))
      await page.getByTestId('list-filters-toggle').click();
    expect(await page.locator('#rides-filter-date').inputValue()).toBe(cairoWallTime(date.startDate));
    expect(await page.locator('#rides-filter-date-end').inputValue()).toBe(cairoWallTime(date.endDate));
    await shot('rides-04-date-time');
  });
});
