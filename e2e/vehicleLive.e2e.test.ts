import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from '../bench/support';
import { startE2eServer } from './support/server';
import { account, launchChromium, screenshot, signIn } from './support/browser';
import { checkIn, devPost, raiseRideTask, receiveTask, type RaisedTask } from './support/workspace';

/**
 * The vehicle card follows its vehicle live: the workspace joins the vehicle's
 * SCOOTER_COORDINATES room (SUBSCRIBE_TO_LOGS { topic, code }), the simulator moves the
 * vehicle (POST /dev/move-vehicle: one simulator step, stored and announced), and the
 * position the card shows (its Location view) changes without a reload.
 */
const agent = account('Support Agent', 0);
const T = 20_000;

interface Moved {
  code: string;
  lat: number;
  long: number;
}

describe('vehicle card: live position', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let task: RaisedTask;

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startE2eServer({ SIMULATOR: '0', DEMO_SEED_SKIP: 'tasks' }),
      launchChromium(),
    ]);
    page = await (await browser.newContext({ viewport: { width: 1600, height: 1000 } })).newPage();
    await signIn(page, server.url, agent);
    await checkIn(page, server.url);
    task = await raiseRideTask(server.url);
    await receiveTask(page, task);
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const shownPosition = () =>
    page.getByTestId('vehicle-location').locator('xpath=following-sibling::*[1]').innerText();
  const written = (moved: Moved) => `${moved.code}: ${moved.lat.toFixed(6)}, ${moved.long.toFixed(6)}`;

  it('shows each move of the vehicle on its card within seconds, without a reload', async () => {
    await page.getByTestId('vehicle-card').waitFor({ timeout: T });
    await page.getByTestId('action-location').click();
    await page.getByTestId('vehicle-location').waitFor({ timeout: T });
    const before = await shownPosition();
    expect(before).toContain(task.code);
    await screenshot(page, 'vehicle-live-01-before');

    const delays: number[] = [];
    for (let step = 1; step <= 3; step += 1) {
      const moved = await devPost<Moved>(server.url, '/dev/move-vehicle', { code: task.code });
      const started = Date.now();
      expect(written(moved)).not.toBe(before);
      // Nothing else refetches the card here: only the SCOOTER_COORDINATES event can bring the new position.
      await expect.poll(shownPosition, { timeout: 5000, interval: 50 }).toContain(written(moved));
      delays.push(Date.now() - started);
    }
    console.info(`vehicle card position updated ${delays.join(', ')} ms after each move`);
    await screenshot(page, 'vehicle-live-02-after');
  }, 120_000);
});
