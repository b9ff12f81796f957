import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { APPROVAL_MESSAGES, DEFAULT_APPROVAL_THRESHOLD } from '@ops/shared/rules/moneyApprovals';
import { gql, type RunningServer } from '../bench/support';
import { startE2eServer } from './support/server';
import { axeFindings, blocking } from './support/axe';
import { launchChromium, screenshot } from './support/browser';
import { chooseOption, signInPerson, type SignedInPerson } from './support/people';

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
// wallet log appears with the requester as its staff member. Then the super admin raises
// the Finance role's threshold on Approval Thresholds: a raise waits for a second signature
// (issue 22 §3), so nothing changes yet and the same edit is held again, saying why.
// Both sign in through the pages in their own browsers; the API checks use the super admin's
// own session, so no phone asks for a second code (and nobody waits out the resend timer).
describe('a second signature on a large balance edit', () => {
  let server: RunningServer;
  let browser: Browser;
  let finance: SignedInPerson;
  let admin: SignedInPerson;
  let rider: Rider;

  const api = <T>(query: string, variables: Record<string, unknown> = {}) =>
    gql<T>(server.url, query, variables, admin.token);
  const riderNow = async () =>
    (
      await api<{ getUserInfo: Rider }>(`query($id: ID!) { getUserInfo(id: $id) { _id name balance } }`, {
        id: rider._id,
      })
    ).getUserInfo;
  const logsOfRider = async () =>
    (
      await api<{ getWalletLogging: { logs: Log[] } }>(
        `query($u: ID) { getWalletLogging(userId: $u, rowsPerPage: 5) { logs { type difference dashboardUser { _id } } } }`,
        { u: rider._id },
      )
    ).getWalletLogging.logs;

  /** The finance user's balance edit on the rider's page; resolves once the dialog has answered. */
  const editBalance = async (amount: string, saidBeforeSave?: string) => {
    const page = finance.page;
    await page.goto(`${server.url}/app/user/${rider._id}`);
    await page.getByTestId('user-action-balance').click();
    await page.getByTestId('balance-amount').fill(amount);
    await chooseOption(page, 'balance-reason', 'Refund');
    await expect.poll(() => page.getByTestId('balance-save').isEnabled()).toBe(true);
    if (saidBeforeSave) {
      // Issue 23: said before Save, in the hold's own words, as information.
      const ahead = page.getByTestId('balance-needs-approval');
      await expect.poll(() => ahead.innerText(), { timeout: 10_000 }).toContain(saidBeforeSave);
      expect(await ahead.getAttribute('class')).toContain('ant-alert-info');
      expect(await page.getByTestId('balance-save').innerText()).toBe('Send for approval');
      await screenshot(page, 'approvals-00-needs-approval-before-save');
    }
    await page.getByTestId('balance-save').click();
  };

  beforeAll(async () => {
    [server, browser] = await Promise.all([startE2eServer(), launchChromium()]);
    [admin, finance] = await Promise.all([
      signInPerson(browser, server.url, 'Super Admin'),
      signInPerson(browser, server.url, 'Finance'),
    ]);
    const riders = await api<{ getUsers: { users: Rider[] } }>(
      `query($f: String) { getUsers(filters: $f, rowsPerPage: 5) { users { _id name balance } } }`,
      { f: JSON.stringify({ type: 'user' }) },
    );
    rider = riders.getUsers.users[0]!;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('the finance user’s 600 EGP edit is sent for approval and moves no money', async () => {
    const before = await riderNow();
    const logsBefore = await logsOfRider();
    await editBalance(
      '600',
      'This makes 600 EGP to this rider in 24 h; above 500 EGP a second signature is needed.',
    );
    const held = finance.page.getByTestId('balance-held');
    await held.waitFor();
    expect(await held.innerText()).toContain('600.00');
    // Issue 22 §2: the answer says why it was held.
    expect(await finance.page.getByTestId('held-reason').innerText()).toContain(
      'This makes 600 EGP to this rider in 24 h; above 500 EGP a second signature is needed.',
    );
    await screenshot(finance.page, 'approvals-01-sent-for-approval');
    expect((await riderNow()).balance).toBe(before.balance);
    expect(await logsOfRider()).toEqual(logsBefore);
  });

  it('the super admin sees the badge, approves, and the wallet log appears', async () => {
    // Only the super admin outranks Finance among the demo roles and may edit riders' balances.
    const page = admin.page;
    await page.goto(`${server.url}/app/dashboard`);
    const badge = page.getByTestId('approvals-badge');
    await expect
      .poll(() => badge.getAttribute('aria-label'), { timeout: 15_000 })
      .toMatch(/Pending approvals: [1-9]/);
    await screenshot(page, 'approvals-02-badge');
    await badge.click();
    await page.waitForURL('**/app/approvals');
    const row = page.locator('[data-testid^="approvals-row-"]').filter({ hasText: rider.name }).first();
    await row.waitFor();
    await screenshot(page, 'approvals-03-pending-list');
    expect(blocking(await axeFindings(page, 'approvals')), 'see e2e/artifacts/axe-approvals.json').toEqual(
      [],
    );
    await row.getByRole('button', { name: 'Approve' }).click();
    await page.getByTestId('confirm-ok').click();
    // Approved requests leave the Pending view; the Approved view shows who decided, and is kept in the address.
    await row.waitFor({ state: 'detached' });
    await page.getByTestId('approvals-status').getByText('Approved').click();
    const approved = page.locator('[data-testid^="approvals-row-"]').filter({ hasText: rider.name }).first();
    await approved.getByText('Approved', { exact: true }).waitFor();
    expect(new URL(page.url()).search).toContain('APPROVED');
    await page.locator('.ant-table .ant-spin-spinning').waitFor({ state: 'detached' });
    await screenshot(page, 'approvals-04-approved');
    // The requester's name filters the list to their requests, kept in the address with the status.
    await approved.locator('[data-testid^="approvals-requester-"]').click();
    await expect
      .poll(() => decodeURIComponent(new URL(page.url()).search))
      .toMatch(/requestedBy.*APPROVED|APPROVED.*requestedBy/);
    if (!(await page.getByTestId('approvals-filters').isVisible()))
      await page.getByTestId('list-filters-toggle').click();
    await approved.waitFor();
    await expect
      .poll(() => page.getByTestId('approvals-filter-requester').innerText())
      .toContain(finance.who.name);
    await screenshot(page, 'approvals-04b-by-requester');

    // Issue 23: the requester, still on the rider's page, is told without a reload.
    await finance.page
      .getByText(/approved your request/)
      .first()
      .waitFor({ timeout: 10_000 });
    expect(
      await finance.page
        .getByText(/approved your request/)
        .first()
        .innerText(),
    ).toContain(admin.who.name);
    await screenshot(finance.page, 'approvals-04c-requester-told');

    const decided = await api<{ getMoneyApprovals: { approvals: Array<{ requestedBy: { _id: string } }> } }>(
      `query($f: String) { getMoneyApprovals(filters: $f) { approvals { requestedBy { _id } } } }`,
      { f: JSON.stringify({ status: 'APPROVED' }) },
    );
    const financeId = decided.getMoneyApprovals.approvals[0]!.requestedBy._id;
    const [newest] = await logsOfRider();
    expect(newest).toEqual({ type: 'MANUAL_INPUT', difference: 600, dashboardUser: { _id: financeId } });

    await page.goto(`${server.url}/app/user/${rider._id}`);
    await page.getByTestId('user-tab-wallet-logs').click();
    const first = page.locator('[data-testid^="user-wallet-logs-row-"]').first();
    await expect.poll(async () => first.innerText(), { timeout: 10_000 }).toMatch(/600\.00/);
    await screenshot(page, 'approvals-05-wallet-log');
  });

  it('the super admin raises the Finance threshold (a bad value first): the raise waits for a second signature, and the same edit is held again', async () => {
    const page = admin.page;
    await page.goto(`${server.url}/app/approvals`);
    await page.getByTestId('approvals-thresholds-link').click();
    await page.waitForURL('**/app/approval-thresholds');
    const financeRow = page
      .locator('[data-testid^="thresholds-row-"]')
      .filter({ hasText: /^Finance/ })
      .first();
    await financeRow.waitFor();
    expect(await financeRow.innerText()).toContain('Default');
    expect(await financeRow.innerText()).toContain(`${DEFAULT_APPROVAL_THRESHOLD}.00`);
    // Issue 22 §3: nobody changes the threshold of their own role.
    const ownRow = page
      .locator('[data-testid^="thresholds-row-"]')
      .filter({ hasText: /^Super Admin/ })
      .first();
    expect(await ownRow.getByRole('button', { name: 'Edit' }).isDisabled()).toBe(true);
    await screenshot(page, 'approvals-06-thresholds');
    expect(
      blocking(await axeFindings(page, 'approval-thresholds')),
      'see e2e/artifacts/axe-approval-thresholds.json',
    ).toEqual([]);

    await financeRow.getByRole('button', { name: 'Edit' }).click();
    await page.getByTestId('threshold-value').fill('700.5');
    await page.getByTestId('threshold-save').click();
    await page.getByText(APPROVAL_MESSAGES.thresholdNotValid).waitFor();
    await screenshot(page, 'approvals-07-threshold-invalid');
    await page.getByTestId('threshold-value').fill('700');
    await page.getByTestId('threshold-save').click();
    await page.getByTestId('threshold-form').waitFor({ state: 'detached' });
    await page.getByText(APPROVAL_MESSAGES.held).first().waitFor();
    await screenshot(page, 'approvals-08-threshold-raise-held');
    expect(await financeRow.innerText()).toContain('Default');

    const before = await riderNow();
    await editBalance('600');
    const held = finance.page.getByTestId('balance-held');
    await held.waitFor();
    expect(await finance.page.getByTestId('held-reason').innerText()).toContain(
      'above 500 EGP a second signature is needed.',
    );
    expect((await riderNow()).balance).toBe(before.balance);
  });
});
