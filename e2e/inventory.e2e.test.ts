import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { gql, type RunningServer } from '../bench/support';
import { launchChromium } from './support/browser';
import { chooseOption, signInPerson, type SignedInPerson } from './support/people';
import { startE2eServer } from './support/server';
import { checkIn, devPost } from './support/workspace';

// Issue 12 §1-2 in the browser: a technician requests a part, the storekeeper (Operations
// Manager) fulfils it, the technician consumes it on a vehicle, and stock and movements
// agree; then every inventory page and the custody transfers are opened and photographed.

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/shots-inventory';
async function shot(page: Page, name: string): Promise<void> {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), animations: 'disabled', fullPage: true });
}

interface Stock {
  quantity: number;
  frozen: number;
}

describe('inventory', () => {
  let server: RunningServer;
  let browser: Browser;
  let tech: SignedInPerson;
  let keeper: SignedInPerson;
  let itemId: string;
  let itemName: string;
  let warehouse: { _id: string; name: string };
  let vehicleCode: string;

  const stockNow = async (): Promise<Stock> => {
    const data = await gql<{ getInventoryItem: { stock: Array<Stock & { warehouse: { _id: string } }> } }>(
      server.url,
      `query($id: ID!) { getInventoryItem(_id: $id) { stock { quantity frozen warehouse { _id } } } }`,
      { id: itemId },
      keeper.token,
    );
    const line = data.getInventoryItem.stock.find((s) => s.warehouse._id === warehouse._id)!;
    return { quantity: line.quantity, frozen: line.frozen };
  };

  beforeAll(async () => {
    // Without seeded tasks: the supervisor's first task is the custody mismatch this file makes.
    [server, browser] = await Promise.all([startE2eServer({ DEMO_SEED_SKIP: 'tasks' }), launchChromium()]);
    [tech, keeper] = await Promise.all([
      signInPerson(browser, server.url, 'Field Technician'),
      signInPerson(browser, server.url, 'Operations Manager'),
    ]);
    const items = await gql<{
      listAllInventoryItems: {
        items: Array<{
          _id: string;
          name: string;
          stock: Array<Stock & { warehouse: { _id: string; name: string } }>;
        }>;
      };
    }>(
      server.url,
      `query { listAllInventoryItems(pageNumber: 0, filters: "{\\"name\\":\\"Throttle\\"}") { items { _id name stock { quantity frozen warehouse { _id name } } } } }`,
      {},
      keeper.token,
    );
    const item = items.listAllInventoryItems.items[0]!;
    itemId = item._id;
    itemName = item.name;
    const best = [...item.stock].sort((a, b) => b.quantity - b.frozen - (a.quantity - a.frozen))[0]!;
    expect(best.quantity - best.frozen).toBeGreaterThan(0);
    warehouse = best.warehouse;
    const vehicles = await gql<{ getVehiclesForSearch: Array<{ code: string }> }>(
      server.url,
      `query { getVehiclesForSearch { code } }`,
      {},
      keeper.token,
    );
    vehicleCode = vehicles.getVehiclesForSearch[0]!.code;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a technician requests a part, the storekeeper fulfils it, the technician consumes it on a vehicle; stock and movements agree', async () => {
    const before = await stockNow();
    const page = tech.page;
    await page.goto(`${server.url}/app/inventory/requests`);
    await page.getByRole('heading', { level: 1, name: 'Inventory Requests' }).waitFor();
    await page.getByTestId('request-new').click();
    await page.getByTestId('request-item').click();
    await page.keyboard.type('Th');
    await chooseOption(page, 'request-item', itemName);
    await chooseOption(page, 'request-warehouse', warehouse.name);
    await page.getByTestId('request-vehicle').fill(vehicleCode);
    await page.getByTestId('request-reason').fill('Throttle broken on the road');
    await shot(page, 'inventory-01-request-dialog');
    await page.getByTestId('request-save').click();
    const row = page
      .locator('[data-testid^="inventory-requests-part-row-"]')
      .filter({ hasText: 'Throttle broken on the road' })
      .first();
    await row.filter({ hasText: 'Pending' }).waitFor();
    await shot(page, 'inventory-02-requested');

    await keeper.page.goto(`${server.url}/app/inventory/requests`);
    const keeperRow = keeper.page
      .locator('[data-testid^="inventory-requests-part-row-"]')
      .filter({ hasText: 'Throttle broken on the road' })
      .first();
    await keeperRow.getByTestId('request-fulfil').click();
    await keeperRow.filter({ hasText: 'Fulfilled' }).waitFor();
    await shot(keeper.page, 'inventory-03-fulfilled');
    expect(await stockNow()).toEqual({ quantity: before.quantity, frozen: before.frozen + 1 });

    await page.reload();
    await row.filter({ hasText: 'Fulfilled' }).waitFor();
    await row.getByTestId('request-consume').click();
    expect(await page.getByTestId('request-consume-vehicle').inputValue()).toBe(vehicleCode);
    await page.getByTestId('request-confirm').click();
    await row.filter({ hasText: 'Consumed' }).waitFor();
    await shot(page, 'inventory-04-consumed');
    expect(await stockNow()).toEqual({ quantity: before.quantity - 1, frozen: before.frozen });

    // The movement is on the consumption page with who, why and the vehicle.
    await page.goto(`${server.url}/app/inventory/consumption`);
    const movement = page.locator('[data-testid^="inventory-consumption-row-"]').first();
    await movement.filter({ hasText: vehicleCode }).waitFor();
    expect(await movement.innerText()).toContain('Throttle broken on the road');
    expect(await movement.innerText()).toContain(tech.who.name);
    await shot(page, 'inventory-05-consumption-list');

    // Stock equals the movements: the item page's stock row and the sum of the item's movements in that warehouse.
    const moves = await gql<{
      inventoryMovements: {
        movements: Array<{
          type: string;
          quantity: number;
          transferStatus: string | null;
          fromWarehouse: { _id: string } | null;
          toWarehouse: { _id: string } | null;
        }>;
      };
    }>(
      server.url,
      `query($f: String) { inventoryMovements(pageNumber: 0, rowsPerPage: 200, filters: $f) { movements { type quantity transferStatus fromWarehouse { _id } toWarehouse { _id } } } }`,
      { f: JSON.stringify({ itemId, warehouseId: warehouse._id }) },
      keeper.token,
    );
    let sum = 0;
    for (const m of moves.inventoryMovements.movements) {
      const into = m.toWarehouse?._id === warehouse._id;
      const out = m.fromWarehouse?._id === warehouse._id;
      if (m.type === 'input' && into) sum += m.quantity;
      if (m.type === 'transfer' && m.transferStatus === 'received') sum += into ? m.quantity : -m.quantity;
      if ((m.type === 'consumption' || m.type === 'damaged') && out) sum -= m.quantity;
      if (m.type === 'sorting' && into) sum += m.quantity;
    }
    expect(sum).toBe(before.quantity - 1);
    await keeper.page.goto(`${server.url}/app/inventory/items/${itemId}`);
    await keeper.page.getByTestId('item-stock').filter({ hasText: warehouse.name }).waitFor();
    await keeper.page.locator('[data-testid^="item-movements-row-"]').first().waitFor();
    await shot(keeper.page, 'inventory-06-item-page');
  });

  it('the last unit: a second consumption is refused with Not enough stock and nothing changes', async () => {
    const page = keeper.page;
    await page.goto(`${server.url}/app/inventory/consumption`);
    await page.getByTestId('movement-new').click();
    await page.getByTestId('movement-item').click();
    await page.keyboard.type('Th');
    await chooseOption(page, 'movement-item', itemName);
    await chooseOption(page, 'movement-warehouse', warehouse.name);
    const before = await stockNow();
    await page
      .locator('input[data-testid="movement-quantity"], [data-testid="movement-quantity"] input')
      .first()
      .fill(String(before.quantity - before.frozen + 1));
    await page.getByTestId('movement-target').fill(vehicleCode);
    await page.getByTestId('movement-reason').fill('More than there is');
    await page.getByTestId('movement-save').click();
    await page.getByTestId('movement-error').filter({ hasText: 'Not enough stock' }).waitFor();
    await shot(page, 'inventory-07-not-enough-stock');
    expect(await stockNow()).toEqual(before);
  });

  it('every inventory page and the custody transfers open with their data', async () => {
    const page = keeper.page;
    const pages: Array<[string, string, string]> = [
      ['items', 'Inventory Items', '[data-testid^="inventory-items-row-"]'],
      ['inputs', 'Inventory Inputs', '[data-testid^="inventory-input-row-"]'],
      ['transfers', 'Inventory Transfers', '[data-testid^="inventory-transfer-row-"]'],
      ['returns', 'Inventory Returns', '[data-testid^="inventory-return-row-"]'],
      ['sorting', 'Inventory Sorting', 'text=No movements yet'],
      ['damaged-parts-requests', 'Damaged Parts Requests', 'text=No damaged parts reported'],
      ['storages', 'Storages', '[data-testid^="inventory-storages-row-"]'],
      ['urgent', 'Urgent Inventory', '[data-testid="inventory-urgent"]'],
      ['analytics', 'Inventory Analytics', '.ant-statistic'],
    ];
    for (const [route, title, ready] of pages) {
      await page.goto(`${server.url}/app/inventory/${route}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.locator(ready).first().waitFor();
      await shot(page, `inventory-page-${route}`);
    }

    // The items list exports with inventory.EXPORT, with no date range (02 §5), and the file holds the list's items.
    await page.goto(`${server.url}/app/inventory/items`);
    await page.locator('[data-testid^="inventory-items-row-"]').first().waitFor();
    await page.getByTestId('list-export').click();
    await page.getByTestId('inventoryItems-export-dialog').waitFor();
    await shot(page, 'inventory-items-export-dialog');
    const download = page.waitForEvent('download');
    await page.getByTestId('inventoryItems-export-confirm').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^Inventory Items-\d{8}-\d{6}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    const bytes = await readFile((await file.path())!);
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    const names: string[] = [];
    workbook.worksheets[0]!.eachRow((row, index) => {
      if (index > 1) names.push(String((row.values as unknown[])[1]));
    });
    const listed = await gql<{
      listAllInventoryItems: { totalCount: number; items: Array<{ name: string }> };
    }>(
      server.url,
      `query { listAllInventoryItems(pageNumber: 0) { totalCount items { name } } }`,
      {},
      keeper.token,
    );
    expect(names).toHaveLength(listed.listAllInventoryItems.totalCount);
    expect(names).toEqual(
      expect.arrayContaining(listed.listAllInventoryItems.items.map((item) => item.name)),
    );
    await page.goto(`${server.url}/app/inventory/storages/${warehouse._id}`);
    await page.locator('[data-testid^="storage-stock-row-"]').first().waitFor();
    await shot(page, 'inventory-page-storage');

    await page.goto(`${server.url}/app/custody-transfer`);
    await page.getByRole('heading', { level: 1, name: 'Custody Transfer' }).waitFor();
    await page.locator('[data-testid^="custody-transfers-row-"]').first().waitFor();
    await shot(page, 'custody-01-list');
    await page.goto(
      `${server.url}/app/custody-transfer?filters=${encodeURIComponent(JSON.stringify({ mismatch: true }))}`,
    );
    const mismatch = page.locator('[data-testid^="custody-transfers-row-"][data-mismatch="true"]').first();
    await mismatch.waitFor();
    // The first cell: the photos and names in the row open their own views.
    await mismatch.locator('td').first().click();
    await page.getByTestId('custody-mismatch').waitFor();
    await page.locator('.ant-drawer img').first().waitFor();
    await shot(page, 'custody-02-mismatch-drawer');
  });

  it('a receiver counts one battery less: a supervisor who checks in gets the task, sees both counts and photos, and resolves it', async () => {
    const transfer = await devPost<{ _id: string }>(server.url, '/dev/custody-transfer', {
      giverPhone: keeper.who.phoneNumber,
      receiverPhone: tech.who.phoneNumber,
      count: 6,
    });
    const accepted = await gql<{ acceptCustodyTransfer: { mismatch: boolean; mismatchTaskId: string } }>(
      server.url,
      `mutation($id: ID!) { acceptCustodyTransfer(_id: $id, batteriesCount: 5, batteriesImage: "custody-transfers/batteries-2.png") { mismatch mismatchTaskId } }`,
      { id: transfer._id },
      tech.token,
    );
    expect(accepted.acceptCustodyTransfer.mismatch).toBe(true);
    const supervisor = await signInPerson(browser, server.url, 'Support Supervisor');
    await checkIn(supervisor.page, server.url);
    const view = supervisor.page.locator(
      `[data-testid="current-task"][data-task-id="${accepted.acceptCustodyTransfer.mismatchTaskId}"]`,
    );
    await view.waitFor({ timeout: 20_000 });
    await supervisor.page.getByTestId('custody-task-view').locator('img').nth(1).waitFor();
    await shot(supervisor.page, 'custody-03-supervisor-task');
    await supervisor.page
      .getByTestId('custody-task-view')
      .locator('textarea')
      .fill('Recounted: one battery was left in the van');
    await supervisor.page.getByTestId('custody-task-resolve').click();
    await supervisor.page.getByTestId('no-task').waitFor();
    const after = await gql<{ getCustodyTransfer: { mismatchTaskStatus: string } }>(
      server.url,
      `query($id: ID!) { getCustodyTransfer(_id: $id) { mismatchTaskStatus } }`,
      { id: transfer._id },
      keeper.token,
    );
    expect(after.getCustodyTransfer.mismatchTaskStatus).toBe('resolved');
  });
});
