import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from '../bench/support';
import { commandSentText } from '../shared/rules/vehicleCommandText';
import { startE2eServer } from './support/server';
import { account, launchChromium, screenshot, signIn } from './support/browser';
import { checkIn, raiseRideTask, receiveTask, type RaisedTask } from './support/workspace';

/**
 * Issue 28 item 5, keyboard first: an agent works a task with the keys alone (next tab, Called
 * User, Motor Lock, a comment saved with Ctrl+Enter, the '?' cheat sheet), and list rows move
 * with the arrows and open with Enter, in the list kit and in a table outside it (Roles).
 * Against a real server with no simulator and no seeded tasks, so the raised task is the agent's.
 */
const agent = account('Support Agent', 0);
const admin = account('Super Admin', 0);
const T = 20_000;
const CONTEXT = { viewport: { width: 1600, height: 1000 } };

describe('keyboard-first workspace and lists', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let task: RaisedTask;

  const activeTab = () =>
    page.locator('.task-tabs .ant-tabs-tab-active [data-testid^="tab-"]').getAttribute('data-testid');
  /** Keys go to the page, not to a field: what a person gets by tabbing out of one. */
  /** antd fades tooltips and popovers in: a screenshot waits for the element's animations to end. */
  const settled = (selector: string) =>
    expect
      .poll(
        () =>
          page
            .locator(selector)
            .first()
            .evaluate(
              (node) => node.getAnimations({ subtree: true }).filter((a) => a.playState === 'running').length,
            ),
        { timeout: T },
      )
      .toBe(0);
  const focusNothing = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startE2eServer({ SIMULATOR: '0', DEMO_SEED_SKIP: 'tasks' }),
      launchChromium(),
    ]);
    page = await (await browser.newContext(CONTEXT)).newPage();
    await signIn(page, server.url, agent);
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('receives a task and steps through its tabs with ] and [', async () => {
    await checkIn(page, server.url);
    task = await raiseRideTask(server.url);
    await receiveTask(page, task);
    await focusNothing();
    expect(await activeTab()).toBe('tab-history');
    await page.keyboard.press(']');
    await expect.poll(activeTab, { timeout: T }).toBe('tab-user-rides');
    await page.keyboard.press(']');
    await expect.poll(activeTab, { timeout: T }).toBe('tab-wallet-logs');
    await page.keyboard.press('[');
    await page.keyboard.press('[');
    await expect.poll(activeTab, { timeout: T }).toBe('tab-history');
    // Going back from the first tab wraps to the last.
    await page.keyboard.press('[');
    await expect.poll(activeTab, { timeout: T }).toBe('tab-life-cycle');
    await page.keyboard.press(']');
    await expect.poll(activeTab, { timeout: T }).toBe('tab-history');
  }, 120_000);

  it('U records Called User and M sends Motor Lock, as their buttons do', async () => {
    const history = page.locator('.task-tabs [role="tabpanel"][aria-hidden="false"]');
    const calls = () => history.getByRole('cell', { name: 'Called User', exact: true }).count();
    const before = await calls();
    await page.keyboard.press('u');
    await page.getByText('Called User recorded').waitFor({ timeout: T });
    await expect.poll(calls, { timeout: T }).toBe(before + 1);
    // The button is disabled for 2 s after a press: the key is too, so a second U records nothing more.
    expect(await page.getByTestId('action-called-user').isDisabled()).toBe(true);
    await page.keyboard.press('u');
    await page.getByTestId('action-called-user').and(page.locator(':enabled')).waitFor({ timeout: T });
    expect(await calls()).toBe(before + 1);

    // Motor Lock: the button's own rule answers (sent, or the vehicle is not ready).
    await page.keyboard.press('m');
    await page
      .getByText(commandSentText('motorLock', task.code))
      .or(page.getByText("Vehicle is not ready, can't perform motor lock/unlock action"))
      .or(page.getByText('Action failed'))
      .first()
      .waitFor({ timeout: T });
  }, 60_000);

  it('C goes to the comment field, Ctrl+Enter saves the comment, plain Enter is a new line', async () => {
    await page.keyboard.press('c');
    const field = page.getByTestId('comment-input');
    await expect
      .poll(() => field.evaluate((node) => node === document.activeElement), { timeout: T })
      .toBe(true);
    // Keys typed in the field are text: 'u', ']' and '?' do nothing else.
    await page.keyboard.type('Rider says it is parked ]?');
    await page.keyboard.press('Enter');
    await page.keyboard.type('by the gate');
    expect(await activeTab()).toBe('tab-history');
    expect(await field.inputValue()).toBe('Rider says it is parked ]?\nby the gate');
    await page.getByTestId('comment-save').hover();
    await page.getByText('Save (Ctrl+Enter)').waitFor({ timeout: T });
    await settled('.ant-tooltip:visible');
    await screenshot(page, 'keyboard-01-save-tooltip');
    await page.keyboard.press('Control+Enter');
    await page.locator('.ant-list-item').filter({ hasText: 'by the gate' }).first().waitFor({ timeout: T });
    await expect.poll(() => field.inputValue(), { timeout: T }).toBe('');
  }, 60_000);

  it("'?' opens the cheat sheet with every key, and the buttons' tooltips name theirs", async () => {
    // Tab moves out of the field, as a person leaves it; the next keys are the page's again.
    await page.keyboard.press('Tab');
    await page.mouse.move(800, 4);
    await page.locator('.ant-tooltip:visible').waitFor({ state: 'hidden', timeout: T });
    await page.keyboard.press('?');
    const help = page.locator('.ant-popover:visible');
    await help.getByText('Keyboard shortcuts').first().waitFor({ timeout: T });
    await settled('.ant-popover:visible');
    // The whole sheet is in the window, whatever the scroll when '?' was pressed.
    const box = (await help.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(1000);
    const text = await help.innerText();
    for (const line of [
      'Next tab',
      'Previous tab',
      'Called User',
      'To FT',
      'Motor Lock',
      'Ring',
      'Add a comment',
      'Save the comment',
      'Ctrl+Enter',
      'Set pending',
    ]) {
      expect(text).toContain(line);
    }
    await screenshot(page, 'keyboard-02-cheat-sheet');
    await page.keyboard.press('?');
    await help.waitFor({ state: 'hidden', timeout: T });

    await page.getByTestId('action-motor-lock').hover();
    await page.getByText('Motor Lock (M)').waitFor({ timeout: T });
    await settled('.ant-tooltip:visible');
    await screenshot(page, 'keyboard-03-motor-lock-tooltip');
    await page.getByTestId('tab-next').hover();
    await page.getByText('Next tab (])').waitFor({ timeout: T });
  }, 60_000);

  it('keys wait while a dialog is open: P opens Set pending, and ] under it moves no tab', async () => {
    await page.mouse.move(0, 0);
    await focusNothing();
    await page.keyboard.press('p');
    const dialog = page.getByRole('dialog');
    await dialog.first().waitFor({ timeout: T });
    // antd moves the focus into the dialog's field once it has opened; Tab takes it to a button,
    // so the next key is no typing: only the open dialog keeps it from the workspace.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')), { timeout: T })
      .toBe('pending-comment');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BUTTON');
    await page.keyboard.press(']');
    expect(await activeTab()).toBe('tab-history');
    expect(await page.getByTestId('pending-comment').inputValue()).toBe('');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.locator('.ant-modal-wrap:visible').count(), { timeout: T }).toBe(0);
  }, 60_000);

  it('Vehicles (the list kit): rows are links; arrows move, Enter opens', async () => {
    await page.goto(`${server.url}/app/vehicles`);
    const wrap = page.getByTestId('vehicles-table');
    await wrap.locator('tbody tr.ant-table-row').first().waitFor({ timeout: T });
    const firstLink = wrap.locator('tbody tr.ant-table-row').first().locator('a[href]').first();
    expect(await firstLink.getAttribute('href')).toMatch(/\/app\/vehicle\//);
    await wrap.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowDown');
    const active = wrap.locator('.ops-list-row-active');
    await expect.poll(() => active.count(), { timeout: T }).toBe(1);
    const rows = wrap.locator('tbody tr.ant-table-row');
    expect(await rows.nth(1).getAttribute('class')).toContain('ops-list-row-active');
    const href = await rows.nth(1).locator('a[href*="/app/vehicle/"]').first().getAttribute('href');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${href!}`, { timeout: T });
  }, 60_000);

  it('Roles (a table outside the kit): arrows move, Enter opens the role', async () => {
    const adminPage = await (await browser.newContext(CONTEXT)).newPage();
    await signIn(adminPage, server.url, admin);
    await adminPage.goto(`${server.url}/app/roles`);
    const wrap = adminPage.getByTestId('roles-table');
    await wrap.locator('tbody tr.ant-table-row').nth(2).waitFor({ timeout: T });
    await wrap.focus();
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowUp']) await adminPage.keyboard.press(key);
    const row = wrap.locator('tbody tr.ant-table-row').nth(1);
    await expect.poll(() => row.getAttribute('class'), { timeout: T }).toContain('ops-list-row-active');
    await screenshot(adminPage, 'keyboard-04-roles-row');
    const id = await row.getAttribute('data-row-key');
    await adminPage.keyboard.press('Enter');
    await adminPage.waitForURL(`**/app/roles/${id!}`, { timeout: T });
    await adminPage.context().close();
  }, 120_000);
});
