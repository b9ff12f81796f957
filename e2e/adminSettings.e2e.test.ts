import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ATTENDANCE_EDIT_MESSAGES } from '@ops/shared/rules/attendanceEdit';
import { gql, signInDemo, type RunningServer } from '../bench/support';
import { account, launchChromium } from './support/browser';
import { startE2eServer } from './support/server';

// Issue 12 §3, §4 in the browser: an administrator edits a shift (refused without a reason,
// saved with one, and the audit keeps the reason); the pricing page changes a price and a
// ride started afterwards is priced with it while the ride already under way is not.

const SHOTS = process.env.E2E_SHOTS_DIR ?? path.resolve('e2e/artifacts');
async function shot(page: Page, name: string): Promise<void> {
  await fs.mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

interface VehicleRow {
  _id: string;
  code: string;
  vehicleType: string;
  area: { _id: string; name: string } | null;
}

describe('attendance administration and settings', () => {
  let server: RunningServer;
  let browser: Browser;
  let admin: Page;
  let token: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startE2eServer(), launchChromium()]);
    const superAdmin = account('Super Admin');
    token = await signInDemo(server.url, superAdmin.phoneNumber, superAdmin.password);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript((value) => localStorage.setItem('ops.token', value), token);
    admin = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('an admin edits a shift: refused without a reason, saved with one, and the reason is audited', async () => {
    const omar = account('Support Agent');
    const staff = await gql<{ getAttendanceFilterOptions: { staff: Array<{ _id: string; name: string }> } }>(
      server.url,
      `{ getAttendanceFilterOptions { staff { _id name } } }`,
      {},
      token,
    );
    const omarId = staff.getAttendanceFilterOptions.staff.find((person) => person.name === omar.name)!._id;

    await admin.goto(`${server.url}/app/attendance`);
    await admin.getByRole('heading', { level: 1, name: 'Attendance' }).waitFor();
    await admin.locator('[data-testid^="attendance-row-"]').first().waitFor();
    await shot(admin, 'admin-01-attendance');

    await admin.goto(`${server.url}/app/attendance/user/${omarId}`);
    await admin.getByTestId('attendance-user-summary').getByText('Shifts').waitFor();
    const firstRow = admin.locator('[data-testid^="attendance-row-"]').first();
    await firstRow.waitFor();
    const attendanceId = (await firstRow.getAttribute('data-testid'))!.replace('attendance-row-', '');
    await shot(admin, 'admin-02-user-attendance');

    await admin.getByTestId(`attendance-edit-${attendanceId}`).click();
    const dialog = admin.locator('.ant-modal').filter({ hasText: 'Edit shift of' });
    await dialog.waitFor();
    await admin.getByTestId('attendance-edit-comment').fill('Left early for a clinic visit');
    await admin.getByTestId('attendance-edit-save').click();
    await dialog.getByText(ATTENDANCE_EDIT_MESSAGES.reasonRequired).waitFor();
    await shot(admin, 'admin-03-edit-needs-reason');

    await admin.getByTestId('attendance-edit-reason').fill('Agent forgot to add the check-out comment');
    await admin.getByTestId('attendance-edit-save').click();
    await dialog.waitFor({ state: 'hidden' });
    const row = admin.getByTestId(`attendance-row-${attendanceId}`);
    await row.getByText('Edited').waitFor();
    await row.getByText('Left early for a clinic visit').waitFor();
    await shot(admin, 'admin-04-edited');

    const edits = await gql<{
      getAttendanceEdits: Array<{
        reason: string;
        actor: { name: string };
        after: { checkOutComment: string };
      }>;
    }>(
      server.url,
      `query($id: ID!) { getAttendanceEdits(attendanceId: $id) { reason actor { name } after } }`,
      { id: attendanceId },
      token,
    );
    expect(edits.getAttendanceEdits).toEqual([
      {
        reason: 'Agent forgot to add the check-out comment',
        actor: { name: account('Super Admin').name },
        after: expect.objectContaining({ checkOutComment: 'Left early for a clinic visit' }),
      },
    ]);
  });

  it('pricing changed on the page: a ride started afterwards is priced with it, the one under way keeps its price', async () => {
    const free = await gql<{ getVehicles: { vehicles: VehicleRow[] } }>(
      server.url,
      `query($f: String) { getVehicles(rowsPerPage: 200, filters: $f) { vehicles { _id code vehicleType area { _id name } } } }`,
      { f: JSON.stringify({ inRide: false, disabled: false, isInStorage: 0, iotStatus: 'ready' }) },
      token,
    );
    const vehicles = free.getVehicles.vehicles.filter((v) => v.area);
    const first = vehicles.find((v) =>
      vehicles.some(
        (other) =>
          other._id !== v._id && other.area!._id === v.area!._id && other.vehicleType === v.vehicleType,
      ),
    )!;
    const second = vehicles.find(
      (v) => v._id !== first._id && v.area!._id === first.area!._id && v.vehicleType === first.vehicleType,
    )!;
    const startRide = async (code: string) => {
      const response = await fetch(`${server.url}/dev/start-ride`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code }),
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { rideId: string }).rideId;
    };
    const priceOf = async (rideId: string) =>
      (
        await gql<{ getRide: { ride: { basePrice: number; minutePrice: number } } }>(
          server.url,
          `query($id: ID!) { getRide(_id: $id) { ride { basePrice minutePrice } } }`,
          { id: rideId },
          token,
        )
      ).getRide.ride;

    const underWay = await startRide(first.code);
    expect(await priceOf(underWay)).toEqual({ basePrice: 6, minutePrice: 1 });

    await admin.goto(`${server.url}/app/pricing`);
    await admin.getByRole('heading', { level: 1, name: 'Pricing' }).waitFor();
    const label = `${first.area!.name}-${first.vehicleType}`;
    await admin.getByTestId(`price-edit-${label}`).click();
    await admin.locator('.ant-modal').filter({ hasText: 'Price of' }).waitFor();
    await admin.getByTestId('price-base').fill('8.5');
    await admin.getByTestId('price-minute').fill('1.25');
    await admin.getByTestId('price-reason').fill('Evening demand in this area');
    await shot(admin, 'admin-05-price-dialog');
    await admin.getByTestId('price-save').click();
    await admin.locator('.ant-modal').filter({ hasText: 'Price of' }).waitFor({ state: 'hidden' });
    await admin.getByTestId(`price-row-${label}`).getByText('8.50 L.E').waitFor();
    await shot(admin, 'admin-06-pricing-changed');

    const after = await startRide(second.code);
    expect(await priceOf(after)).toEqual({ basePrice: 8.5, minutePrice: 1.25 });
    expect(await priceOf(underWay)).toEqual({ basePrice: 6, minutePrice: 1 });
    await admin.goto(`${server.url}/app/rides/${after}`);
    await admin
      .getByText('8.50', { exact: false })
      .first()
      .waitFor({ timeout: 15_000 })
      .catch(() => undefined);
    await shot(admin, 'admin-07-new-ride');
  });

  it('every settings page opens for the super admin', async () => {
    for (const [pathName, heading, name] of [
      ['settings', 'Settings', 'admin-08-settings'],
      ['payment_methods', 'Payment Methods', 'admin-09-payment-methods'],
      ['rating-reccomendations', 'Rating Recommendations', 'admin-10-rating-recommendations'],
      ['rate-limit', 'Rate Limit', 'admin-11-rate-limit'],
      ['third-parties-limit', 'Third Parties Limit', 'admin-12-third-parties'],
      ['notifications', 'Notifications', 'admin-13-notifications'],
    ] as const) {
      await admin.goto(`${server.url}/app/${pathName}`);
      await admin.getByRole('heading', { level: 1, name: heading }).waitFor();
      await admin.waitForLoadState('networkidle').catch(() => undefined);
      await shot(admin, name);
    }
  });

  it('sends a push notification to a rider segment through the simulated provider, with delivery counts', async () => {
    await admin.goto(`${server.url}/app/notifications`);
    await admin.getByTestId('push-new').click();
    await admin.locator('.ant-modal').filter({ hasText: 'New push notification' }).waitFor();
    await admin.getByTestId('push-title').fill('Ride again this weekend');
    await admin.getByTestId('push-body').fill('Your next unlock is on us until Sunday.');
    await admin
      .getByTestId('push-audience')
      .getByText(/riders match/)
      .waitFor();
    const matching = Number((await admin.getByTestId('push-audience').innerText()).replace(/[^0-9]/g, ''));
    expect(matching).toBeGreaterThan(0);
    await shot(admin, 'admin-14-push-compose');
    await admin.getByTestId('push-send').click();
    await admin
      .locator('.ant-modal')
      .filter({ hasText: 'New push notification' })
      .waitFor({ state: 'hidden' });
    await admin.getByRole('cell', { name: 'Ride again this weekend' }).click();
    await admin.getByTestId('notification-detail').waitFor();
    expect(await admin.getByTestId('notification-detail').innerText()).toMatch(
      new RegExp(`of ${matching} delivered`),
    );
    await admin.getByText('simulated provider').waitFor();
    await shot(admin, 'admin-15-push-detail');
  });
});
