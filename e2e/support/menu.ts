import type { Locator, Page } from 'playwright-core';

/**
 * Opens a dropdown with `trigger` and clicks `item` once the menu has finished opening.
 * antd slides a dropdown open by scaling it from its top edge: on a loaded machine Playwright's
 * "stable" check can pass between two slow frames mid-slide, and the click then lands on the
 * item above the one meant (Change Password instead of Logout), and nothing the test waits for
 * ever happens.
 */
export async function chooseFromMenu(trigger: Locator, item: Locator): Promise<void> {
  await trigger.click();
  await item.waitFor();
  await item.evaluate((element) =>
    Promise.all(
      (element.closest('.ant-dropdown') ?? element)
        .getAnimations({ subtree: true })
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await item.click();
}

/** Logs out from the account menu and waits for the login page; a failure says where the page was instead. */
export async function logOut(page: Page): Promise<void> {
  await chooseFromMenu(page.getByTestId('account-menu'), page.getByTestId('logout'));
  await page.waitForURL('**/login', { timeout: 20_000 }).catch(async (error: unknown) => {
    const dialogs = await page.locator('.ant-modal-title').allInnerTexts();
    throw new Error(
      `logout did not reach /login: the page is at ${page.url()}, dialogs open: [${dialogs.join(', ')}] (${String(error)})`,
    );
  });
}
