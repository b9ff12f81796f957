import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { gql, type RunningServer } from '../bench/support';
import { startE2eServer } from './support/server';
import { launchChromium } from './support/browser';
import { signInPerson } from './support/people';
import { seedDay } from './support/seedDate';
import { devPost } from './support/workspace';

/**
 * Issue 9 §7–§8 in the browser, as an operations manager: the life-cycle timeline loads more
 * when scrolled to its end, /app/urgent shows a vehicle made urgent while it is open (the
 * URGENT_VEHICLE event, announced through the server's event bus by POST /dev/urgent-vehicle)
 * and drops it on DEL_URGENT_VEHICLE, the counter shows the snapshot, and every fleet page
 * is photographed into .tmp/shots-fleet/.
 */
const SHOTS = path.resolve('.tmp/shots-fleet');
const T = 20_000;
const URGENT = `query { getUrgentVehicles { vehicles { code } } }`;
const VEHICLES = `query { getVehiclesForSearch { _id code } }`;

async function shot(page: Page, name: string): Promise<void> {
  await fs.mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

describe('fleet pages', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let token: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startE2eServer({ SIMULATOR: '0' }), launchChromium()]);
    ({ page, token } = await signInPerson(browser, server.url, 'Operations Manager'));
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('the life-cycle timeline loads the next page when scrolled to its end', async () => {
    await page.goto(`${server.url}/app/vehicles-life-cycle`);
    await page.getByRole('heading', { level: 1, name: 'Vehicles Life Cycle' }).waitFor({ timeout: T });
    const timeline = page.getByTestId('life-cycle-timeline');
    await page.getByTestId('life-cycle-entry').first().waitFor({ timeout: T });
    await expect
      .poll(() => page.getByTestId('life-cycle-total').innerText(), { timeout: T })
      .toMatch(/^Total Count: \d+$/);
    const total = Number((await page.getByTestId('life-cycle-total').innerText()).replace(/\D/g, ''));
    expect(total).toBeGreaterThan(24);
    const before = await page.getByTestId('life-cycle-entry').count();
    expect(before % 12).toBe(0);
    await shot(page, 'life-cycle-01-first-page');
    // A person scrolls the timeline to its end: the next 12 arrive, nothing repeats.
    await timeline.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await expect
      .poll(() => page.getByTestId('life-cycle-entry').count(), { timeout: T })
      .toBeGreaterThan(before);
    const after = await page.getByTestId('life-cycle-entry').count();
    expect(after).toBe(Math.min(total, before + 12));
    await shot(page, 'life-cycle-02-more');
  }, 60_000);

  it('/app/urgent shows a vehicle made urgent while the page is open, and drops it when cleared', async () => {
    await page.goto(`${server.url}/app/urgent`);
    await page.getByRole('heading', { level: 1, name: 'Urgent Vehicles' }).waitFor({ timeout: T });
    await page
      .locator('[data-testid^="urgentVehicles-row-"], [data-testid="urgentVehicles"] .ant-empty')
      .first()
      .waitFor({ timeout: T });
    const urgent = new Set(
      (
        await gql<{ getUrgentVehicles: { vehicles: Array<{ code: string }> } }>(server.url, URGENT, {}, token)
      ).getUrgentVehicles.vehicles.map((v) => v.code),
    );
    const all = (
      await gql<{ getVehiclesForSearch: Array<{ code: string }> }>(server.url, VEHICLES, {}, token)
    ).getVehiclesForSearch;
    const calm = all.find((v) => !urgent.has(v.code));
    expect(calm, 'a vehicle that is not urgent').toBeDefined();
    const row = page.getByTestId(`urgentVehicles-row-${calm!.code}`);
    expect(await row.count()).toBe(0);
    await shot(page, 'urgent-01-before');
    await devPost(server.url, '/dev/urgent-vehicle', { code: calm!.code, urgencyType: 'IOT_OFF' });
    // Nothing refetches the list here: only the URGENT_VEHICLE event can bring the row.
    await row.waitFor({ timeout: 5000 });
    expect(await page.getByTestId(`urgency-${calm!.code}`).innerText()).toBe('Iot Off');
    await shot(page, 'urgent-02-live');
    await devPost(server.url, '/dev/urgent-vehicle', { code: calm!.code, urgencyType: null });
    await row.waitFor({ state: 'detached', timeout: 5000 });
  }, 60_000);

  it('the counter shows the snapshot per area and status, with plain dates and no search', async () => {
    await page.goto(`${server.url}/app/vehicles/counter`);
    await page.getByRole('heading', { level: 1, name: 'Counter' }).waitFor({ timeout: T });
    await page.locator('[data-testid^="vehiclesCounter-row-"]').first().waitFor({ timeout: T });
    expect(await page.getByTestId('list-search-toggle').count()).toBe(0);
    const totals = await page.locator('[data-testid^="vehiclesCounter-row-"] td:last-child').allInnerTexts();
    expect(totals.map(Number).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    await shot(page, 'counter-01');
  }, 60_000);

  it('the other fleet pages open on their data (screenshots)', async () => {
    // The seed's history ends today: its recent activation cycles are in the week before.
    const cycles = `from=${encodeURIComponent(`${seedDay(-12)}T00:00:00.000Z`)}&to=${encodeURIComponent(`${seedDay(0)}T23:59:59.999Z`)}`;
    const pages: Array<[string, string, string]> = [
      ['vehicles/out-of-fence', 'Out Of Fence Vehicles', 'outOfFenceVehicles'],
      ['vehicles-iot-battery-alert', 'IoT Battery Alerts', 'iotBatteryAlerts'],
      [`vehicles-activation-cycle?${cycles}`, 'Vehicles Activation Cycle', 'activationCycles'],
      ['vehicles-malfunction-alert', 'Vehicles Malfunction Alerts', 'malfunctionAlerts'],
    ];
    for (const [route, title, testId] of pages) {
      await page.goto(`${server.url}/app/${route}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: T });
      await page
        .locator(`[data-testid^="${testId}-row-"], [data-testid="${testId}"] .ant-empty`)
        .first()
        .waitFor({ timeout: T });
      if (testId === 'activationCycles') {
        // The activation photos come through pre-signed URLs and load.
        const image = page.locator('img[src*="activation-images"]').first();
        await image.waitFor({ timeout: T });
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
            timeout: T,
          })
          .toBe(true);
      }
      // Issue 23 item 8: statuses in words, never the stored value.
      const shown = await page.getByTestId(testId).innerText();
      expect(shown).not.toMatch(
        /\b(unassigned|assigned|pending|resolved|OUT_OF_FENCE|MOVE_BEEP|LOCK_NONE|NOT_UPDATING|IOT_OFF|ACTIVE|IN_BREAK)\b/,
      );
      await shot(page, `page-${testId}`);
    }
  }, 90_000);

  it('the vehicle page shows the same life-cycle timeline', async () => {
    const [first] = (
      await gql<{ getVehiclesForSearch: Array<{ code: string }> }>(server.url, VEHICLES, {}, token)
    ).getVehiclesForSearch;
    await page.goto(`${server.url}/app/vehicle/${first!.code}`);
    await page.getByRole('tab', { name: 'Life Cycle' }).click({ timeout: T });
    await page.getByTestId('life-cycle-timeline').waitFor({ timeout: T });
    await page.getByTestId('life-cycle-entry').first().waitFor({ timeout: T });
    await shot(page, 'vehicle-page-life-cycle');
  }, 60_000);
});
