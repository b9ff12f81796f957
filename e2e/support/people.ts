import type { Browser, Locator, Page } from 'playwright-core';
import { account, signIn, type DemoAccount } from './browser';

/**
 * Staff members in the browser, signed in the way a person does it (the login page, the
 * code from the SMS outbox), each in their own browser context.
 *
 * The same session's token serves the test's API checks (read from where the renderer keeps
 * it in a browser, ops.token in localStorage). A separate API sign-in would ask the server
 * for a second code for the same phone, and the server lets a phone ask again only after
 * the resend wait (OTP_RESEND_WAIT_SECONDS): tests that did both had to sleep ~30 s.
 */

/** What the renderer's browser bridge names the stored token (renderer/src/lib/desktop/browserDesktop.ts). */
const TOKEN_KEY = 'ops.token';

export interface SignedInPerson {
  who: DemoAccount;
  page: Page;
  /** The bearer token of this very browser session, for gql(...) checks. */
  token: string;
}

/** A fresh browser context at the desktop size the screenshots use; bypassCSP lets axe be injected. */
export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, bypassCSP: true });
  return context.newPage();
}

/** A demo account (by role, or the account itself) signed in through the pages, with its token. */
export async function signInPerson(
  browser: Browser,
  baseUrl: string,
  who: string | DemoAccount,
  shots?: string,
): Promise<SignedInPerson> {
  const person = typeof who === 'string' ? account(who) : who;
  const page = await newPage(browser);
  await signIn(page, baseUrl, person, shots);
  const token = await page.evaluate((key) => window.localStorage.getItem(key), TOKEN_KEY);
  if (!token) throw new Error(`${person.role}: signed in, but the page holds no token`);
  return { who: person, page, token };
}

/**
 * Picks an option of an antd select. antd animates its dropdown and a live refetch can
 * re-render and close it mid-click, so the choice is checked on the select itself and
 * tried again (a person would simply click again). `search` is typed first into a select that
 * searches as you type (a click during the dropdown's entrance can be lost, and the text with it).
 */
export function chooseOption(page: Page, selectTestId: string, text: string, search?: string): Promise<void> {
  return choose(page, page.getByTestId(selectTestId), selectTestId, text, search);
}

/**
 * chooseOption for a select known by its input's id (a form item's or filter's `#id`). An
 * empty `text` takes the first option offered (a reason list whose wording the test need not know).
 */
export function chooseById(page: Page, inputId: string, text: string, search?: string): Promise<void> {
  return choose(
    page,
    page.locator('.ant-select').filter({ has: page.locator(`#${inputId}`) }),
    `#${inputId}`,
    text,
    search,
  );
}

async function choose(
  page: Page,
  select: Locator,
  name: string,
  text: string,
  search?: string,
): Promise<void> {
  const dropdown = page.locator('.ant-select-dropdown:visible');
  const chosen = async () =>
    text
      ? (await select.innerText()).includes(text)
      : (await select.locator('.ant-select-content-has-value').count()) > 0;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      if ((await dropdown.count()) === 0) await select.click();
      // A searching select offers its options only for what is typed.
      if (search !== undefined && (await select.locator('input').inputValue()) !== search) {
        await select.locator('input').fill(search);
      }
      const options = dropdown.locator('.ant-select-item-option');
      await options.first().waitFor({ timeout: 5000 });
      // The option titled exactly so ('FINE', not 'FINE_WAIVE'), else one whose text holds it
      // (a rider shown as name and phone); any option when text is empty.
      const exact = dropdown.locator(`.ant-select-item-option[title="${text}"]`);
      const option = !text
        ? options.first()
        : (await exact.count()) > 0
          ? exact.first()
          : options.filter({ hasText: text }).first();
      await option.waitFor({ timeout: 5000 });
      await page.waitForTimeout(200);
      await option.click({ timeout: 5000 });
    } catch {
      // Closed under the pointer: look, then try again.
    }
    if (await chosen()) return;
  }
  throw new Error(`could not choose ${text || 'an option'} in ${name}`);
}
