import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from '../bench/support';
import { startE2eServer } from './support/server';
import { account, codeFromOutbox, launchChromium, screenshot, signIn } from './support/browser';
import { openDialog } from './support/openDialog';

/**
 * The Resolve Tasks workspace end to end: two agents in separate browser contexts and a
 * supervisor, against a real server. Conditions are raised and cleared through the
 * development-only routes in server/src/compose/devRoutes.ts (absent in production);
 * the supervisor's check-out goes through the GraphQL API as the supervisor.
 */
const agentA = account('Support Agent', 0);
const agentB = account('Support Agent', 1);
const supervisor = account('Support Supervisor', 0);
const T = 20_000;

describe('resolve tasks: live task, actions, flag and transfer, forced transfer on break, supervisor check-out', () => {
  let server: RunningServer;
  let browser: Browser;
  let a: Page;
  let b: Page;
  let rideCode = '';
  let secondTaskHolder: Page;
  let secondTaskOther: Page;
  let flaggedTaskId = '';

  const dev = async (path: string, body: unknown) => {
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as Record<string, unknown>;
    if (!response.ok) throw new Error(`${path}: ${String(json.error)}`);
    return json;
  };
  const gql = async <T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const json = (await response.json()) as { data: T; errors?: Array<{ message: string }> };
    if (json.errors?.length) throw new Error(json.errors[0]!.message);
    return json.data;
  };
  const chooseOption = async (page: Page, selectTestId: string, text: string) => {
    // antd animates its dropdown, and a live refetch can re-render and close it mid-click; the
    // choice is checked on the select itself and tried again (a person would simply click again).
    const dropdown = page.locator('.ant-select-dropdown:visible');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        if ((await dropdown.count()) === 0) await page.getByTestId(selectTestId).click();
        const option = dropdown.locator('.ant-select-item-option').filter({ hasText: text }).first();
        await option.waitFor({ timeout: 5000 });
        await page.waitForTimeout(200);
        await option.click({ timeout: 5000 });
      } catch {
        // The list closed or moved under the pointer: look at the result, then try again.
      }
      // A multiple select keeps its list open; clicking the dialog title closes it so it covers no button.
      if (await dropdown.count()) await page.locator('.ant-modal-title:visible').first().click();
      await dropdown.waitFor({ state: 'hidden', timeout: 3000 }).catch(() => undefined);
      if ((await page.getByTestId(selectTestId).innerText()).includes(text)) return;
    }
    throw new Error(`could not choose ${text} in ${selectTestId}`);
  };

  /**
   * Makes sure the agent holds nothing before the test's own task is raised: with the tasks
   * seed left out there is normally nothing to park, but a task left by an earlier step is
   * set pending (30 minutes) so it cannot be handed back during the next step.
   */
  const drain = async (page: Page) => {
    for (let round = 0; round < 60; round += 1) {
      await Promise.race([
        page.getByTestId('no-task').waitFor({ timeout: T }),
        page.getByTestId('current-task').waitFor({ timeout: T }),
      ]);
      await page.waitForTimeout(300);
      if (await page.getByTestId('no-task').isVisible()) return;
      const id = await page.getByTestId('current-task').getAttribute('data-task-id');
      await page.getByTestId('set-pending').click();
      await page.getByTestId('pending-comment').fill('Parked by the e2e test');
      await page.getByTestId('set-pending-confirm').click();
      await expect
        .poll(
          async () =>
            (await page.getByTestId('current-task').count())
              ? await page.getByTestId('current-task').getAttribute('data-task-id')
              : null,
          { timeout: T },
        )
        .not.toBe(id);
    }
    throw new Error('backlog did not drain');
  };

  /**
   * The task arrives live when the server offers it to this agent; the seeded task-area
   * settings may route it elsewhere, so after a few seconds the agent picks it from the
   * backlog instead (the pick button path of 01 §2).
   */
  const receive = async (page: Page, taskId: string, code: string) => {
    const live = await page
      .getByTestId('current-task')
      .waitFor({ timeout: 6000 })
      .then(
        () => true,
        () => false,
      );
    if (!live) {
      // The newest task is on the last backlog page: filter the backlog by its vehicle.
      await page.getByTestId('backlog-filters').click();
      await page.getByTestId('filter-vehicle').click();
      await page.keyboard.type(code);
      await page
        .locator('.ant-select-dropdown:visible .ant-select-item-option')
        .filter({ hasText: code })
        .first()
        .click();
      await page.getByRole('dialog').getByRole('button', { name: 'Apply' }).click();
      await page.getByTestId(`pick-${taskId}`).click({ timeout: T });
    }
    await expect
      .poll(() => page.getByTestId('current-task').getAttribute('data-task-id'), { timeout: T })
      .toBe(taskId);
  };

  beforeAll(async () => {
    // No simulator and no seeded tasks: the test raises and clears every condition itself, so
    // tasks arrive only when it says and go to the agent the engine's order picks.
    [server, browser] = await Promise.all([
      startE2eServer({ SIMULATOR: '0', DEMO_SEED_SKIP: 'tasks' }),
      launchChromium(),
    ]);
    const contextA = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    const contextB = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    a = await contextA.newPage();
    b = await contextB.newPage();
    await signIn(a, server.url, agentA);
    await signIn(b, server.url, agentB);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the check-in prompt, checks in, and a task arrives live', async () => {
    await a.goto(`${server.url}/app/resolve-tasks`);
    await a.getByTestId('not-checked-in').waitFor({ timeout: T });
    expect(await a.getByTestId('not-checked-in').innerText()).toContain(
      'No assigned tasks and you are not checked in!',
    );
    await screenshot(a, 'resolve-01-not-checked-in');
    await a.getByTestId('check-in').click();
    await drain(a);
    expect(await a.getByTestId('no-task').innerText()).toContain('No Task Assigned!');
    await screenshot(a, 'resolve-02-no-task');

    // Agent B is not on shift yet, so the task can only go to A.
    const ride = await dev('/dev/start-ride', { minutesAgo: 12 });
    rideCode = String(ride.code);
    const raised = (await dev('/dev/vehicle-condition', {
      code: rideCode,
      reason: 'OUT_OF_FENCE',
      action: 'raise',
      outOfFence: true,
    })) as { task: { _id: string } };
    await receive(a, raised.task._id, rideCode);
    expect(await a.getByTestId('case-banner').innerText()).toContain(rideCode);
    await screenshot(a, 'resolve-03-task-arrived');
  }, 120_000);

  it('rings, limits the speed and ends the ride with pay; the wallet log row appears', async () => {
    await a.getByTestId('action-ring').click();
    await a.getByText(`Ring sent to ${rideCode}`).waitFor({ timeout: T });

    await a.getByTestId('action-speed').click();
    await a.getByTestId('speed-options').getByText('15 km/h').click();
    await screenshot(a, 'resolve-04-speed-dialog');
    await a.getByTestId('speed-confirm').click();
    await a.getByText(`Speed limit of ${rideCode} set to 15 km/h`).waitFor({ timeout: T });

    await openDialog(a.getByTestId('action-end-pay'), a.getByTestId('end-pay-minutes'));
    await a.getByTestId('end-pay-minutes').fill('3');
    await chooseOption(a, 'balance-reason', 'Compensation');
    expect(await a.getByTestId('end-pay-balance').innerText()).toBe('3.00');
    await screenshot(a, 'resolve-05-end-pay-dialog');
    const enabled = () =>
      expect.poll(() => a.getByTestId('end-pay-confirm').isEnabled(), { timeout: 5000 }).toBe(true);
    // Under a loaded CI machine the reason select has been seen to drop a choice once: choose again, then insist.
    await enabled()
      .catch(async () => {
        await screenshot(a, 'resolve-05-end-pay-retry');
        await chooseOption(a, 'balance-reason', 'Compensation');
        await enabled();
      })
      .catch(async (error: unknown) => {
        await screenshot(a, 'resolve-05-end-pay-disabled');
        throw new Error(
          `End and pay stayed disabled; dialog: ${await a.locator('.ant-modal:visible').innerText()}`,
          { cause: error },
        );
      });
    await a.getByTestId('end-pay-confirm').click();
    await a
      .getByTestId('end-pay-confirm')
      .waitFor({ state: 'hidden', timeout: T })
      .catch(async (error: unknown) => {
        await screenshot(a, 'resolve-05-end-pay-failed');
        throw error;
      });
    await expect.poll(() => a.getByTestId('ride-status').innerText(), { timeout: T }).not.toBe('ongoing');

    await a.getByTestId('tab-wallet-logs').click();
    // The one wallet logs table (components/walletLogs): rows are wallet-log-row-{id}.
    await a.locator('[data-testid^="wallet-log-row-"]').first().waitFor({ timeout: T });
    expect(await a.locator('[data-testid^="wallet-log-row-"]').count()).toBeGreaterThan(0);
    await screenshot(a, 'resolve-06-wallet-logs');
  }, 120_000);

  it('shows the resolved notice when the last open case clears; a main case clearing first marks it cleared', async () => {
    await dev('/dev/vehicle-condition', { code: rideCode, reason: 'LPM', action: 'raise' });
    await dev('/dev/vehicle-condition', {
      code: rideCode,
      reason: 'OUT_OF_FENCE',
      action: 'clear',
      outOfFence: false,
    });
    // The battery is still low: the task stays on screen, its main case marked cleared.
    await a.getByTestId('main-case-cleared').waitFor({ timeout: T });
    // The vehicle card reads the vehicle again: back in its fence.
    await expect
      .poll(() => a.getByTestId('vehicle-card').innerText(), { timeout: T })
      .not.toContain('Out Of Fence');
    expect(await a.getByTestId('case-banner').innerText()).toContain(rideCode);
    expect(await a.getByTestId('resolved-notice').count()).toBe(0);
    await a.getByTestId('case-banner').scrollIntoViewIfNeeded();
    await screenshot(a, 'resolve-07a-main-case-cleared');
    await dev('/dev/vehicle-condition', { code: rideCode, reason: 'LPM', action: 'clear' });
    await a.getByTestId('resolved-notice').waitFor({ timeout: T });
    expect(await a.getByTestId('resolved-notice').innerText()).toBe(`${rideCode} has been resolved!`);
    await screenshot(a, 'resolve-07-resolved-notice');
    await a.keyboard.press('Escape');
    // The notice names the resolved vehicle; the task area moves on (empty, or the next seeded task).
    await expect
      .poll(async () => a.getByTestId('case-banner').filter({ hasText: rideCode }).count(), { timeout: T })
      .toBe(0);
  }, 60_000);

  it('flags a task, requests a transfer, the colleague accepts, both strips update', async () => {
    await b.goto(`${server.url}/app/resolve-tasks`);
    await b.getByTestId('check-in').click();
    await drain(b);
    await drain(a);

    const ride = await dev('/dev/start-ride', {});
    const second = (await dev('/dev/vehicle-condition', {
      code: String(ride.code),
      reason: 'LPM',
      action: 'raise',
    })) as { task: { _id: string } };
    // Both are idle: the engine offers it to the one idle longest (B, who has had no task yet).
    const holding = async () =>
      (await a.getByTestId('current-task').count()) + (await b.getByTestId('current-task').count());
    await expect.poll(holding, { timeout: T }).toBe(1);
    const aHas = (await a.getByTestId('current-task').count()) === 1;
    expect(await (aHas ? a : b).getByTestId('current-task').getAttribute('data-task-id')).toBe(
      second.task._id,
    );
    [secondTaskHolder, secondTaskOther] = aHas ? [a, b] : [b, a];
    const otherName = aHas ? agentB.name : agentA.name;
    const holder = secondTaskHolder;
    const other = secondTaskOther;
    flaggedTaskId = String(await holder.getByTestId('current-task').getAttribute('data-task-id'));

    await holder.getByTestId('flag-toggle').click();
    await holder.getByTestId(`flagged-card-${flaggedTaskId}`).waitFor({ timeout: T });
    await screenshot(holder, 'resolve-08-flagged');

    await holder.getByTestId(`transfer-open-${flaggedTaskId}`).click();
    await chooseOption(holder, 'transfer-to', otherName);
    await holder.getByTestId('transfer-reason').fill('End of my shift');
    await screenshot(holder, 'resolve-09-transfer-form');
    await holder.getByTestId('transfer-request-send').click();

    await other.getByTestId('transfer-request').waitFor({ timeout: T });
    // Let the dialog finish its opening animation, so the picture shows what the agent sees.
    await other.getByTestId('transfer-accept').waitFor({ timeout: T });
    await other.waitForTimeout(400);
    await screenshot(other, 'resolve-10-transfer-received');
    await other.getByTestId('transfer-accept').click();

    await holder.getByTestId('transfer-response-notice').waitFor({ timeout: T });
    await screenshot(holder, 'resolve-11-transfer-response');
    await holder.keyboard.press('Enter');
    await expect
      .poll(() => holder.getByTestId('flagged-strip').getAttribute('data-count'), { timeout: T })
      .toBe('0');
    await other.getByTestId(`flagged-card-${flaggedTaskId}`).waitFor({ timeout: T });
    await screenshot(other, 'resolve-12-strip-after-accept');
  }, 120_000);

  it('a break while holding a flagged task forces the transfer first', async () => {
    const other = secondTaskOther;
    const holder = secondTaskHolder;
    await other.getByTestId('start-break').click();
    await chooseOption(other, 'break-reason', 'Meeting');
    await other.getByTestId('start-break-confirm').click();
    await other.getByTestId('bulk-transfer-confirm').waitFor({ timeout: T });
    await chooseOption(other, 'bulk-transfer-to', holder === a ? agentA.name : agentB.name);
    await screenshot(other, 'resolve-13-bulk-transfer');
    await other.getByTestId('bulk-transfer-confirm').click();
    await other.getByTestId('break-screen').waitFor({ timeout: T });
    await screenshot(other, 'resolve-14a-break-after-transfer');
    await expect
      .poll(() => other.getByTestId('break-screen').innerText(), { timeout: T })
      .toContain('You are on a break!');
    await screenshot(other, 'resolve-14-break-screen');
    await holder.getByTestId(`flagged-card-${flaggedTaskId}`).waitFor({ timeout: T });
    await holder.getByTestId('forced-transfer-notice').waitFor({ timeout: T });
    await screenshot(holder, 'resolve-15-forced-transfer-notice');
    await holder.keyboard.press('Enter');
    await other.getByTestId('end-break').click();
    await other.getByTestId('start-break').waitFor({ timeout: T });
  }, 120_000);

  it("the supervisor checks an agent out and the agent's page shows it", async () => {
    const target = secondTaskOther;
    const targetAccount = target === a ? agentA : agentB;
    await gql(
      'mutation ($phone: String!, $password: String!) { loginUser(phone: $phone, password: $password) { __typename } }',
      {
        phone: supervisor.phoneNumber,
        password: supervisor.password,
      },
    );
    await gql(
      'mutation ($phoneNumber: String!) { getVerificationCode(phoneNumber: $phoneNumber) { __typename } }',
      { phoneNumber: supervisor.phoneNumber },
    );
    const code = await codeFromOutbox(server.url, supervisor.phoneNumber);
    const { verifyCode } = await gql<{ verifyCode: { token: string } }>(
      'mutation ($phoneNumber: String!, $code: String!) { verifyCode(phoneNumber: $phoneNumber, verificationCode: $code) { token } }',
      { phoneNumber: supervisor.phoneNumber, code },
    );
    const { supportTeamAttendance } = await gql<{
      supportTeamAttendance: Array<{ userId: string; userName: string; userPhoneNumber: string }>;
    }>('{ supportTeamAttendance { userId userName userPhoneNumber } }', {}, verifyCode.token);
    const row = supportTeamAttendance.find((entry) => entry.userPhoneNumber === targetAccount.phoneNumber);
    expect(row).toBeDefined();
    await gql(
      'mutation ($id: ID, $name: String, $phone: String) { checkoutUserFromReceivingTasks(userIdToCheckout: $id, userNameToCheckout: $name, userPhoneNumberToCheckout: $phone, comment: "Shift over") { success } }',
      { id: row!.userId, name: row!.userName, phone: row!.userPhoneNumber },
      verifyCode.token,
    );
    await target.getByTestId('checked-out-notice').waitFor({ timeout: T });
    await screenshot(target, 'resolve-16-checked-out-notice');
    await target.keyboard.press('Enter');
    await target.getByTestId('not-checked-in').waitFor({ timeout: T });
  }, 120_000);
});
