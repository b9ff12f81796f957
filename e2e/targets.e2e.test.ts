import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { gql, type RunningServer } from '../bench/support';
import { startE2eServer } from './support/server';
import { axeFindings, blocking } from './support/axe';
import { launchChromium } from './support/browser';
import { signInPerson } from './support/people';
import { monthDays, seedMonth } from './support/seedDate';

/**
 * Issue 11 §4 in the browser: the targets grid recomputes its derived figures while a cell is
 * typed, saves, and shows the saved values after a reload; leaving with an unsaved edit asks
 * first; the actual page sets each field beside its actual. Screenshots in .tmp/shots-targets/.
 */
const SHOTS = path.resolve('.tmp/shots-targets');
const T = 20_000;
// The demo seed's history ends today: it sets targets for this month and the two before.
const MONTH = seedMonth(0);
const DAYS = Number(monthDays(MONTH).last.slice(8));
const LAST_MONTH = seedMonth(-1);
const LAST_MONTH_DAYS = Number(monthDays(LAST_MONTH).last.slice(8));
const TARGETS = `query { getTargetInMonth(year: ${Number(MONTH.slice(0, 4))}, month: ${Number(MONTH.slice(5))}) { area { name } ratio operating rides } }`;

async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  await fs.mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage });
}

const figure = (text: string): number => Number(text.replace(/[^\d.-]/g, ''));

describe('targets', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let token: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startE2eServer({ SIMULATOR: '0' }), launchChromium()]);
    ({ page, token } = await signInPerson(browser, server.url, 'Super Admin'));
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('the grid derives as you type, saves, and shows the saved values after a reload', async () => {
    const seeded = (
      await gql<{ getTargetInMonth: Array<{ area: { name: string }; ratio: number; operating: number }> }>(
        server.url,
        TARGETS,
        {},
        token,
      )
    ).getTargetInMonth;
    const area = seeded[0]!;
    await page.goto(`${server.url}/app/targets?month=${MONTH}`);
    await page.getByRole('heading', { level: 1, name: 'Targets' }).waitFor({ timeout: T });
    const row = page.getByTestId(`targets-row-${area.area.name}`);
    await row.waitFor({ timeout: T });
    expect(figure(await row.getByTestId('target-derived-operating').innerText())).toBe(area.operating);

    // A new ratio: comms and rides follow before anything is saved (02 §5).
    const ratio = row.getByTestId('target-input-ratio');
    await ratio.fill('4.2');
    await expect
      .poll(async () => figure(await row.getByTestId('target-derived-ratioTargetComms').innerText()), {
        timeout: 5000,
      })
      .toBe(4.41);
    const rides = Math.round(4.2 * area.operating * DAYS * 100) / 100;
    expect(figure(await row.getByTestId('target-derived-rides').innerText())).toBe(rides);
    expect(await page.getByText('Unsaved changes').count()).toBe(1);
    await shot(page, 'targets-02-typed');

    await page.getByTestId('targets-save').click();
    await page.getByText('Targets have been saved').waitFor({ timeout: T });
    await expect.poll(() => page.getByTestId('targets-save').isDisabled(), { timeout: T }).toBe(true);
    await page.reload();
    const reloaded = page.getByTestId(`targets-row-${area.area.name}`);
    await reloaded.waitFor({ timeout: T });
    expect(await reloaded.getByTestId('target-input-ratio').inputValue()).toBe('4.20');
    expect(figure(await reloaded.getByTestId('target-derived-rides').innerText())).toBe(rides);
    await page.getByTestId('targets-last-change').waitFor({ timeout: T });
    expect(blocking(await axeFindings(page, 'targets-grid')), 'axe: the grid').toEqual([]);
    expect(await page.getByTestId('targets-last-change').innerText()).toContain('Hala Mansour');
    await shot(page, 'targets-03-saved');
  }, 40_000);

  it('leaving with an unsaved edit asks first; the actual page sets each field beside its actual', async () => {
    const seeded = (
      await gql<{ getTargetInMonth: Array<{ area: { name: string } }> }>(server.url, TARGETS, {}, token)
    ).getTargetInMonth;
    const name = seeded[0]!.area.name;
    await page.getByTestId(`targets-row-${name}`).getByTestId('target-input-assigned').fill('77');
    await page.getByTestId('targets-page').getByRole('link', { name: 'Targets vs Actual' }).click();
    await page.getByTestId('unsaved-leave').waitFor({ timeout: T });
    await page.waitForTimeout(400); // the dialog's opening animation, for a readable screenshot
    await shot(page, 'targets-04-unsaved-guard');
    await page.getByTestId('unsaved-leave').click();

    // The seed's month is the running month: its days count up to today (02 §5).
    await page.getByRole('heading', { level: 1, name: 'Targets vs Actual' }).waitFor({ timeout: T });
    await page.getByTestId(`targets-actual-row-${name}`).waitFor({ timeout: T });
    expect(await page.getByText(new RegExp(`Up to today: \\d+ of ${DAYS} days`)).count()).toBe(1);

    // Last month is over and has the seed's rides: every field, set beside actual, by standing.
    await page.goto(`${server.url}/app/targets/actual?month=${LAST_MONTH}`);
    const row = page.getByTestId(`targets-actual-row-${name}`);
    await row.waitFor({ timeout: T });
    expect(await page.getByText(`The whole month: ${LAST_MONTH_DAYS} days.`).count()).toBe(1);
    const rides = row.getByTestId('actual-rides');
    expect(figure((await rides.innerText()).split('\n')[0]!)).toBeGreaterThan(0);
    expect(await rides.getAttribute('data-tone')).toMatch(/^(good|on|bad)$/);
    await row.click();
    const comparison = page.getByTestId(`targets-comparison-${name}`);
    await comparison.waitFor({ timeout: T });
    for (const key of [
      'ratioTargetComms',
      'actREV',
      'lostREVS',
      'activeRatio',
      'urgentRatio',
      'ratingsAboveOrEqualFourPercentage',
      'night.active',
      'overnight.awaiting',
    ]) {
      expect(await comparison.getByTestId(`comparison-${key}`).count(), key).toBe(1);
    }
    await shot(page, 'targets-05-actual', true);
    expect(blocking(await axeFindings(page, 'targets-actual')), 'axe: set beside actual').toEqual([]);

    // A month nobody set: the designed empty state (02 §8: target data failures are an empty list too).
    await page.goto(`${server.url}/app/targets/actual?month=2030-01`);
    await page.getByText('No targets for this month').waitFor({ timeout: T });
    await shot(page, 'targets-06-empty');
  }, 40_000);
});
