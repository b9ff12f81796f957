import fs from 'node:fs/promises';
import { DEFAULT_RIDE_CHARGE_CAP_EGP } from '@ops/shared/rules/rideCharge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { gql, signInDemo, type RunningServer } from '../bench/support';
import { startE2eServer } from './support/server';
import { account, launchChromium, screenshot } from './support/browser';
import { chooseOption, signInPerson } from './support/people';
import { axeFindings, blocking } from './support/axe';

interface OngoingRide {
  _id: string;
  time: number;
  minutePrice: number;
  user: { _id: string };
}

const SHOTS = '/tmp/shots-g2';
async function shot(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  await fs.mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

// Issue 9 §2 in the browser: from the rider's Rides tab, open an ongoing ride's page, end it
// with pay and a compensation, and read the bill and the wallet log the ending wrote.
describe('the ride page', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let ride: OngoingRide;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startE2eServer(), launchChromium()]);
    // Another account than the browser's: one person signing in twice at once is refused.
    const manager = account('Operations Manager');
    const token = await signInDemo(server.url, manager.phoneNumber, manager.password);
    const ongoing = await gql<{ rides: { rides: OngoingRide[] } }>(
      server.url,
      `query($filters: String) { rides(filters: $filters, rowsPerPage: 25) { rides { _id time minutePrice user { _id } } } }`,
      { filters: JSON.stringify({ status: 'ongoing' }) },
      token,
    );
    // The shortest ongoing ride: its price stays small, so the compensation cap is below the balance bounds.
    ride = ongoing.rides.rides.filter((candidate) => candidate.user).sort((a, b) => a.time - b.time)[0]!;
    expect(ride).toBeDefined();
    ({ page } = await signInPerson(browser, server.url, 'Super Admin'));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("opens from the rider's Rides tab: an ongoing ride, priced now, with no bill yet", async () => {
    await page.goto(`${server.url}/app/user/${ride.user._id}?tab=rides`);
    const link = page.locator(`a[href$="/app/rides/${ride._id}"]`).first();
    await link.waitFor({ timeout: 30_000 });
    await link.click();
    await page.waitForURL(`**/app/rides/${ride._id}`);
    await page.getByTestId('ride-page').waitFor();
    expect(await page.getByTestId('ride-status').innerText()).toBe('ongoing');
    expect(await page.getByTestId('ride-price').innerText()).toMatch(/\d+\.\d\d/);
    expect(await page.getByTestId('ride-bill').innerText()).toContain('No bill yet');
    expect(await page.getByTestId('ride-start-position').innerText()).toMatch(/Open map|Not recorded/);
    await shot(page, 'ride-page-01-ongoing');
    expect(blocking(await axeFindings(page, 'ride-page'))).toEqual([]);
  });

  it('ends the ride with pay and a compensation, then shows the bill and the wallet log', async () => {
    await page.getByTestId('ride-end-pay').click();
    await page.getByTestId('end-pay-minutes').fill('2');
    await chooseOption(page, 'balance-reason', 'Compensation');
    const compensation = (2 * ride.minutePrice).toFixed(2);
    expect(await page.getByTestId('end-pay-balance').innerText()).toBe(compensation);
    await shot(page, 'ride-page-02-end-pay-dialog');
    await page.getByTestId('end-pay-confirm').click();
    await expect.poll(() => page.getByTestId('ride-status').innerText(), { timeout: 30_000 }).toBe('done');
    const total = await page.getByTestId('ride-bill-total').innerText();
    expect(total).toMatch(/\d+\.\d\d/);
    // One ride charges at most the cap (issue 22 §8); the template's ongoing rides are weeks old.
    const amount = (text: string) => Number(text.replace(/[^\d.]/g, ''));
    expect(amount(await page.getByTestId('ride-bill-actual').innerText())).toBe(
      Math.min(amount(total), DEFAULT_RIDE_CHARGE_CAP_EGP),
    );
    const wallet = page.getByTestId('ride-wallet-log');
    await expect.poll(() => wallet.locator('tbody tr.ant-table-row').count()).toBe(2);
    const text = await wallet.innerText();
    expect(text).toContain('Unlock && GO');
    expect(text).toContain(compensation);
    expect(await page.getByTestId('ride-logs').innerText()).toContain('ENDED');
    // Ending buttons are offered only while the ride is ongoing (01 §4).
    expect(await page.getByTestId('ride-end-pay').count()).toBe(0);
    await shot(page, 'ride-page-03-ended');
  });

  it("compensation says the ride was already compensated and never goes above the ride's total", async () => {
    await page.getByTestId('ride-compensate').click();
    await page.getByTestId('compensated-notice').waitFor();
    expect(await page.getByTestId('compensated-notice').innerText()).toContain(
      'This user has already been compensated with a balance of',
    );
    // One minute more than what is left of the ride's total.
    const remaining = Number(
      (await page.getByTestId('compensate-remaining').innerText()).replace(/[^\d.]/g, ''),
    );
    await page.getByTestId('compensate-minutes').fill(String(Math.floor(remaining / ride.minutePrice) + 1));
    await chooseOption(page, 'balance-reason', 'Compensation');
    expect(await page.getByTestId('compensate-confirm').isDisabled()).toBe(true);
    if (remaining < 999)
      expect(await page.locator('.ant-form-item-explain-error').innerText()).toContain(
        'Additional compensation cannot exceed the total ride cost.',
      );
    await page.getByTestId('compensate-minutes').fill('1');
    expect(await page.getByTestId('compensate-confirm').isDisabled()).toBe(remaining < ride.minutePrice);
    await shot(page, 'ride-page-04-compensate-capped');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.locator('.ant-modal-wrap').waitFor({ state: 'hidden' });
  });

  it('accepts the ride check', async () => {
    await page.getByTestId('ride-check-accept').click();
    await expect.poll(() => page.getByTestId('ride-check-status').innerText()).toBe('Accepted');
  });

  it('says so for an unknown ride, and for a person who may not read rides', async () => {
    await page.goto(`${server.url}/app/rides/no-such-ride`);
    await page.getByTestId('ride-page-not-found').waitFor();
    await shot(page, 'ride-page-05-not-found');
    const { page: technician } = await signInPerson(browser, server.url, 'Field Technician');
    await technician.goto(`${server.url}/app/rides/${ride._id}`);
    // The route's data gate (issue 23 item 5): the no-access page, not a refused request inside the page.
    await technician.getByTestId('no-access').waitFor();
    await shot(technician, 'ride-page-06-refused');
  });
});
