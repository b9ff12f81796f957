import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { gql, signInDemo, type RunningServer } from '../bench/support';
import { startE2eServer } from './support/server';
import { account, launchChromium, screenshot } from './support/browser';
import { signInPerson } from './support/people';
import { axeFindings, blocking } from './support/axe';

interface Rider {
  _id: string;
  name: string;
  phoneNumber: string;
  balance: number;
  tripsCount: number;
}

// Issue 7 §2 in the browser: a finance user finds a rider on /app/users by phone, opens the
// user page and reads every tab. (C2 appends the actions in its own describe block.)
describe('the user page', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let rider: Rider;
  let rideCount: number;
  let logCount: number;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startE2eServer(), launchChromium()]);
    const admin = account('Super Admin');
    const token = await signInDemo(server.url, admin.phoneNumber, admin.password);
    // The rider with the most trips: the tabs then have rows to show.
    const riders = await gql<{ getUsers: { users: Rider[] } }>(
      server.url,
      `query($filters: String) { getUsers(filters: $filters, fieldName: "tripsCount", sortType: "desc", rowsPerPage: 1) { users { _id name phoneNumber balance tripsCount } } }`,
      { filters: JSON.stringify({ type: 'user' }) },
      token,
    );
    rider = riders.getUsers.users[0]!;
    const counts = await gql<{ rides: { totalRides: number }; getWalletLogging: { count: number } }>(
      server.url,
      `query($filters: String, $userId: ID) { rides(filters: $filters) { totalRides } getWalletLogging(userId: $userId) { count } }`,
      { filters: JSON.stringify({ user: rider._id }), userId: rider._id },
      token,
    );
    rideCount = counts.rides.totalRides;
    logCount = counts.getWalletLogging.count;
    ({ page } = await signInPerson(browser, server.url, 'Finance'));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('opens from the Users list by phone, with name, phone, balance, status and revenues in the header', async () => {
    await page.goto(`${server.url}/app/users`);
    await page.getByTestId('list-search-toggle').click();
    const box = page.getByPlaceholder('01001234567');
    await box.fill(`0${rider.phoneNumber.slice(3)}`);
    await box.press('Enter');
    await page.getByTestId(`users-row-${rider._id}`).click();
    await page.waitForURL(`**/app/user/${rider._id}`);
    await page.getByRole('heading', { level: 1, name: rider.name }).waitFor();
    expect(await page.getByTestId('user-balance').innerText()).toContain(rider.balance.toFixed(2));
    expect(await page.getByTestId('user-status-tags').innerText()).toMatch(/Active|Inactive/);
    await page.getByTestId('user-actual-rev').waitFor();
    await page.getByTestId('user-details').waitFor();
    await screenshot(page, 'user-page-01-details');
    expect(blocking(await axeFindings(page, 'user-page'))).toEqual([]);
  });

  it('shows each tab, and the open tab survives a reload', async () => {
    const open = async (key: string, content: string, shot?: string) => {
      await page.getByTestId(`user-tab-${key}`).click();
      await page.getByTestId(content).first().waitFor();
      // The picture is of the answer, not of the table still loading.
      await expect.poll(() => page.locator('.ant-spin-spinning').count(), { timeout: 30_000 }).toBe(0);
      if (shot) await screenshot(page, shot);
    };
    await open('devices', 'user-devices', 'user-page-02-devices');

    await open('rides', 'user-rides');
    const rideRows = page.locator('[data-testid^="user-rides-row-"]');
    if (rideCount > 0)
      await expect.poll(() => rideRows.count(), { timeout: 30_000 }).toBe(Math.min(rideCount, 25));
    await screenshot(page, 'user-page-03-rides');
    const headers = (
      await page.locator('[data-testid="user-rides"] .ant-table-thead th').allInnerTexts()
    ).map((h) => h.trim());
    for (const title of [
      'Scooter',
      'Area',
      'Status',
      'Duration',
      'Price',
      'Date',
      'Image',
      'Promocode',
      'Start/End Battery',
      'Ended by',
      'Actions',
    ]) {
      expect(headers).toContain(title);
    }

    await open('wallet-logs', 'user-wallet-logs');
    const logRows = page.locator('[data-testid^="user-wallet-logs-row-"]');
    if (logCount > 0)
      await expect.poll(() => logRows.count(), { timeout: 30_000 }).toBe(Math.min(logCount, 50));
    await screenshot(page, 'user-page-04-wallet-logs');
    // Scoped to one user: no export control (02 §2); every row is this user's.
    expect(
      await page
        .locator('[data-testid="user-wallet-logs"]')
        .getByRole('button', { name: /Export/ })
        .count(),
    ).toBe(0);
    for (const user of await page
      .locator('[data-testid^="user-wallet-logs-row-"] td:nth-child(1)')
      .allInnerTexts())
      expect(user.trim()).toBe(rider.name);

    // A full load on this shared 2-core machine can take long: the wait is generous, not the check.
    await page.reload();
    expect(page.url()).toContain('tab=wallet-logs');
    await page.getByTestId('user-wallet-logs').waitFor({ timeout: 90_000 });

    await open('subscription', 'user-subscription', 'user-page-05-subscription');
    await open('promocodes', 'user-promocodes', 'user-page-06-promocodes');
    await open('referrals', 'user-referrals', 'user-page-07-referrals');
    await open('id-verification', 'user-id-verification', 'user-page-08-id-verification');
    await page.getByTestId('user-tab-history').click();
    await screenshot(page, 'user-page-09-history');
  }, 240_000);

  it('says so for an id that is no user', async () => {
    await page.goto(`${server.url}/app/user/no-such-user`);
    await page.getByTestId('user-page-not-found').waitFor({ timeout: 90_000 });
    await screenshot(page, 'user-page-10-not-found');
  }, 120_000);
});
