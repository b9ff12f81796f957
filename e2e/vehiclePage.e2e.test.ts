import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from '../bench/support';
import { startE2eServer } from './support/server';
import { account, launchChromium, screenshot, signIn } from './support/browser';
import { axeFindings, blocking } from './support/axe';
import { checkIn, devPost, raiseRideTask, receiveTask, type RaisedTask } from './support/workspace';

/**
 * The vehicle page (/app/vehicle/{id}): opened from a task in the workspace by the vehicle
 * card's code, it shows the vehicle's details, its rides (the ongoing one of the task), the
 * workspace's actions, and a command's outcome in the command history; a code no vehicle has
 * shows the not-found state, and a role without the vehicle permissions sees the refusal.
 */
const agent = account('Support Agent', 0);
const admin = account('Super Admin', 0);
const finance = account('Finance', 0);
const T = 20_000;
const SHOTS = '/tmp/shots-i';
// axe is injected as a script: the test context lets it past the app's CSP.
const CONTEXT = { viewport: { width: 1600, height: 1000 }, bypassCSP: true };

async function shot(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  await fs.mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

describe('vehicle page', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let task: RaisedTask;

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startE2eServer({ SIMULATOR: '0', DEMO_SEED_SKIP: 'tasks' }),
      launchChromium(),
    ]);
    page = await (await browser.newContext(CONTEXT)).newPage();
    await signIn(page, server.url, agent);
    await checkIn(page, server.url);
    task = await raiseRideTask(server.url);
    await receiveTask(page, task);
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('opens from the task, shows the details, the ongoing ride and the live position, and a ring ends acknowledged in the history', async () => {
    await page.getByTestId('vehicle-card').getByRole('link', { name: task.code }).click();
    await page.waitForURL(`**/app/vehicle/${task.code}`, { timeout: T });
    await expect
      .poll(() => page.getByTestId('vehicle-page-code').innerText(), { timeout: T })
      .toBe(task.code);
    // Details: the workspace's card, the live card and the remaining 01 §3 fields.
    await expect.poll(() => page.getByTestId('vehicle-card').innerText()).toContain('Out Of Fence');
    expect(await page.getByTestId('vehicle-live-lock').innerText()).toMatch(/locked|unlocked|none/);
    await page.getByTestId('vehicle-more').waitFor();
    // The task's ride is this vehicle's newest ride, still ongoing, above its seeded past rides.
    const rides = page.getByTestId('vehicle-rides').locator('tbody tr.ant-table-row');
    await expect.poll(() => rides.count(), { timeout: T }).toBeGreaterThan(0);
    expect(await rides.first().innerText()).toContain('Ongoing');
    expect(await page.getByTestId('vehicle-rides').getByText('No rides').count()).toBe(0);
    // The workspace's actions without the task-only ones.
    expect(await page.getByTestId('action-called-user').count()).toBe(0);
    await page.getByTestId('action-end-pay').waitFor();
    await shot(page, 'vehicle-page-01-details');
    expect(blocking(await axeFindings(page, 'vehicle-page')), 'axe on the vehicle page').toEqual([]);

    // Live position: the simulator moves the vehicle (SCOOTER_COORDINATES) and the Live card follows without a reload.
    const moved = await devPost<{ lat: number; long: number }>(server.url, '/dev/move-vehicle', {
      code: task.code,
    });
    const position = `${moved.lat.toFixed(6)}, ${moved.long.toFixed(6)}`;
    await expect
      .poll(() => page.getByTestId('vehicle-position').innerText(), { timeout: 5000, interval: 50 })
      .toBe(position);

    await page.getByTestId('action-ring').click();
    await page.getByRole('tab', { name: 'Commands' }).click();
    const firstOutcome = page.getByTestId('vehicle-commands').getByTestId('command-status').first();
    // The simulated gateway answers a ready vehicle; the history polls while the command is 'Sent'.
    await expect
      .poll(() => firstOutcome.innerText().catch(() => ''), { timeout: T, interval: 200 })
      .toBe('Acknowledged');
    expect(
      await page.getByTestId('vehicle-commands').locator('tbody tr.ant-table-row').first().innerText(),
    ).toContain('Ring');
    await shot(page, 'vehicle-page-02-commands');
  }, 120_000);

  it('opens from a direct link with its tasks for someone with the tasks table, and a code no vehicle has shows not found', async () => {
    const adminPage = await (await browser.newContext(CONTEXT)).newPage();
    await signIn(adminPage, server.url, admin);
    await adminPage.goto(`${server.url}/app/vehicle/${task.code}`);
    await adminPage.getByTestId('vehicle-page-code').waitFor({ timeout: T });
    await adminPage.getByRole('tab', { name: 'Tasks' }).click();
    const taskRows = adminPage.getByTestId('vehicle-tasks').locator('tbody tr.ant-table-row');
    await expect.poll(() => taskRows.count(), { timeout: T }).toBeGreaterThan(0);
    expect(
      await adminPage.getByTestId('vehicle-tasks').locator(`a[href$="/app/task/${task.taskId}"]`).count(),
    ).toBe(1);
    await shot(adminPage, 'vehicle-page-03-tasks');

    await adminPage.goto(`${server.url}/app/vehicle/NO-SUCH-VEHICLE`);
    await adminPage.getByTestId('vehicle-page-not-found').waitFor({ timeout: T });
    expect(await adminPage.getByTestId('vehicle-page-not-found').innerText()).toContain('Vehicle not found!');
    await shot(adminPage, 'vehicle-page-04-not-found');
    await adminPage.context().close();
  }, 120_000);

  it('refuses a role with neither vehicles.VIEW_PAGE nor task.RESOLVE_TASKS', async () => {
    const financePage = await (await browser.newContext(CONTEXT)).newPage();
    await signIn(financePage, server.url, finance);
    await financePage.goto(`${server.url}/app/vehicle/${task.code}`);
    await financePage.getByTestId('vehicle-page-refused').waitFor({ timeout: T });
    expect(await financePage.getByTestId('vehicle-page-refused').innerText()).toContain(
      'You do not have permission to view this vehicle.',
    );
    expect(await financePage.getByTestId('vehicle-page-code').count()).toBe(0);
    await shot(financePage, 'vehicle-page-05-refused');
    await financePage.context().close();
  }, 120_000);
});
