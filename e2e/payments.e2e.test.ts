import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { gql, signInDemo, type RunningServer } from '../bench/support';
import { startE2eServer } from './support/server';
import { account, launchChromium, signIn } from './support/browser';
import { axeFindings, blocking } from './support/axe';
import { chooseById } from './support/people';

// Issue 8 §3 and §8 in the browser: a finance user filters the payment transactions, follows a
// row's links to the rider and to the ride, reads the interval payments with their attempts and
// retries a failed prime renewal through the (simulated) gateway.

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/shots-c';
async function shot(page: Page, name: string): Promise<void> {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), animations: 'disabled' });
}

/** Opens an antd select by its id and picks the option with that title, once its list is showing. */
async function choose(page: Page, id: string, title: string): Promise<void> {
  await chooseById(page, id, title);
}

interface ApiPayment {
  _id: string;
  status: string;
  orderType: string;
  order: string | null;
  user: { _id: string } | null;
}
interface ApiInterval {
  _id: string;
  status: string;
  source: string;
  attempts: number;
}

describe('payments', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let adminToken: string;

  const paymentsOf = async (filters: object) =>
    (
      await gql<{ getPaymentTrnasctions: { totalCount: number; paymentTransactions: ApiPayment[] } }>(
        server.url,
        `query($f: String) { getPaymentTrnasctions(filters: $f, rowsPerPage: 200) { totalCount paymentTransactions { _id status orderType order user { _id } } } }`,
        { f: JSON.stringify(filters) },
        adminToken,
      )
    ).getPaymentTrnasctions;
  const intervalsOf = async (filters: object) =>
    (
      await gql<{ getIntervalPayments: { totalCount: number; intervalPayments: ApiInterval[] } }>(
        server.url,
        `query($f: String) { getIntervalPayments(filters: $f, rowsPerPage: 200) { totalCount intervalPayments { _id status source attempts } } }`,
        { f: JSON.stringify(filters) },
        adminToken,
      )
    ).getIntervalPayments;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startE2eServer(), launchChromium()]);
    page = await (
      await browser.newContext({ viewport: { width: 1440, height: 900 }, bypassCSP: true })
    ).newPage();
    await signIn(page, server.url, account('Finance'));
    adminToken = await signInDemo(
      server.url,
      account('Super Admin').phoneNumber,
      account('Super Admin').password,
    );
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('lists payment transactions with the 02 §2 columns under the PaymentTransactions title', async () => {
    await page.goto(`${server.url}/app/payment-transactions`);
    await page.getByRole('heading', { level: 1, name: 'PaymentTransactions' }).waitFor();
    await page.locator('[data-testid^="payment-transactions-row-"]').first().waitFor();
    const headers = (await page.locator('.ant-table-thead th').allInnerTexts()).map((h) => h.trim());
    for (const title of [
      'Merchant Reference',
      'Created At',
      'Amount',
      'Trx Type',
      'Gateway',
      'Status',
      'Type',
      'Gateway Reference',
      'Instant Gateway Message',
      'Last Gateway Message',
      'Webhook Date',
    ]) {
      expect(headers).toContain(title);
    }
    expect(await page.locator('[data-testid^="payment-transactions-row-"]').count()).toBe(
      Math.min(50, (await paymentsOf({})).totalCount),
    );
    await shot(page, 'payments-01-list');
    expect(blocking(await axeFindings(page, 'payment-transactions'))).toEqual([]);
  });

  it('filters by status and source in the panel, kept in the address, and follows the links', async () => {
    const expected = await paymentsOf({ status: 'success', source: 'ride' });
    expect(expected.totalCount).toBeGreaterThan(0);
    await page.getByTestId('list-filters-toggle').click();
    await page.getByTestId('payment-transactions-filters').waitFor();
    await choose(page, 'payments-filter-status', 'Success');
    await page.waitForURL(/filters=.*success/);
    await choose(page, 'payments-filter-source', 'Ride');
    await page.waitForURL(/filters=.*ride/);
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
      .toBe(String(expected.totalCount));
    const statuses = await page.getByTestId('payment-status').allInnerTexts();
    expect(new Set(statuses)).toEqual(new Set(['Success']));
    await shot(page, 'payments-02-filtered');

    // A ride order links to its ride; the rider links to the user page.
    const first = expected.paymentTransactions[0]!;
    const row = page.getByTestId(`payment-transactions-row-${first._id}`);
    expect(await row.getByTestId('payment-ride-link').getAttribute('href')).toBe(`/app/rides/${first.order}`);
    await row.getByTestId('payment-user-link').click();
    await page.waitForURL(new RegExp(`/app/user/${first.user!._id}$`));
    await shot(page, 'payments-03-user');
    await page.goBack();
    await page.waitForURL(/payment-transactions\?.*filters=/);
    await page.getByTestId(`payment-transactions-row-${first._id}`).getByTestId('payment-ride-link').click();
    await page.waitForURL(new RegExp(`/app/rides/${first.order}$`));
  });

  it('a bad filter in the address falls back and says so', async () => {
    await page.goto(
      `${server.url}/app/payment-transactions?filters=${encodeURIComponent(JSON.stringify({ status: 'paid' }))}`,
    );
    await page.getByTestId('payment-transactions-url-problem').waitFor();
    await shot(page, 'payments-04-bad-filter');
  });

  it('shows interval payments with their attempts and retries a failed renewal once', async () => {
    const failed = (await intervalsOf({ status: 'failed', source: 'primeRenewal' })).intervalPayments[0];
    expect(failed).toBeDefined();
    await page.goto(
      `${server.url}/app/interval-payments?filters=${encodeURIComponent(JSON.stringify({ status: 'failed' }))}`,
    );
    await page.getByRole('heading', { level: 1, name: 'IntervalPayments' }).waitFor();
    const row = page.getByTestId(`interval-payments-row-${failed!._id}`);
    await row.waitFor();
    await row.locator('.ant-table-row-expand-icon').click();
    await page.getByTestId('interval-attempts').first().waitFor();
    await shot(page, 'payments-05-interval-failed');
    expect(blocking(await axeFindings(page, 'interval-payments'))).toEqual([]);

    await page.getByTestId(`interval-retry-${failed!._id}`).click();
    await page.getByTestId('interval-retry-ok').click();
    await expect
      .poll(
        async () =>
          (await intervalsOf({ source: 'primeRenewal' })).intervalPayments.find((p) => p._id === failed!._id)
            ?.attempts,
        { timeout: 15_000 },
      )
      .toBe(failed!.attempts + 1);
    await page.getByText(/^Retry sent: attempt/).waitFor();
    await shot(page, 'payments-06-retried');
    // Everything but a failed charge is not retryable, so the button is gone until the gateway fails it again.
    await page.goto(`${server.url}/app/interval-payments`);
    const again = page.getByTestId(`interval-payments-row-${failed!._id}`);
    await again.waitFor();
    const status = (await again.getByTestId('interval-status').innerText()).trim();
    expect(['Pending', 'Success', 'Failed']).toContain(status);
    if (status !== 'Failed') expect(await page.getByTestId(`interval-retry-${failed!._id}`).count()).toBe(0);
    await again.locator('.ant-table-row-expand-icon').click();
    await page
      .getByTestId('interval-attempts')
      .getByText(`Attempt ${failed!.attempts + 1}`)
      .waitFor();
    await shot(page, 'payments-07-attempts');
  });
});
