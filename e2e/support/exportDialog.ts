import { expect } from 'vitest';
import type { Locator } from 'playwright-core';

/**
 * Unticks every field of an export dialog. A click made while the dialog settles (its remembered
 * fields arriving) can be lost on a busy machine (walletLogs, once in CI), so it unticks until
 * none is left rather than once per box.
 */
export async function untickAll(fields: Locator): Promise<void> {
  const boxes = fields.locator('input[type="checkbox"]');
  const tickedCount = async () =>
    (await Promise.all((await boxes.all()).map((box) => box.isChecked()))).filter(Boolean).length;
  await expect
    .poll(async () => {
      for (const box of await boxes.all()) if (await box.isChecked()) await box.click();
      return tickedCount();
    })
    .toBe(0);
}
