import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DEMO_ROLES } from '../server/src/compose/seed/roles';
import { menuFor } from '../renderer/src/app/menu';
import { APP_ROUTES } from '../renderer/src/app/routes';
import type { RunningServer } from '../bench/support';
import { startE2eServer } from './support/server';
import { account, launchChromium, screenshot, signIn } from './support/browser';
import { chooseFromMenu, logOut } from './support/menu';

// The Platform issue's path, as a support agent does it in a real Chromium against a real server.
describe('platform: sign-in, shell, gates, 404, password rules, logout', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const agent = account('Support Agent');

  beforeAll(async () => {
    [server, browser] = await Promise.all([startE2eServer(), launchChromium()]);
    context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('signs in with phone, password and the code from the SMS outbox, and lands on the dashboard', async () => {
    await signIn(page, server.url, agent, 'platform-01');
    await page.waitForURL('**/app/dashboard');
    await expect.poll(() => page.title()).toContain('| Ops Dashboard');
    await page.getByTestId('topbar').waitFor();
    await expect.poll(() => page.getByTestId('account-menu').innerText()).toContain(agent.name);
    await expect
      .poll(() => page.getByTestId('connection-toggle').innerText(), { timeout: 15_000 })
      .toContain('Live');
    await screenshot(page, 'platform-02-dashboard');
  });

  it('shows exactly the menu entries the role allows', async () => {
    const role = DEMO_ROLES.find((entry) => entry.name === agent.role);
    expect(role).toBeDefined();
    const expected = menuFor(role!, APP_ROUTES)
      .flatMap((group) => group.items.map((item) => `menu-${item.key}`))
      .sort();
    await page.getByTestId('drawer').waitFor();
    const shown = (
      await page
        .locator('[data-testid^="menu-"]')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid') ?? ''))
    ).filter((id) => id !== 'menu-button');
    expect(shown.sort()).toEqual(expected);
    expect(shown).toContain('menu-resolve-tasks');
    expect(shown).not.toContain('menu-roles');
  });

  it('refuses a gated URL typed by hand', async () => {
    await page.goto(`${server.url}/app/roles`);
    await page.getByTestId('no-access').waitFor();
    await screenshot(page, 'platform-03-gated-url-refused');
  });

  it('shows 404 for an unknown path, inside the app and outside it', async () => {
    await page.goto(`${server.url}/app/no-such-page`);
    await page.getByTestId('not-found').waitFor();
    await screenshot(page, 'platform-04-not-found');
    await page.goto(`${server.url}/nowhere/at/all`);
    await page.getByTestId('not-found').waitFor();
  });

  it('shows every failed strength rule, one per line, for a weak new password', async () => {
    await page.goto(`${server.url}/app/dashboard`);
    await chooseFromMenu(page.getByTestId('account-menu'), page.getByTestId('change-password'));
    await page.getByTestId('old-password').fill(agent.password);
    await page.getByTestId('new-password').fill('abc1');
    await page.getByTestId('confirm-password').fill('abc1');
    const form = page.getByTestId('change-password-form');
    await expect.poll(() => form.innerText()).toContain('Password must be at least 8 characters long.');
    const text = await form.innerText();
    expect(text).toContain('Password must include at least one uppercase letter.');
    expect(text).toContain('Password must include at least one special character.');
    expect(text).toContain(
      "Password should not contain easy-to-guess sequences like 'abc', '123', or 'qwe'.",
    );
    await screenshot(page, 'platform-05-weak-password');
    await page.keyboard.press('Escape');
  });

  it('logs out back to the login page, and the old token no longer works', async () => {
    const token = await page.evaluate(() => localStorage.getItem('ops.token'));
    expect(token).toBeTruthy();
    await logOut(page);
    await page.getByTestId('login-phone').waitFor();
    await screenshot(page, 'platform-06-logged-out');
    expect(await page.evaluate(() => localStorage.getItem('ops.token'))).toBeNull();
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ getMyUserData { wsId } }' }),
    });
    const body = (await response.json()) as { errors?: Array<{ extensions?: { code?: string } }> };
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
