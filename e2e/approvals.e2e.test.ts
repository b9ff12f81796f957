import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { gql, signInDemo, type RunningServer } from '../bench/support';
import { startE2eServer } from './support/server';
import { OTP_RESEND_WAIT_SECONDS } from '@ops/shared/rules/otp';
import { account, launchChromium, screenshot, signIn } from './support/browser';

interface Rider {
  _id: string;
  name: string;
  balance: number;
}
interface Log {
  type: string;
  difference: number;
  dashboardUser: { _id: string } | null;
}

// Issue 7 §4 in the browser: a finance user's 600 EGP edit (above the 500 default) waits,
// no money moved; the super admin sees the badge, approves on 'Pending approvals', and the
// wallet log appears with the requester as its staff member.
describe('a second signature on a large balance edit', () => {
  let server: RunningServer;
  let browser: Browser;
  let finance: Page;
  let admin: Page;
  let adminToken: string;
  let rider: Rider;
  let adminCodeAt = 0;

  const newPage = async (): Promise<Page> => (await browser.newContext({ viewport: { width: 1440, height: 900 }, bypassCSP: true })).newPage();
  const riderNow = async () =>
    (await gql<{ getUserInfo: Rider }>(server.url, `query($id: ID!) { getUserInfo(id: $id) { _id name balance } }`, { id: rider._id }, adminToken)).getUserInfo;
  const logsOfRider = async () =>
    (await gql<{ getWalletLogging: { logs: Log[] } }>(server.url, `query($u: ID) { getWalletLogging(userId: $u, rowsPerPage: 5) { logs { type difference dashboardUser { _id } } } }`, { u: rider._id }, adminToken))
      .getWalletLogging.logs;

  const chooseOption = async (page: Page, selectTestId: string, text: string) => {
    // antd animates its dropdown; the choice is checked on the select and tried again if the list moved.
    const dropdown = page.locator('.ant-select-dropdown:visible');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        if ((await dropdown.count()) === 0) await page.getByTestId(selectTestId).click();
        const option = dropdown.locator('.ant-select-item-option').filter({ hasText: text }).first();
        await option.waitFor({ timeout: 5000 });
        await page.waitForTimeout(200);
        await option.click({ timeout: 5000 });
      } catch {
        // Closed under the pointer: look, then try again.
      }
      if ((await page.getByTestId(selectTestId).innerText()).includes(text)) return;
    }
    throw new Error(`could not choose ${text}`);
  };

  beforeAll(async () => {
    [server, browser] = await Promise.all([startE2eServer(), launchChromium()]);
    const superAdmin = account('Super Admin');
    adminToken = await signInDemo(server.url, superAdmin.phoneNumber, superAdmin.password);
    adminCodeAt = Date.now();
    const riders = await gql<{ getUsers: { users: Rider[] } }>(server.url, `query($f: String) { getUsers(filters: $f, rowsPerPage: 5) { users { _id name balance } } }`, { f: JSON.stringify({ type: 'user' }) }, adminToken);
    rider = riders.getUsers.users[0]!;
    finance = await newPage();
    await signIn(finance, server.url, account('Finance'));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('the finance user’s 600 EGP edit is sent for approval and moves no money', async () => {
    const before = await riderNow();
    const logsBefore = await logsOfRider();
    await finance.goto(`${server.url}/app/user/${rider._id}`);
    await finance.getByTestId('user-action-balance').click();
    await finance.getByTestId('balance-amount').fill('600');
    await chooseOption(finance, 'balance-reason', 'Refund');
    await expect.poll(() => finance.getByTestId('balance-save').isEnabled()).toBe(true);
    await finance.getByTestId('balance-save').click();
    const held = finance.getByTestId('balance-held');
    await held.waitFor();
    expect(await held.innerText()).toContain('600.00');
    await screenshot(finance, 'approvals-01-sent-for-approval');
    expect((await riderNow()).balance).toBe(before.balance);
    expect(await logsOfRider()).toEqual(logsBefore);
  });

  it('the super admin sees the badge, approves, and the wallet log appears', async () => {
    // Only the super admin outranks Finance among the demo roles and may edit riders' balances. Their
    // API sign-in above asked for a code; the next one may be asked for after the resend wait.
    const wait = adminCodeAt + (OTP_RESEND_WAIT_SECONDS + 1) * 1000 - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    admin = await newPage();
    await signIn(admin, server.url, account('Super Admin'));
    await admin.goto(`${server.url}/app/dashboard`);
    const badge = admin.getByTestId('approvals-badge');
    await expect.poll(() => badge.getAttribute('aria-label'), { timeout: 35_000 }).toMatch(/Pending approvals: [1-9]/);
    await screenshot(admin, 'approvals-02-badge');
    await badge.click();
    await admin.waitForURL('**/app/approvals');
    const row = admin.locator('[data-testid^="approvals-row-"]').filter({ hasText: rider.name }).first();
    await row.waitFor();
    await screenshot(admin, 'approvals-03-pending-list');
    await row.getByRole('button', { name: 'Approve' }).click();
    await admin.getByTestId('confirm-ok').click();
    // Approved requests leave the Pending view; the Approved view shows who decided.
    await row.waitFor({ state: 'detached' });
    await admin.getByTestId('approvals-status').getByText('Approved').click();
    const approved = admin.locator('[data-testid^="approvals-row-"]').filter({ hasText: rider.name }).first();
    await approved.getByText('APPROVED').waitFor();
    await admin.locator('.ant-table .ant-spin-spinning').waitFor({ state: 'detached' });
    await screenshot(admin, 'approvals-04-approved');

    const financeId = (await gql<{ getMoneyApprovals: { approvals: Array<{ requestedBy: { _id: string } }> } }>(server.url, `query { getMoneyApprovals(status: "APPROVED") { approvals { requestedBy { _id } } } }`, {}, adminToken)).getMoneyApprovals.approvals[0]!.requestedBy._id;
    const [newest] = await logsOfRider();
    expect(newest).toEqual({ type: 'MANUAL_INPUT', difference: 600, dashboardUser: { _id: financeId } });

    await admin.goto(`${server.url}/app/user/${rider._id}`);
    await admin.getByTestId('user-tab-wallet-logs').click();
    const first = admin.locator('[data-testid^="user-wallet-logs-row-"]').first();
    await expect.poll(async () => first.innerText(), { timeout: 10_000 }).toMatch(/600\.00/);
    await screenshot(admin, 'approvals-05-wallet-log');
  });
});
