import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { gql, signInDemo, type RunningServer } from '../bench/support';
import { startE2eServer } from './support/server';
import { account, launchChromium, signIn } from './support/browser';
import { chooseById } from './support/people';
import { seedDay } from './support/seedDate';

// Issue 9 §3–§4 in the browser: accept a ride image from the grid, move a day rental through
// its states, filter the reservations and read their export back; the other new pages open
// with data.

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/shots-ridesx';
async function shot(page: Page, name: string): Promise<void> {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), animations: 'disabled', fullPage: false });
}

describe('ride images, rentals and reservations', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let token: string;
  const api = <T>(query: string, variables: Record<string, unknown> = {}) =>
    gql<T>(server.url, query, variables, token);

  beforeAll(async () => {
    [server, browser] = await Promise.all([startE2eServer(), launchChromium()]);
    page = await (
      await browser.newContext({
        viewport: { width: 1440, height: 900 },
        bypassCSP: true,
        acceptDownloads: true,
      })
    ).newPage();
    await signIn(page, server.url, account('Operations Manager'));
    token = await signInDemo(server.url, account('Super Admin').phoneNumber, account('Super Admin').password);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('accepts a ride image from the grid: the photo leaves the Pending grid and the ride is Accepted', async () => {
    await page.goto(`${server.url}/app/ride/images`);
    const first = page.getByTestId('ride-image-card').first();
    await first.waitFor();
    await page.locator('.ant-image img').first().waitFor();
    await shot(page, 'ride-images-01-grid');
    const rideId = await first.getAttribute('data-ride');
    expect(rideId).toBeTruthy();
    await first.getByTestId('grid-image-accept').click();
    await page.getByText('Ride image accepted').first().waitFor();
    await page
      .locator(`[data-testid="ride-image-card"][data-ride="${rideId}"]`)
      .waitFor({ state: 'detached' });
    const ride = await api<{ getRide: { ride: { checkStatus: string } } }>(
      `query($id: ID!) { getRide(_id: $id) { ride { checkStatus } } }`,
      { id: rideId },
    );
    expect(ride.getRide.ride.checkStatus).toBe('Y');
    await shot(page, 'ride-images-02-accepted');
  });

  it('moves a day rental from pending through ready and delivered to collected, each step in its history', async () => {
    const pending = await api<{ getDayRentals: { rentals: Array<{ _id: string }> } }>(
      `query($f: String) { getDayRentals(filters: $f, rowsPerPage: 1) { rentals { _id } } }`,
      {
        f: JSON.stringify({ status: 'pending' }),
      },
    );
    const rentalId = pending.getDayRentals.rentals[0]?._id;
    expect(rentalId).toBeTruthy();
    const [vehicle] = (
      await api<{ getVehiclesForSearch: Array<{ code: string }> }>(`{ getVehiclesForSearch { code } }`)
    ).getVehiclesForSearch;
    await page.goto(
      `${server.url}/app/rentals?filters=${encodeURIComponent(JSON.stringify({ status: 'pending' }))}`,
    );
    const row = page.locator(`tr[data-rental="${rentalId}"]`);
    await row.waitFor();
    await shot(page, 'rentals-01-pending');
    await row.getByTestId('rental-to-ready').click();
    const code = page.getByTestId('rental-vehicle-code');
    await code.waitFor();
    await code.fill(vehicle!.code);
    await page.getByRole('button', { name: 'Mark ready' }).last().click();
    // The rental left the Pending filter: follow it on the unfiltered list.
    await page.goto(`${server.url}/app/rentals`);
    const moved = page.locator(`tr[data-rental="${rentalId}"]`);
    await moved.locator('[data-testid="rental-status"]', { hasText: 'Ready' }).waitFor();
    await moved.getByTestId('rental-to-delivered').click();
    await moved.locator('[data-testid="rental-status"]', { hasText: 'Delivered' }).waitFor();
    await moved.getByTestId('rental-to-collected').click();
    await moved.locator('[data-testid="rental-status"]', { hasText: 'Collected' }).waitFor();
    await moved.locator('.ant-table-row-expand-icon').click();
    await page
      .getByTestId('rental-history')
      .getByText(/Delivered → Collected/)
      .waitFor();
    await shot(page, 'rentals-02-collected-history');
    const after = await api<{
      getDayRentals: {
        rentals: Array<{
          _id: string;
          status: string;
          vehicle: { code: string };
          events: Array<{ to: string }>;
        }>;
      };
    }>(
      `query($f: String) { getDayRentals(filters: $f, rowsPerPage: 200) { rentals { _id status vehicle { code } events { to } } } }`,
      { f: JSON.stringify({ status: 'collected' }) },
    );
    const mine = after.getDayRentals.rentals.find((rental) => rental._id === rentalId);
    expect(mine?.vehicle.code).toBe(vehicle!.code);
    expect(mine?.events.map((event) => event.to)).toEqual(['pending', 'ready', 'delivered', 'collected']);
  });

  it('shows a new booking live (NEW_DAY_RENTAL) on top of the first page, without a reload', async () => {
    await page.goto(`${server.url}/app/rentals`);
    await page.locator('tr[data-rental]').first().waitFor();
    const response = await fetch(`${server.url}/dev/day-rental`, { method: 'POST' });
    expect(response.status).toBe(200);
    const { _id } = (await response.json()) as { _id: string };
    const row = page.locator('tr[data-rental]').first();
    await expect.poll(() => row.getAttribute('data-rental'), { timeout: 15_000 }).toBe(_id);
    await row.locator('[data-testid="rental-status"]', { hasText: 'Pending' }).waitFor();
    await shot(page, 'rentals-03-live-booking');
  });

  it('filters reservations by status and exports them: the file holds the filtered rows', async () => {
    // The last 90 days of the seeded history (it ends today): within the export's 95-day limit.
    const date = { startDate: `${seedDay(-90)}T00:00:00.000Z`, endDate: `${seedDay(0)}T23:59:59.999Z` };
    const expected = await api<{ getReservations: { totalReservations: number } }>(
      `query($f: String) { getReservations(filters: $f) { totalReservations } }`,
      {
        f: JSON.stringify({ status: 'used', date }),
      },
    );
    expect(expected.getReservations.totalReservations).toBeGreaterThan(0);
    await page.goto(`${server.url}/app/reservations?filters=${encodeURIComponent(JSON.stringify({ date }))}`);
    await page.getByTestId('reservation-status').first().waitFor();
    await chooseById(page, 'reservations-filter-status', 'Used');
    await page.waitForURL(/filters=.*used/);
    await expect
      .poll(
        async () =>
          (
            await page
              .locator('.ant-pagination-total-text')
              .innerText()
              .catch(() => '')
          ).split(' of ')[1],
        { timeout: 15_000 },
      )
      .toBe(String(expected.getReservations.totalReservations));
    await shot(page, 'reservations-01-used');
    await page.getByTestId('list-export').click();
    await page.getByTestId('reservations-export-dialog').waitFor();
    await shot(page, 'reservations-02-export-dialog');
    const download = page.waitForEvent('download');
    await page.getByTestId('reservations-export-confirm').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^Reservations-\d{8}-\d{6}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    const bytes = await readFile((await file.path())!);
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    const sheet = workbook.worksheets[0]!;
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1).map(String);
    expect(values(1)).toContain('Status');
    const status = values(1).indexOf('Status');
    expect(sheet.actualRowCount).toBe(expected.getReservations.totalReservations + 1);
    for (let n = 2; n <= sheet.actualRowCount; n += 1) expect(values(n)[status]).toBe('Used');
  });

  it('opens ratings, untapped rides, contact reasons and their categories with data', async () => {
    for (const [route, marker, name] of [
      ['ride/ratings', 'ride-rating', 'ratings'],
      ['untapped-rides', null, 'untapped'],
      ['contact-reasons', null, 'contact-reasons'],
      ['contact-reasons-categories', null, 'contact-categories'],
    ] as const) {
      await page.goto(`${server.url}/app/${route}`);
      if (marker) await page.getByTestId(marker).first().waitFor();
      else await page.locator('.ant-table-row').first().waitFor();
      await shot(page, `page-${name}`);
    }
  });
});
