import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { DATE_RANGE_MESSAGES } from '@ops/shared/rules/dateRange';
import { PRIME_PLAN_MESSAGES } from '@ops/shared/rules/primePlan';
import { gql, signInDemo, type RunningServer } from '../bench/support';
import { startE2eServer } from './support/server';
import { account, launchChromium, signIn } from './support/browser';
import { axeFindings, blocking } from './support/axe';
import { chooseById, chooseOption } from './support/people';

// Issue 8 §4, §5 in the browser: the super admin creates a prime plan (a bad input named,
// then a good one) and stops a rider's next renewal on /app/prime; marketing creates a
// promocode with crossed dates (03 §5's message) then valid ones, filters the list by type
// and expiry, and exports it without a date range (02 §5), the file read back.

const SHOTS = process.env.E2E_SHOTS_DIR ?? path.resolve('e2e/artifacts');
async function shot(page: Page, name: string): Promise<void> {
  await fs.mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

interface SubscriptionRow {
  _id: string;
  isCurrent: boolean;
  subscription: {
    _id: string;
    stoppedAt: string | null;
    renewedAt: string | null;
    failedRenewAt: string | null;
    validUntil: string;
  };
}

describe('prime and promocodes', () => {
  let server: RunningServer;
  let browser: Browser;
  let admin: Page;
  let marketing: Page;
  let token: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startE2eServer(), launchChromium()]);
    // bypassCSP lets axe be injected, as in a11y.e2e.test.ts.
    const context = () => browser.newContext({ viewport: { width: 1440, height: 900 }, bypassCSP: true });
    const superAdmin = account('Super Admin');
    token = await signInDemo(server.url, superAdmin.phoneNumber, superAdmin.password);
    // The super admin's page takes the API token (one account cannot ask for two codes at once); marketing signs in by the form.
    const adminContext = await context();
    await adminContext.addInitScript((value) => localStorage.setItem('ops.token', value), token);
    admin = await adminContext.newPage();
    marketing = await (await context()).newPage();
    await signIn(marketing, server.url, account('Marketing'));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the plans above the subscriptions, each with the subscription row', async () => {
    await admin.goto(`${server.url}/app/prime`);
    await admin.getByRole('heading', { level: 1, name: 'Prime' }).waitFor();
    await admin.locator('[data-testid^="prime-plan-row-"]').first().waitFor();
    await admin.locator('[data-testid^="prime-subscriptions-row-"]').first().waitFor();
    await admin.locator('[data-testid="subscription-row"]').first().waitFor();
    await shot(admin, 'prime-01-page');
    expect(blocking(await axeFindings(admin, 'prime'))).toEqual([]);
  });

  it('creates a plan: a bad input gets its message and nothing is saved, then a good one is listed', async () => {
    await admin.getByTestId('prime-plan-new').click();
    const form = admin.getByTestId('prime-plan-form');
    await form.waitFor();
    await admin.getByTestId('prime-plan-name').fill('E2E Weekly');
    await admin.getByTestId('prime-plan-price').fill('0');
    await admin.getByTestId('prime-plan-unlocks').fill('-2');
    await admin.getByTestId('prime-plan-save').click();
    await form.getByText(PRIME_PLAN_MESSAGES.pricePositive).waitFor();
    await form.getByText(PRIME_PLAN_MESSAGES.unlocks).waitFor();
    await shot(admin, 'prime-02-plan-bad-input');
    const before = await gql<{ getPrimePlans: Array<{ name: string }> }>(
      server.url,
      `{ getPrimePlans { name } }`,
      {},
      token,
    );
    expect(before.getPrimePlans.some((p) => p.name === 'E2E Weekly')).toBe(false);

    await admin.getByTestId('prime-plan-price').fill('59.5');
    await admin.getByTestId('prime-plan-unlocks').fill('-1');
    await admin.getByTestId('prime-plan-period').fill('7');
    await chooseById(admin, 'prime-plan-period-unit', 'DAYS');
    await admin.getByTestId('prime-plan-save').click();
    await form.waitFor({ state: 'detached' });
    const row = admin.getByTestId('prime-plan-row-E2E Weekly');
    await row.waitFor();
    expect(await row.innerText()).toMatch(/59\.50 L\.E[\s\S]*7 DAYS[\s\S]*Unlimited/);
    const after = await gql<{
      getPrimePlans: Array<{
        name: string;
        price: number;
        unlocks: number;
        period: number;
        periodUnit: string;
      }>;
    }>(server.url, `{ getPrimePlans { name price unlocks period periodUnit } }`, {}, token);
    expect(after.getPrimePlans.find((p) => p.name === 'E2E Weekly')).toEqual({
      name: 'E2E Weekly',
      price: 59.5,
      unlocks: -1,
      period: 7,
      periodUnit: 'DAYS',
    });
    await shot(admin, 'prime-03-plan-created');
  });

  it('adds the new plan to a rider from here, then stops its next renewal: the row reads Stopped at and the button goes', async () => {
    // A rider without a valid plan (the demo's history ends before today, so most have none).
    const riders = await gql<{ getUsers: { users: Array<{ _id: string; phoneNumber: string }> } }>(
      server.url,
      `query($f: String) { getUsers(filters: $f, rowsPerPage: 50) { users { _id phoneNumber } } }`,
      { f: JSON.stringify({ type: 'user' }) },
      token,
    );
    const current = await gql<{ getPrimeSubscriptions: { subscriptions: SubscriptionRow[] } }>(
      server.url,
      `query($f: String) { getPrimeSubscriptions(filters: $f, rowsPerPage: 200) { subscriptions { _id isCurrent subscription { _id stoppedAt renewedAt failedRenewAt validUntil } subscriber { _id } } } }`,
      { f: JSON.stringify({ current: true }) },
      token,
    );
    const held = new Set(
      (
        current.getPrimeSubscriptions.subscriptions as Array<
          SubscriptionRow & { subscriber: { _id: string } }
        >
      )
        .filter((s) => new Date(s.subscription.validUntil).getTime() > Date.now())
        .map((s) => s.subscriber._id),
    );
    const rider = riders.getUsers.users.find((u) => !held.has(u._id));
    expect(rider, 'a rider without a valid plan').toBeDefined();
    const local = `0${rider!.phoneNumber.replace(/^\+20/, '')}`;

    await admin.goto(`${server.url}/app/prime`);
    await admin.getByTestId('prime-add-open').click();
    await chooseOption(admin, 'prime-add-user', rider!.phoneNumber, local);
    await chooseOption(admin, 'prime-add-plan', 'E2E Weekly');
    await expect.poll(() => admin.getByTestId('prime-add-save').isEnabled()).toBe(true);
    await shot(admin, 'prime-04-add-to-user');
    await admin.getByTestId('prime-add-save').click();
    await admin.getByText('Prime plan has been added.').waitFor();

    await admin.goto(
      `${server.url}/app/prime?filters=${encodeURIComponent(JSON.stringify({ userId: rider!._id, current: true }))}`,
    );
    const row = admin.locator('[data-testid^="prime-subscriptions-row-"]').filter({ hasText: 'E2E Weekly' });
    await row.waitFor();
    await row.getByText(/^Ongoing/).waitFor();
    await row.getByRole('button', { name: 'Stop Next Renewal' }).click();
    await row.getByText(/^Stopped at/).waitFor({ timeout: 15_000 });
    expect(await row.getByRole('button', { name: 'Stop Next Renewal' }).count()).toBe(0);
    // Still the current plan and valid: 'Stop Renewal, Remove from user' stays offered (02 §5).
    await row.getByRole('button', { name: 'Stop Renewal, Remove from user' }).waitFor();
    await shot(admin, 'prime-05-stopped');
    const after = await gql<{ getPrimeSubscriptions: { subscriptions: SubscriptionRow[] } }>(
      server.url,
      `query($f: String) { getPrimeSubscriptions(filters: $f) { subscriptions { _id isCurrent subscription { _id stoppedAt renewedAt failedRenewAt validUntil } } } }`,
      { f: JSON.stringify({ userId: rider!._id, current: true }) },
      token,
    );
    expect(after.getPrimeSubscriptions.subscriptions[0]?.subscription.stoppedAt).toBeTruthy();
  });

  it("creates a promocode: crossed dates get 03 §5's message, valid ones save", async () => {
    await marketing.goto(`${server.url}/app/promocodes`);
    await marketing.getByRole('heading', { level: 1, name: 'Promocodes' }).waitFor();
    await marketing.locator('[data-testid^="promocodes-row-"]').first().waitFor();
    await shot(marketing, 'promocodes-01-list');
    expect(blocking(await axeFindings(marketing, 'promocodes'))).toEqual([]);

    await marketing.getByTestId('promocode-new').click();
    const form = marketing.getByTestId('promocode-form');
    await form.waitFor();
    await marketing.getByTestId('promocode-code').fill('e2ecross');
    await marketing.getByTestId('promocode-value').fill('15');
    const expiration = marketing.locator('#promocode-expiration');
    await expiration.click();
    await expiration.fill('05/10/2027');
    await expiration.press('Enter');
    // A start typed after the expiration: the calendar would not offer it; typed, it is named.
    const start = marketing.locator('#promocode-start');
    await start.click();
    await start.fill('05/20/2027');
    await marketing.getByTestId('promocode-code').click();
    await form.getByText(DATE_RANGE_MESSAGES.startAfterExpiration).waitFor();
    await form.getByText(DATE_RANGE_MESSAGES.expirationBeforeStart).waitFor();
    await marketing.getByTestId('promocode-save').click();
    await shot(marketing, 'promocodes-02-crossed-dates');
    const none = await gql<{ getPromocodes: { totalCount: number } }>(
      server.url,
      `{ getPromocodes(searchTerm: "E2ECROSS") { totalCount } }`,
      {},
      token,
    );
    expect(none.getPromocodes.totalCount).toBe(0);

    await start.click();
    await start.fill('05/01/2027');
    await start.press('Enter');
    await form.getByText(DATE_RANGE_MESSAGES.startAfterExpiration).waitFor({ state: 'detached' });
    await marketing.getByTestId('promocode-save').click();
    await form.waitFor({ state: 'detached' });
    const saved = await gql<{
      getPromocodes: {
        promocodes: Array<{
          code: string;
          value: number;
          startDate: string;
          expirationDate: string;
          expiry: string;
        }>;
      };
    }>(
      server.url,
      `{ getPromocodes(searchTerm: "E2ECROSS") { promocodes { code value startDate expirationDate expiry } } }`,
      {},
      token,
    );
    const [code] = saved.getPromocodes.promocodes;
    expect(code).toMatchObject({ code: 'E2ECROSS', value: 15, expiry: 'active' });
    expect(new Date(code!.startDate).getTime()).toBeLessThan(new Date(code!.expirationDate).getTime());
    await marketing.locator('[data-testid^="promocodes-row-"]').filter({ hasText: 'E2ECROSS' }).waitFor();
    await shot(marketing, 'promocodes-03-created');
  });

  it('filters by type and by expiry, kept in the address', async () => {
    await marketing.goto(`${server.url}/app/promocodes`);
    await marketing.locator('[data-testid^="promocodes-row-"]').first().waitFor();
    await marketing.getByTestId('list-filters-toggle').click();
    await marketing.getByTestId('promocodes-filters').waitFor();
    await chooseById(marketing, 'promocodes-filter-expiry', 'Expired');
    await marketing.waitForURL(/filters=.*expired/);
    const rows = marketing.locator('[data-testid^="promocodes-row-"]');
    await expect
      .poll(
        async () => {
          const texts = await rows.allInnerTexts();
          return texts.length > 0 && texts.every((t) => t.includes('Expired')) ? 'ok' : texts.join(' | ');
        },
        { timeout: 15_000 },
      )
      .toBe('ok')
      .catch(async (error: unknown) => {
        await shot(marketing, 'promocodes-04-expired-failed');
        throw error;
      });
    await marketing.locator('.ant-select-dropdown').first().waitFor({ state: 'hidden' });
    await chooseById(marketing, 'promocodes-filter-type', 'Percentage');
    await marketing.waitForURL(/filters=.*percentage/);
    const expected = await gql<{ getPromocodes: { totalCount: number } }>(
      server.url,
      `query($f: String) { getPromocodes(filters: $f) { totalCount } }`,
      { f: JSON.stringify({ type: 'percentage', expiry: 'expired' }) },
      token,
    );
    expect(expected.getPromocodes.totalCount).toBeGreaterThan(0);
    await expect
      .poll(
        async () => {
          const texts = await rows.allInnerTexts();
          return (
            texts.length === expected.getPromocodes.totalCount &&
            texts.every((t) => t.includes('Percentage') && t.includes('Expired'))
          );
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await shot(marketing, 'promocodes-04-filtered');
  });

  it('exports the filtered codes with no date range and the file holds them', async () => {
    await marketing.getByTestId('list-export').click();
    await marketing.getByTestId('promocodes-export-dialog').waitFor();
    expect(await marketing.getByTestId('promocodes-export-confirm').isEnabled()).toBe(true);
    await shot(marketing, 'promocodes-05-export-dialog');
    const download = marketing.waitForEvent('download');
    await marketing.getByTestId('promocodes-export-confirm').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^Promocodes-\d{8}-\d{6}\.xlsx$/);
    await marketing.getByTestId('export-indicator').getByText('Exported').waitFor();
    const workbook = new ExcelJS.Workbook();
    const bytes = await fs.readFile((await file.path())!);
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    const sheet = workbook.worksheets[0]!;
    const rows: string[][] = [];
    sheet.eachRow((row) =>
      rows.push(
        (row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v))),
      ),
    );
    const header = rows[0]!;
    expect(header).toContain('Code');
    const typeAt = header.indexOf('Type');
    const expiryAt = header.indexOf('Expiry');
    const listed = await gql<{ getPromocodes: { promocodes: Array<{ code: string }> } }>(
      server.url,
      `query($f: String) { getPromocodes(filters: $f, rowsPerPage: 200) { promocodes { code } } }`,
      { f: JSON.stringify({ type: 'percentage', expiry: 'expired' }) },
      token,
    );
    expect(
      rows
        .slice(1)
        .map((r) => r[header.indexOf('Code')])
        .sort(),
    ).toEqual(listed.getPromocodes.promocodes.map((p) => p.code).sort());
    for (const row of rows.slice(1)) {
      if (typeAt >= 0) expect(row[typeAt]).toBe('Percentage');
      if (expiryAt >= 0) expect(row[expiryAt]).toBe('Expired');
    }
  });
});
