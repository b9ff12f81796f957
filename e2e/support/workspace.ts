import type { Page } from 'playwright-core';

/**
 * Putting a vehicle task on an agent's screen, the way e2e/resolveTasks.e2e.test.ts does it:
 * start a ride, raise a condition on its vehicle through the development-only routes
 * (server/src/compose/devRoutes.ts), check in, and take the task live or from the backlog.
 * Meant for a server started with SIMULATOR=0 and DEMO_SEED_SKIP=tasks, so no other task competes.
 */
const T = 20_000;

export async function devPost<R = Record<string, unknown>>(
  baseUrl: string,
  path: string,
  body: unknown,
): Promise<R> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${path}: ${String(json.error)}`);
  return json as R;
}

export interface RaisedTask {
  taskId: string;
  code: string;
}

/** A ride of some minutes on the first free vehicle, then an out-of-fence task on that vehicle. */
export async function raiseRideTask(baseUrl: string): Promise<RaisedTask> {
  const ride = await devPost<{ code: string }>(baseUrl, '/dev/start-ride', { minutesAgo: 12 });
  const raised = await devPost<{ task: { _id: string } }>(baseUrl, '/dev/vehicle-condition', {
    code: ride.code,
    reason: 'OUT_OF_FENCE',
    action: 'raise',
    outOfFence: true,
  });
  return { taskId: raised.task._id, code: ride.code };
}

/** Opens the workspace and checks in (if not already); resolves once the idle workspace shows. */
export async function checkIn(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/app/resolve-tasks`);
  const working = page.getByTestId('no-task').or(page.getByTestId('current-task'));
  await page.getByTestId('not-checked-in').or(working).first().waitFor({ timeout: T });
  if (await page.getByTestId('not-checked-in').isVisible()) await page.getByTestId('check-in').click();
  await working.first().waitFor({ timeout: T });
}

/** Waits for the task live; if the engine routed it elsewhere, picks it from the backlog filtered by its vehicle. */
export async function receiveTask(page: Page, { taskId, code }: RaisedTask): Promise<void> {
  const onScreen = () => page.locator(`[data-testid="current-task"][data-task-id="${taskId}"]`);
  const live = await onScreen()
    .waitFor({ timeout: 6000 })
    .then(
      () => true,
      () => false,
    );
  if (!live) {
    await page.getByTestId('backlog-filters').click();
    await page.getByTestId('filter-vehicle').click();
    await page.keyboard.type(code);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: code })
      .first()
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Apply' }).click();
    await page.getByTestId(`pick-${taskId}`).click({ timeout: T });
  }
  await onScreen().waitFor({ timeout: T });
}
