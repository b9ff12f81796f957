import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from '../bench/support';
import { startE2eServer } from './support/server';
import { account, launchChromium, screenshot, signIn } from './support/browser';
import { checkIn, devPost, receiveTask } from './support/workspace';

/**
 * A shift as an agent lives it (issue 6 items 25, 26, 28, 31, 33, 34). Two agents in
 * separate browser contexts against a real server with no simulator and no seeded tasks:
 * the test raises every task itself through the development routes, so it knows which
 * task comes next. Agent B holds a task throughout, so waiting tasks can only go to A,
 * and each of A's actions is timed until the next task is on A's screen.
 */
const agentA = account('Support Agent', 0);
const agentB = account('Support Agent', 1);
const T = 20_000;
/** Issue 6 item 25: the next task is on screen within 2 s of the action that freed the agent. */
const NEXT_TASK_MS = 2000;

interface Raised {
  taskId: string;
  code: string;
  reason: string;
}

describe('an agent shift: the next task comes at once, the history follows, interruptions are quiet', () => {
  let server: RunningServer;
  let browser: Browser;
  let a: Page;
  let b: Page;
  const timings: Record<string, number> = {};
  let t1: Raised;
  let w1: Raised;
  let rideImage: Raised;
  let w3: Raised;
  let w4: Raised;

  const raise = async (
    reason: string,
    options: { outOfFence?: boolean; code?: string } = {},
  ): Promise<Raised> => {
    const { task } = await devPost<{ task: { _id: string; vehicleCode: string } }>(
      server.url,
      '/dev/vehicle-condition',
      {
        reason,
        action: 'raise',
        ...options,
      },
    );
    return { taskId: task._id, code: task.vehicleCode, reason };
  };
  const clear = (task: Raised) =>
    devPost(server.url, '/dev/vehicle-condition', { code: task.code, reason: task.reason, action: 'clear' });
  const onScreen = (page: Page, taskId: string) =>
    page.locator(`[data-testid="current-task"][data-task-id="${taskId}"]`);
  /**
   * Runs `act` and measures, by the page clocks, from the agent's input (the click or key
   * press `act` makes on `actor`; for a server-side change, the moment it is asked for) to
   * the moment `taskId` is the task on `page`. Playwright's own round trips are left out.
   */
  const timeNext = async (
    name: string,
    page: Page,
    taskId: string,
    act: () => Promise<unknown>,
    actor: Page | null = page,
  ) => {
    await page.evaluate((id) => {
      const w = window as unknown as { arrivedAt?: number };
      delete w.arrivedAt;
      const seen = () => {
        if (w.arrivedAt || !document.querySelector(`[data-testid="current-task"][data-task-id="${id}"]`))
          return;
        w.arrivedAt = Date.now();
        observer.disconnect();
      };
      const observer = new MutationObserver(seen);
      observer.observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['data-task-id'],
      });
    }, taskId);
    if (actor) {
      await actor.evaluate(() => {
        const w = window as unknown as { actedAt?: number };
        delete w.actedAt;
        const mark = () => {
          w.actedAt ??= Date.now();
        };
        document.addEventListener('click', mark, { capture: true, once: true });
        document.addEventListener('keydown', mark, { capture: true, once: true });
      });
    }
    const askedAt = Date.now();
    await act();
    await onScreen(page, taskId).waitFor({ timeout: T });
    const arrivedAt = await page.evaluate(
      () => (window as unknown as { arrivedAt?: number }).arrivedAt ?? Date.now(),
    );
    const actedAt = actor
      ? await actor.evaluate(() => (window as unknown as { actedAt?: number }).actedAt)
      : askedAt;
    timings[name] = arrivedAt - (actedAt ?? askedAt);
    expect(timings[name], `${name}: next task after ${timings[name]} ms`).toBeLessThanOrEqual(NEXT_TASK_MS);
  };
  const chooseOption = async (page: Page, selectTestId: string, text: string | RegExp) => {
    const dropdown = page.locator('.ant-select-dropdown:visible');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        if ((await dropdown.count()) === 0) await page.getByTestId(selectTestId).click();
        const option = dropdown.locator('.ant-select-item-option').filter({ hasText: text }).first();
        await option.waitFor({ timeout: 5000 });
        await page.waitForTimeout(200);
        await option.click({ timeout: 5000 });
      } catch {
        // The list re-rendered under the pointer: look at the result and try again.
      }
      await dropdown.waitFor({ state: 'hidden', timeout: 3000 }).catch(() => undefined);
      const shown = (await page.getByTestId(selectTestId).innerText()).trim();
      if (typeof text === 'string' ? shown.includes(text) : text.test(shown)) return;
    }
    throw new Error(`could not choose ${String(text)} in ${selectTestId}`);
  };
  const okOf = (page: Page, noticeTestId: string) =>
    page.locator('.ant-modal', { has: page.getByTestId(noticeTestId) }).getByRole('button', { name: 'OK' });
  /** Fills the Set Pending dialog; the returned function confirms it. */
  const preparePending = async (page: Page) => {
    await page.getByTestId('set-pending').click();
    await page.getByTestId('pending-comment').fill('Waiting for the field technician');
    return () => page.getByTestId('set-pending-confirm').click();
  };

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startE2eServer({ SIMULATOR: '0', DEMO_SEED_SKIP: 'tasks' }),
      launchChromium(),
    ]);
    a = await (await browser.newContext({ viewport: { width: 1600, height: 1000 } })).newPage();
    b = await (await browser.newContext({ viewport: { width: 1600, height: 1000 } })).newPage();
    // A crash behind the error screen is named in the test output.
    for (const [name, page] of [
      ['A', a],
      ['B', b],
    ] as const)
      page.on('pageerror', (error) => console.error(`page ${name}: ${error.message}`));
    await signIn(a, server.url, agentA);
    await signIn(b, server.url, agentB);
  }, 180_000);
  afterEach(async (context) => {
    // A failed step leaves both screens behind, named after it.
    if (context.task.result?.state !== 'fail') return;
    const name = context.task.name.replace(/\W+/g, '-').slice(0, 40);
    await Promise.all([
      screenshot(a, `shift-failed-${name}-a`),
      screenshot(b, `shift-failed-${name}-b`),
    ]).catch(() => undefined);
  });
  afterAll(async () => {
    console.info(`next-task timings (ms): ${JSON.stringify(timings)}`);
    await browser?.close();
    await server?.stop();
  });

  it('both agents hold a task; four more wait in the queue', async () => {
    // B first and alone, so B's task is B's; then A, whose task can only go to A.
    await checkIn(b, server.url);
    const heldByB = await raise('IOT_OFF');
    await receiveTask(b, heldByB);
    await checkIn(a, server.url);
    const ride = await devPost<{ code: string }>(server.url, '/dev/start-ride', { minutesAgo: 12 });
    t1 = await raise('LPM', { code: ride.code });
    await receiveTask(a, t1);
    // Queue order is age: W1 (out of fence), the ride image, W3, W4.
    w1 = await raise('OUT_OF_FENCE', { outOfFence: true });
    const image = await devPost<{ task: { _id: string; vehicleCode: string } }>(
      server.url,
      '/dev/ride-image-task',
      {},
    );
    rideImage = { taskId: image.task._id, code: image.task.vehicleCode, reason: '' };
    w3 = await raise('NOT_UPDATING');
    w4 = await raise('VEHICLE_MALFUNCTION');
  }, 120_000);

  it('transfer: when the colleague accepts, the next task is on screen within 2 s; the colleague is told which answer', async () => {
    await a.getByTestId('flag-toggle').click();
    await a.getByTestId(`flagged-card-${t1.taskId}`).waitFor({ timeout: T });
    await a.getByTestId(`transfer-open-${t1.taskId}`).click();
    await chooseOption(a, 'transfer-to', agentB.name);
    await a.getByTestId('transfer-request-send').click();
    await b.getByTestId('transfer-accept').waitFor({ timeout: T });
    await b.waitForTimeout(400);
    await timeNext('transfer', a, w1.taskId, () => b.getByTestId('transfer-accept').click(), b);
    // 33: the toast names the answer given, not 'accepted/rejected'.
    await b.getByText('Transfer request has been accepted successfully.').waitFor({ timeout: T });
    await b.getByTestId(`flagged-card-${t1.taskId}`).waitFor({ timeout: T });
    await a.getByTestId('transfer-response-notice').waitFor({ timeout: T });
    await okOf(a, 'transfer-response-notice').click();
    await a.getByTestId('transfer-response-notice').waitFor({ state: 'hidden', timeout: T });
  }, 60_000);

  it('set pending: the next task (a ride image) is on screen within 2 s', async () => {
    await timeNext('pending', a, rideImage.taskId, await preparePending(a));
    await a.getByTestId('ride-image-view').waitFor({ timeout: T });
  }, 60_000);

  it('ride image: the keys are in the help and on the buttons; N rejects, the next task is on screen within 2 s', async () => {
    // 34: the '?' help lists the review keys next to the others. Keys wait while a dialog
    // is open, so the pending dialog must have finished closing.
    await expect.poll(() => a.locator('.ant-modal-wrap:visible').count(), { timeout: T }).toBe(0);
    await a.keyboard.press('?');
    const help = a.locator('.ant-popover:visible');
    await help.getByText('Reject & add urgent').waitFor({ timeout: T });
    expect(await help.innerText()).toContain('Shift+N');
    await screenshot(a, 'shift-01-shortcuts-help');
    await a.keyboard.press('?');
    await help.waitFor({ state: 'hidden', timeout: T });
    await a.getByTestId('ride-image-reject').hover();
    await a.getByText('Reject (N)').waitFor({ timeout: T });
    await screenshot(a, 'shift-02-ride-image-tooltip');
    await a.mouse.move(0, 0);
    await timeNext('rideImageReject', a, w3.taskId, () => a.keyboard.press('n'));
  }, 60_000);

  it('resolve: the condition clears, the task on screen says so in a dialog with OK, the next task is there within 2 s', async () => {
    await timeNext('resolve', a, w4.taskId, () => clear(w3), null);
    await a.getByTestId('resolved-notice').waitFor({ timeout: T });
    expect(await a.getByTestId('resolved-notice').innerText()).toBe(`${w3.code} has been resolved!`);
    await a.waitForTimeout(400);
    await screenshot(a, 'shift-03-resolved-dialog');
    await a.getByTestId('resolved-notice-ok').click();
    await a.getByTestId('resolved-notice').waitFor({ state: 'hidden', timeout: T });
  }, 60_000);

  it('unflag: a task the colleague puts back reaches the idle agent within 2 s', async () => {
    await (
      await preparePending(a)
    )();
    await a.getByTestId('no-task').waitFor({ timeout: T });
    // B cannot take the transferred task now (B holds one): unflagging it frees it for A.
    await timeNext('unflag', a, t1.taskId, () => b.getByTestId(`unflag-${t1.taskId}`).click(), b);
    await expect
      .poll(() => b.getByTestId('flagged-strip').getAttribute('data-count'), { timeout: T })
      .toBe('0');
  }, 60_000);

  it('Called User is confirmed and shows in the Task History without a reload', async () => {
    await a.getByTestId('tab-history').click();
    const history = a.locator('[role="tabpanel"][aria-hidden="false"]');
    const rows = (action: string) => history.getByRole('cell', { name: action, exact: true }).count();
    await history.getByRole('cell', { name: 'Unflagged', exact: true }).waitFor({ timeout: T });
    const before = await rows('Called User');
    await a.getByTestId('action-called-user').click();
    await a.getByText('Called User recorded').waitFor({ timeout: T });
    await expect.poll(() => rows('Called User'), { timeout: 5000 }).toBe(before + 1);
    await a.getByTestId('action-to-ft').click();
    await a.getByText('To FT recorded').waitFor({ timeout: T });
    await expect.poll(() => rows('Contacted Field Tech'), { timeout: 5000 }).toBe(1);
    await screenshot(a, 'shift-04-history-after-called-user');
  }, 60_000);

  it('a flagged task resolved in the background is a toast, and the next click still lands', async () => {
    const w6 = await raise('LPM');
    await a.getByTestId('flag-toggle').click();
    await a.getByTestId(`flagged-card-${t1.taskId}`).waitFor({ timeout: T });
    await a.getByTestId(`pick-${w6.taskId}`).click();
    await onScreen(a, w6.taskId).waitFor({ timeout: T });
    await clear(t1);
    await a.getByText(`${t1.code} has been resolved!`).waitFor({ timeout: T });
    await a.waitForTimeout(400); // the toast's entrance, for the picture
    await screenshot(a, 'shift-05-background-resolved-toast');
    expect(await a.getByTestId('resolved-notice').count()).toBe(0);
    await expect
      .poll(() => a.getByTestId('flagged-strip').getAttribute('data-count'), { timeout: T })
      .toBe('0');
    // Nothing covers the page: the very next click opens the tab it aims at.
    await a.getByTestId('tab-life-cycle').click();
    await expect
      .poll(() => a.locator('.task-tabs .ant-tabs-tab-active').innerText(), { timeout: 5000 })
      .toBe('Vehicle Life Cycle');
    await onScreen(a, w6.taskId).waitFor({ timeout: T });
  }, 60_000);

  it('the backlog Case filter names each case once, shows the matching case, and survives a reload', async () => {
    await a.getByTestId('backlog-filters').click();
    await a.getByTestId('filter-case').click();
    const options = a.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await options.first().waitFor({ timeout: T });
    // Read once the list has settled: during the dropdown's entrance its texts can come back empty.
    await expect
      .poll(() => options.allInnerTexts(), { timeout: T })
      .toContain('Warning Vehicle Out Of Fence');
    const labels = await options.allInnerTexts();
    expect(labels.filter((label) => label === 'Out Of Fence')).toHaveLength(1);
    expect(labels).toContain('Warning Vehicle Out Of Fence');
    await chooseOption(a, 'filter-case', /^Out Of Fence$/);
    await a.getByRole('dialog').getByRole('button', { name: 'Apply' }).click();
    await a.getByTestId(`backlog-card-${w1.taskId}`).waitFor({ timeout: T });
    await a.reload();
    await expect
      .poll(() => a.getByTestId('backlog-filters').innerText(), { timeout: T })
      .toContain('Filters (1)');
    expect(new URL(a.url()).searchParams.get('backlogCase')).toBe('VEHICLE_OUT_OF_FENCE');
    const card = a.getByTestId(`backlog-card-${w1.taskId}`);
    await card.waitFor({ timeout: T });
    expect(await card.getByTestId('task-card-case').allInnerTexts()).toContain('Out Of Fence');
    expect(await a.locator('[data-testid^="backlog-card-"]').count()).toBe(1);
    await screenshot(a, 'shift-06-backlog-filter-after-reload');
  }, 60_000);

  it("a break's total reads '1 minute', and a self check-out is worded as one's own", async () => {
    await b.getByTestId('start-break').click();
    await chooseOption(b, 'break-reason', 'Meeting');
    await b.getByTestId('start-break-confirm').click();
    await b.getByTestId('break-screen').waitFor({ timeout: T });
    expect(await b.getByTestId('break-total').innerText()).toBe('1 minute');
    await screenshot(b, 'shift-07-break-total');

    await a.getByTestId('check-out').click();
    await a.getByTestId('check-out-confirm').click();
    await a.getByTestId('checked-out-notice').waitFor({ timeout: T });
    expect(await a.getByTestId('checked-out-notice').innerText()).toBe(
      'You have checked out and will not receive tasks.',
    );
    await a.waitForTimeout(400); // the dialog's entrance, for the picture
    await screenshot(a, 'shift-08-self-check-out');
  }, 60_000);
});
