import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SESSIONS_FILTER_MESSAGES } from '@ops/shared/rules/sessionsFilter';
import { DATE_RANGE_MESSAGES } from '@ops/shared/rules/dateRange';
import { VEHICLE_HISTORY_EXTRA_LABELS, VEHICLE_LIFE_CYCLE_LABELS } from '@ops/shared/rules/labels';
import { signInDemo, type RunningServer } from '../bench/support';
import { startE2eServer } from './support/server';
import { account, launchChromium, screenshot, type DemoAccount } from './support/browser';
import { axeFindings, blocking } from './support/axe';

/**
 * Issue 8 §6, §7, §9 in Chromium against a real server with the demo data: the referral
 * lists and last month's top riders, the App Sessions filter refused then accepted (02 §5),
 * Ops Sessions, the users life cycle for a person with no permission at all beyond signing
 * in, and an express partner set and removed (users/actions).
 */
const CONTEXT = { viewport: { width: 1440, height: 900 }, bypassCSP: true };

describe('referrals, sessions, life cycle and express partners', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let admin: Page;

  /** A page signed in as `who` through the API; the token goes where the browser build keeps it. */
  const pageAs = async (who: DemoAccount): Promise<Page> => {
    const token = await signInDemo(server.url, who.phoneNumber, who.password);
    const context = await browser.newContext(CONTEXT);
    contexts.push(context);
    await context.addInitScript((value) => localStorage.setItem('ops.token', value), token);
    return context.newPage();
  };
  const rows = (page: Page, testId: string) => page.locator(`[data-testid^="${testId}-row-"]`);
  const audit = async (page: Page, name: string) => {
    await page.waitForLoadState('networkidle').catch(() => undefined);
    // The pointer off the header: the account menu's hover colour is the shell's, not these pages'.
    await page.mouse.move(700, 80);
    expect.soft(blocking(await axeFindings(page, name)), name).toEqual([]);
  };

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startE2eServer({ SIMULATOR: '0', DEMO_SEED_SKIP: 'tasks' }),
      launchChromium(),
    ]);
    admin = await pageAs(account('Super Admin'));
  }, 240_000);
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });

  it('lists referred users with their referrer, the referrers with their counts, and last month top riders', async () => {
    await admin.goto(`${server.url}/app/referred-users`);
    await admin.getByRole('heading', { level: 1, name: 'Referred Users' }).waitFor();
    await rows(admin, 'referred-users').first().waitFor();
    const totals = admin.getByTestId('referral-totals');
    await expect
      .poll(async () => (await totals.innerText()).includes('Referrers'), { timeout: 15_000 })
      .toBe(true);
    // Every referred user shows who referred them, as a link to that user.
    const referrerLink = rows(admin, 'referred-users').first().locator('a[href^="/app/user/"]').nth(1);
    expect(await referrerLink.getAttribute('href')).toMatch(/^\/app\/user\/\w+$/);
    await screenshot(admin, 'referrals-01-referred');
    await audit(admin, 'referred-users');

    await admin.goto(`${server.url}/app/refer-initiator-users`);
    await admin.getByRole('heading', { level: 1, name: 'Refer Initiator Users' }).waitFor();
    await rows(admin, 'refer-initiators').first().waitFor();
    const headers = (await admin.locator('.ant-table-thead th').allInnerTexts()).map((h) => h.trim());
    const at = headers.indexOf('Referrals');
    const counts = (
      await admin.locator(`[data-testid^="refer-initiators-row-"] td:nth-child(${at + 1})`).allInnerTexts()
    ).map(Number);
    expect(counts.length).toBeGreaterThan(0);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    await admin.getByTestId('list-filters-toggle').click();
    await admin.getByTestId('initiator-filters-starters').click();
    await admin.waitForURL(/chainStarters/);
    await rows(admin, 'refer-initiators').first().waitFor();
    await screenshot(admin, 'referrals-02-initiators');
    await audit(admin, 'refer-initiators');

    await admin.goto(`${server.url}/app/top-riders-by-area`);
    await admin.getByRole('heading', { level: 1, name: 'Top Riders By Area' }).waitFor();
    await rows(admin, 'top-riders').first().waitFor();
    expect(await admin.getByTestId('top-riders-month').innerText()).toMatch(
      /^Ended rides in [A-Z][a-z]+ \d{4} \(Cairo time\)$/,
    );
    await admin.getByTestId('top-riders-area').click();
    await admin.locator('.ant-select-item-option').first().click();
    await admin.waitForURL(/area=/);
    await admin.locator('.ant-select-dropdown').waitFor({ state: 'hidden' });
    await admin.getByTestId('top-riders').locator('.ant-table-tbody').waitFor();
    await screenshot(admin, 'referrals-03-top-riders');
    await audit(admin, 'top-riders');
  });

  it('refuses a half sessions filter in the spec words, then applies a whole one', async () => {
    await admin.goto(`${server.url}/app/app-sessions`);
    await admin.getByRole('heading', { level: 1, name: 'App Sessions' }).waitFor();
    await rows(admin, 'app-sessions').first().waitFor();
    const apply = admin.getByTestId('app-sessions-filters-apply');
    const problem = admin.getByTestId('app-sessions-filters-problem');
    // Latitude alone: all three are needed, Apply stays off.
    await admin.getByTestId('app-sessions-filters-lat').fill('30.0444');
    expect(await problem.innerText()).toBe(SESSIONS_FILTER_MESSAGES.locationIncomplete);
    expect(await apply.isDisabled()).toBe(true);
    await admin.getByTestId('app-sessions-filters-lng').fill('31.2357');
    await admin.getByTestId('app-sessions-filters-radius').fill('500');
    // A latitude over 180.
    await admin.getByTestId('app-sessions-filters-lat').fill('190');
    expect(await problem.innerText()).toBe(SESSIONS_FILTER_MESSAGES.latitudeRange);
    expect(await apply.isDisabled()).toBe(true);
    await admin.getByTestId('app-sessions-filters-lat').fill('30.0444');
    // One date only: Apply is disabled (02 §5).
    await admin.getByTestId('app-sessions-filters-start').click();
    await admin.locator('.ant-picker-dropdown:visible .ant-picker-cell-in-view').first().click();
    expect(await problem.innerText()).toBe(DATE_RANGE_MESSAGES.endMissing);
    expect(await apply.isDisabled()).toBe(true);
    await admin.keyboard.press('Escape');
    await admin.getByRole('heading', { level: 1, name: 'App Sessions' }).scrollIntoViewIfNeeded();
    await screenshot(admin, 'sessions-01-refused');
    await admin.getByTestId('app-sessions-filters-end').click();
    await admin.locator('.ant-picker-dropdown:visible .ant-picker-cell-in-view').last().click();
    await problem.waitFor({ state: 'detached' });
    // A whole filter: downtown Cairo, 2 km, this calendar view's month.
    await admin.getByTestId('app-sessions-filters-radius').fill('2000');
    expect(await apply.isEnabled()).toBe(true);
    await apply.click();
    await admin.waitForURL(/filters=.*radius/);
    await admin.getByTestId('app-sessions').locator('.ant-table-tbody').waitFor();
    await screenshot(admin, 'sessions-02-applied');

    // Without any dates, the 2 km circle finds the seeded sessions around Tahrir.
    await admin.goto(
      `${server.url}/app/app-sessions?filters=${encodeURIComponent(JSON.stringify({ lat: 30.0444, lng: 31.2357, radius: 3000 }))}`,
    );
    await rows(admin, 'app-sessions').first().waitFor();
    // A hand-made address with half a circle: the server refuses it in the same words.
    await admin.goto(
      `${server.url}/app/app-sessions?filters=${encodeURIComponent(JSON.stringify({ lat: 30 }))}`,
    );
    const refused = admin.getByTestId('app-sessions-error');
    await refused.waitFor();
    expect(await refused.innerText()).toContain(SESSIONS_FILTER_MESSAGES.locationIncomplete);
    await screenshot(admin, 'sessions-03-bad-address');

    await admin.goto(`${server.url}/app/ops-sessions`);
    await admin.getByRole('heading', { level: 1, name: 'Ops Sessions' }).waitFor();
    await rows(admin, 'ops-sessions').first().waitFor();
    expect((await admin.locator('.ant-table-thead th').allInnerTexts()).map((h) => h.trim())).toContain(
      'Role',
    );
    await screenshot(admin, 'sessions-04-ops');
    await audit(admin, 'ops-sessions');
  });

  it('shows the users life cycle page to anyone signed in, its staff actions to those who may view staff, one staff member at a time', async () => {
    const field = await pageAs(account('Field Technician'));
    await field.goto(`${server.url}/app/app-sessions`);
    await field.getByTestId('no-access').waitFor();
    // Login only (03 §2.2), but the rows name staff and their phones (issue 22 §8 f): said, not failed.
    await field.goto(`${server.url}/app/users-life-cycle`);
    await field.getByRole('heading', { level: 1, name: 'Users Life Cycle' }).waitFor();
    await field.getByTestId('life-cycle-not-allowed').waitFor();
    expect(await rows(field, 'users-life-cycle').count()).toBe(0);
    const tech = admin;
    await tech.goto(`${server.url}/app/users-life-cycle`);
    await tech.getByRole('heading', { level: 1, name: 'Users Life Cycle' }).waitFor();
    await rows(tech, 'users-life-cycle').first().waitFor();
    const first = rows(tech, 'users-life-cycle').first();
    const name = (await first.locator('[data-testid^="life-cycle-only-"]').innerText()).trim();
    await first.locator('[data-testid^="life-cycle-only-"]').click();
    await tech.waitForURL(/filters=.*user/);
    await tech.getByTestId('life-cycle-user-tag').waitFor();
    await expect
      .poll(
        async () =>
          (await tech.locator('[data-testid^="life-cycle-only-"]').allInnerTexts()).every(
            (n) => n.trim() === name,
          ),
        { timeout: 15_000 },
      )
      .toBe(true);
    // Cases read as the spec's labels (02 §3), never as codes.
    const labels: string[] = [
      ...Object.values(VEHICLE_LIFE_CYCLE_LABELS),
      ...Object.values(VEHICLE_HISTORY_EXTRA_LABELS),
    ];
    const headers = (await tech.locator('.ant-table-thead th').allInnerTexts()).map((h) => h.trim());
    const cases = await tech
      .locator(`[data-testid^="users-life-cycle-row-"] td:nth-child(${headers.indexOf('Case') + 1})`)
      .allInnerTexts();
    expect(cases.length).toBeGreaterThan(0);
    expect(cases.filter((c) => !labels.includes(c.trim()))).toEqual([]);
    await screenshot(tech, 'life-cycle-01-one-person');
    await audit(tech, 'users-life-cycle');
  });

  it('sets and removes an express admin from the partner page', async () => {
    await admin.goto(`${server.url}/app/express-partners`);
    await admin.getByRole('heading', { level: 1, name: 'Express Partners' }).waitFor();
    await rows(admin, 'express-partners').first().waitFor();
    await screenshot(admin, 'express-01-list');
    await audit(admin, 'express-partners');
    // A rider who is not an admin yet.
    const riderOnly = rows(admin, 'express-partners')
      .filter({ hasText: 'Express rider' })
      .filter({ hasNotText: 'Express admin' })
      .first();
    const name = (await riderOnly.locator('td').first().innerText()).trim();
    await riderOnly.click();
    await admin.waitForURL(/\/app\/express-partner\/\w+/);
    await admin.getByRole('heading', { level: 1, name }).waitFor();
    await admin.getByTestId('express-rides').waitFor();
    const flags = admin.getByTestId('express-flags');
    expect(await flags.innerText()).not.toContain('Express admin');

    await admin.getByTestId('express-toggle-admin').click();
    await admin.getByTestId('confirm-ok').click();
    await expect.poll(async () => flags.innerText(), { timeout: 15_000 }).toContain('Express admin');
    expect(await admin.getByTestId('express-toggle-admin').innerText()).toBe('Remove express admin');
    await screenshot(admin, 'express-02-admin-set');

    await admin.getByTestId('express-toggle-admin').click();
    await admin.getByTestId('confirm-ok').click();
    await expect.poll(async () => flags.innerText(), { timeout: 15_000 }).not.toContain('Express admin');
    await screenshot(admin, 'express-03-admin-removed');
    await audit(admin, 'express-partner');
  });
});
