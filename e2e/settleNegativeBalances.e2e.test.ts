import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SETTLE_BUTTON_LABEL } from '@ops/shared/rules/settlement';
import { gql, signInDemo, type RunningServer } from '../bench/support';
import { startE2eServer } from './support/server';
import { account, launchChromium, screenshot } from './support/browser';
import { chooseById, signInPerson } from './support/people';

// Issue 7 §2 in the browser: the super admin (level 0) filters the Users list to negative
// balances, confirms with the count and total owed, watches the progress, reads the summary,
// and the list then has no one left owing.
describe('Settle Negative Balance for these Users', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let token: string;
  const negatives = async () =>
    (
      await gql<{ sumOfUsers: { negativeCount: number } }>(
        server.url,
        `query($f: String) { sumOfUsers(filters: $f) { negativeCount } }`,
        { f: JSON.stringify({ balance: 'negative' }) },
        token,
      )
    ).sumOfUsers.negativeCount;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startE2eServer(), launchChromium()]);
    // The counts come through the API as Finance: one account cannot ask for two codes at once.
    const finance = account('Finance');
    token = await signInDemo(server.url, finance.phoneNumber, finance.password);
    ({ page } = await signInPerson(browser, server.url, 'Super Admin'));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('confirms with the count owed, shows progress, then the summary; nobody is left owing unless held', async () => {
    const before = await negatives();
    expect(before).toBeGreaterThan(0);
    await page.goto(`${server.url}/app/users`);
    await page.getByTestId('list-filters-toggle').click();
    await chooseById(page, 'users-filter-balance', 'Negative balance');
    await page.waitForURL(/filters=.*negative/);
    await page.getByTestId('users-sum').waitFor();
    await page.getByRole('button', { name: SETTLE_BUTTON_LABEL }).click();
    const question = page.getByTestId('settle-question');
    await question.waitFor();
    expect(await question.innerText()).toContain(
      `of ${before} user${before === 1 ? '' : 's'} matching these filters`,
    );
    await screenshot(page, 'settle-01-confirm');
    await page.getByTestId('settle-confirm').click();
    await page.getByTestId('settle-progress').waitFor();
    const summary = page.getByTestId('settle-summary');
    await summary.waitFor({ timeout: 60_000 });
    const text = await summary.innerText();
    expect(text).toMatch(/^Settled \d+ users? \(/);
    // The dialog's zoom and the bar's fill are animated: let them end so the picture shows the result.
    await page.waitForTimeout(600);
    await screenshot(page, 'settle-02-summary');
    const held = Number(text.match(/, (\d+) held/)?.[1] ?? 0);
    await page.getByTestId('settle-close').click();
    // What is left owing is exactly what waits for a second signature.
    expect(await negatives()).toBe(held);
    await screenshot(page, 'settle-03-after');
  });
});
