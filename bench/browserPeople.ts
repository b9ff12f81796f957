import { chromium, type Browser, type Page } from 'playwright-core';

/**
 * Staff in headless Chromium for the renderer soak, the way the end-to-end tests sign them in
 * (e2e/support/browser.ts, people.ts, workspace.ts: the login page, the code from the SMS
 * outbox, the token the renderer keeps in localStorage). Copied rather than imported: the
 * bench project (bench/tsconfig.json) compiles bench/ alone.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-dev-shm-usage',
    ],
  });
}

/** What the renderer's browser bridge names the stored token (renderer/src/lib/desktop/browserDesktop.ts). */
const TOKEN_KEY = 'ops.token';
const T = 30_000;

/**
 * Runs in the page before its scripts: counts the socket.io events arriving on its WebSockets
 * by name (text frames `42["NAME",…]`), into window.__opsSoakEvents, so the soak can say what
 * stream each page really received without touching the renderer. A string, not a function:
 * tsx (esbuild) wraps named functions and classes in a `__name` helper the page does not have.
 */
const COUNT_SOCKET_EVENTS = `(() => {
  const counts = {};
  window.__opsSoakEvents = counts;
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(url, protocols) {
      super(url, protocols);
      this.addEventListener('message', (message) => {
        if (typeof message.data !== 'string') return;
        const name = /^42\\d*\\["([^"]+)"/.exec(message.data)?.[1];
        if (name) counts[name] = (counts[name] ?? 0) + 1;
      });
    }
  };
})();`;

/** The page's socket events so far, by name (see countSocketEvents). */
export function socketEventCounts(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => ({
    ...((window as unknown as { __opsSoakEvents?: Record<string, number> }).__opsSoakEvents ?? {}),
  }));
}

export async function signInPage(
  browser: Browser,
  baseUrl: string,
  who: { phoneNumber: string; password: string },
): Promise<{ page: Page; token: string }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(COUNT_SOCKET_EVENTS);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  await page.getByTestId('login-phone').fill(who.phoneNumber);
  await page.getByTestId('login-password').fill(who.password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL('**/verify-otp', { timeout: T });
  const outbox = (await (
    await fetch(`${baseUrl}/dev/sms-outbox?phone=${encodeURIComponent(who.phoneNumber)}`)
  ).json()) as { messages: Array<{ text: string }> };
  const code = outbox.messages[0]?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code for ${who.phoneNumber}`);
  await page.getByTestId('otp-box-0').click();
  await page.keyboard.type(code);
  // The sixth digit sends the code by itself (the button only shows it working).
  await page.waitForURL('**/app/**', { timeout: T });
  const token = await page.evaluate((key) => window.localStorage.getItem(key), TOKEN_KEY);
  if (!token) throw new Error(`${who.phoneNumber}: signed in, but the page holds no token`);
  return { page, token };
}

/** Opens the Resolve Tasks workspace and checks in (if not already), as a person does. */
export async function checkInOnPage(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/app/resolve-tasks`);
  const working = page.getByTestId('no-task').or(page.getByTestId('current-task'));
  await page.getByTestId('not-checked-in').or(working).first().waitFor({ timeout: T });
  if (await page.getByTestId('not-checked-in').isVisible()) await page.getByTestId('check-in').click();
  await working.first().waitFor({ timeout: T });
}
