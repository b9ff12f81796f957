import type { Locator } from 'playwright-core';

/**
 * Clicks `trigger` until `inside` (something in the dialog it opens) shows, at most three
 * times. On a loaded machine a click can land while the button is still busy with the
 * previous action (a dialog closing, a request finishing) and open nothing; one lost click
 * must not fail the test, but a button that never opens its dialog still does.
 */
export async function openDialog(trigger: Locator, inside: Locator, tries = 3): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await trigger.click();
    try {
      await inside.waitFor({ timeout: 7_000 });
      return;
    } catch (error) {
      if (attempt >= tries) throw error;
    }
  }
}
