import fs from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import demoAccounts from '../../server/src/compose/seed/demo-accounts.json' with { type: 'json' };

export type DemoAccount = (typeof demoAccounts)[number];

export const ARTIFACTS = path.resolve('e2e/artifacts');

export function account(role: string, index = 0): DemoAccount {
  const found = demoAccounts.filter((entry) => entry.role === role)[index];
  if (!found) throw new Error(`no demo account with role ${role}`);
  return found;
}

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

export async function screenshot(page: Page, name: string): Promise<void> {
  await fs.mkdir(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: false });
}

export async function codeFromOutbox(baseUrl: string, phone: string): Promise<string> {
  const response = await fetch(`${baseUrl}/dev/sms-outbox?phone=${encodeURIComponent(phone)}`);
  const body = (await response.json()) as { messages: Array<{ text: string }> };
  const code = body.messages[0]?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code for ${phone}`);
  return code;
}

/** The real sign-in as a person does it: phone and password, then the code from the SMS outbox. */
export async function signIn(page: Page, baseUrl: string, who: DemoAccount, shots?: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByTestId('login-phone').fill(who.phoneNumber);
  await page.getByTestId('login-password').fill(who.password);
  if (shots) await screenshot(page, `${shots}-login`);
  await page.getByTestId('login-submit').click();
  await page.waitForURL('**/verify-otp');
  const code = await codeFromOutbox(baseUrl, who.phoneNumber);
  await page.getByTestId('otp-box-0').click();
  await page.keyboard.type(code.slice(0, -1));
  if (shots) await screenshot(page, `${shots}-verify-otp`);
  // The sixth digit submits the code: no click on Verify (issue 23).
  await page.keyboard.type(code.slice(-1));
  await page.waitForURL('**/app/**');
}
