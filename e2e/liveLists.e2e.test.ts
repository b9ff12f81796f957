import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from '../bench/support';
import { startE2eServer } from './support/server';
import { account, launchChromium, screenshot } from './support/browser';
import { signInPerson, type SignedInPerson } from './support/people';
import { devPost } from './support/workspace';

/**
 * Issue 23 item 3: the Tasks list, Urgent Vehicles and Out Of Fence update without a reload
 * when their events arrive (a throttled read again, as the backlog does). Changes are made
 * through development routes while the page stays open; the page is never reloaded.
 */
const T = 20_000;
/** What "live" means here: on screen within this long of the change. */
const LIVE_MS = 6_000;

describe('live lists: Tasks, Urgent Vehicles, Out Of Fence', () => {
  let server: RunningServer;
  let browser: Browser;
  let admin: SignedInPerson;
  let page: Page;
  let navigations = 0;

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startE2eServer({ SIMULATOR: '0', DEMO_SEED_SKIP: 'tasks' }),
      launchChromium(),
    ]);
    admin = await signInPerson(browser, server.url, account('Super Admin', 0));
    page = admin.page;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** Opens `path` and returns a check that the page was not reloaded since. */
  const open = async (path: string, ready: string) => {
    await page.goto(`${server.url}${path}`);
    await page.locator(ready).first().waitFor({ timeout: T });
    const at = navigations;
    return () => expect(navigations).toBe(at);
  };

  it('Tasks: a raised task appears, and its resolution shows, without a reload', async () => {
    const stillHere = await open('/app/tasks', '.ant-table');
    const { task } = await devPost<{ task: { _id: string; vehicleCode: string } }>(
      server.url,
      '/dev/vehicle-condition',
      { reason: 'LPM', action: 'raise' },
    );
    const row = page.getByTestId(`task-row-${task._id}`);
    const started = Date.now();
    await row.waitFor({ timeout: LIVE_MS });
    const appearedMs = Date.now() - started;
    expect(await row.locator('.ant-tag[data-status]').first().getAttribute('data-status')).toBe('unassigned');
    await devPost(server.url, '/dev/vehicle-condition', {
      code: task.vehicleCode,
      reason: 'LPM',
      action: 'clear',
    });
    await expect
      .poll(() => row.locator('.ant-tag[data-status]').first().getAttribute('data-status'), {
        timeout: LIVE_MS,
      })
      .toBe('resolved');
    stillHere();
    await screenshot(page, 'live-01-tasks-resolved-live');
    console.info(`tasks list: a raised task on screen ${appearedMs} ms after the raise`);
  }, 60_000);

  it('Urgent Vehicles: a vehicle that becomes urgent appears, and leaves when it no longer is', async () => {
    const { task } = await devPost<{ task: { vehicleCode: string } }>(server.url, '/dev/vehicle-condition', {
      reason: 'IOT_OFF',
      action: 'raise',
    });
    const code = task.vehicleCode;
    await devPost(server.url, '/dev/urgent-vehicle', { code, urgencyType: null });
    const stillHere = await open('/app/urgent', '.ant-table');
    const row = page.locator(`tr[data-row-key="${code}"]`);
    expect(await row.count()).toBe(0);
    await devPost(server.url, '/dev/urgent-vehicle', { code, urgencyType: 'IOT_OFF' });
    await row.waitFor({ timeout: LIVE_MS });
    await screenshot(page, 'live-02-urgent-appeared');
    await devPost(server.url, '/dev/urgent-vehicle', { code, urgencyType: null });
    await row.waitFor({ state: 'detached', timeout: LIVE_MS });
    stillHere();
  }, 60_000);

  it('Out Of Fence: a vehicle back inside its fence leaves the list without a reload', async () => {
    const { task } = await devPost<{ task: { vehicleCode: string } }>(server.url, '/dev/vehicle-condition', {
      reason: 'OUT_OF_FENCE',
      action: 'raise',
      outOfFence: true,
    });
    const code = task.vehicleCode;
    await devPost(server.url, '/dev/urgent-vehicle', { code, urgencyType: 'OUT_OF_FENCE' });
    const stillHere = await open('/app/vehicles/out-of-fence', '.ant-table');
    const row = page.locator(`tr[data-row-key="${code}"]`);
    await row.waitFor({ timeout: T });
    await screenshot(page, 'live-03-out-of-fence-listed');
    // Back inside: the fence flag clears, and the urgency change is the event the list hears.
    await devPost(server.url, '/dev/vehicle-condition', {
      code,
      reason: 'OUT_OF_FENCE',
      action: 'clear',
      outOfFence: false,
    });
    await devPost(server.url, '/dev/urgent-vehicle', { code, urgencyType: null });
    await row.waitFor({ state: 'detached', timeout: LIVE_MS });
    stillHere();
    await screenshot(page, 'live-04-out-of-fence-left');
  }, 60_000);
});
