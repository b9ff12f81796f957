import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from '../bench/support';
import { startE2eServer } from './support/server';
import { account, launchChromium, screenshot, signIn } from './support/browser';
import { chooseFromMenu } from './support/menu';

/**
 * The pages about one thing (a task, an area, an inventory item, a warehouse) answer an id
 * nobody has, a dropped network and a retry the same way (components/queryState): "not found"
 * in the page's words, "the server cannot be reached" with Try again, and in Arabic too.
 */
const admin = account('Super Admin', 0);
const T = 20_000;
const NOBODY = '5f3c2b1a-1111-4222-8333-444455556666';
const NOBODY_ELSE = '5f3c2b1a-1111-4222-8333-777788889999';

describe('detail pages: not found, offline and retry', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startE2eServer({ SIMULATOR: '0', DEMO_SEED_SKIP: 'tasks' }),
      launchChromium(),
    ]);
    page = await (
      await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'en-US' })
    ).newPage();
    await signIn(page, server.url, admin);
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const stateText = async (path: string, testId: string): Promise<string> => {
    await page.goto(`${server.url}/app/${path}`);
    const state = page.getByTestId(testId);
    await state.waitFor({ timeout: T });
    return state.innerText();
  };

  it('an unknown task, area, item or warehouse says "not found" in the page\'s words, not "something went wrong"', async () => {
    expect(await stateText(`task/${NOBODY}`, 'task-detail-not-found')).toContain('Task not found');
    await screenshot(page, 'detail-states-task-not-found-en');
    expect(await stateText(`areas/${NOBODY}`, 'area-page-not-found')).toContain('Area not found');
    const item = await stateText(`inventory/items/${NOBODY}`, 'inventory-item-not-found');
    expect(item).toContain('Item not found');
    // Every not-found state offers the way back to its list.
    expect(item).toContain('Back to Inventory Items');
    expect(await stateText(`inventory/storages/${NOBODY}`, 'inventory-storage-not-found')).toContain(
      'Warehouse not found',
    );
    // The page says it; no notice repeats it on top of the page (the endpoints are quiet).
    await page.waitForTimeout(500);
    expect(await page.locator('.ant-message-notice').count()).toBe(0);
  });

  it('a dropped network says so with Try again, and the retry loads the page once the server answers', async () => {
    // GraphQL requests fail as an unplugged cable makes them fail (fetch rejects).
    // Only the page's own request: the app is already loaded, as after a laptop's Wi-Fi drops.
    await page.route('**/graphql', (route) => route.abort('internetdisconnected'));
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/app/task/${NOBODY_ELSE}`);
    const offline = await page.getByTestId('task-detail-offline').innerText({ timeout: T });
    expect(offline).toContain('The server cannot be reached');
    expect(offline).toContain('Unexpected Error. Please check your network');
    await screenshot(page, 'detail-states-task-offline-en');
    await page.unroute('**/graphql');
    await page.getByTestId('task-detail-offline').getByRole('button', { name: 'Try again' }).click();
    await page.getByTestId('task-detail-not-found').waitFor({ timeout: T });
  });

  it('in Arabic the same states read in Arabic, right to left', async () => {
    await page.goto(`${server.url}/app/dashboard`);
    await chooseFromMenu(page.getByTestId('account-menu'), page.getByTestId('language-ar'));
    await expect.poll(() => page.locator('html').getAttribute('dir'), { timeout: T }).toBe('rtl');
    expect(await stateText(`task/${NOBODY}`, 'task-detail-not-found')).toContain('المهمة غير موجودة');
    expect(await stateText(`inventory/items/${NOBODY}`, 'inventory-item-not-found')).toContain(
      'الصنف غير موجود',
    );
    await screenshot(page, 'detail-states-item-not-found-ar');
    // The narrowest window the app supports: the state and its way back still fit.
    await page.setViewportSize({ width: 1024, height: 768 });
    await screenshot(page, 'detail-states-item-not-found-ar-1024');
  });
});
