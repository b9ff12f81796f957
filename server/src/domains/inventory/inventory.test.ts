import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { INVENTORY_MESSAGES as M } from '@ops/shared/rules/inventory';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { createVehicle } from '../wallet/testFixtures';
import { stockDrift } from './drift';
import { inventoryMovements } from './tables';
import { createItem, createWarehouse, stockRow } from './testFixtures';

let server: TestServer;
let keeper: string;
let keeperId: string;
let tech: string;
let techId: string;
let otherTech: string;
let viewer: string;

const MOVE = `_id type quantity comment transferStatus sortOutcome requestId opsTaskId user { _id } vehicle { code } fromWarehouse { _id } toWarehouse { _id } targetItem { _id }`;
const REQ = `_id kind status quantity decisionComment requestedBy { _id }`;

beforeAll(async () => {
  server = await startTestServer();
  const keeperStaff = await createStaff(server.handle.db, {
    permissions: { inventory: { VIEW_PAGE: true, MANAGE_STOCK: true, EDIT_ITEMS: true } },
  });
  keeperId = keeperStaff.userId;
  keeper = await signIn(server, keeperStaff);
  const techPermissions = { inventory: { VIEW_PAGE: true, CONSUME: true, REQUEST_PARTS: true } };
  const techStaff = await createStaff(server.handle.db, { level: 8, permissions: techPermissions });
  techId = techStaff.userId;
  tech = await signIn(server, techStaff);
  otherTech = await signIn(
    server,
    await createStaff(server.handle.db, { level: 8, permissions: techPermissions }),
  );
  viewer = await signIn(
    server,
    await createStaff(server.handle.db, { level: 8, permissions: { inventory: { VIEW_PAGE: true } } }),
  );
});
afterAll(async () => {
  await server.close();
});

async function call<T = Record<string, unknown>>(
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const response = await server.gql<T>(query, variables, token);
  return { data: response.data, error: response.errors?.[0]?.message ?? null };
}

const input = (token: string, itemId: string, warehouseId: string, quantity: number, price = 12.5) =>
  call(
    token,
    `mutation($i: ID!, $w: ID!, $q: Int!, $p: Float!) { addInventoryInput(itemId: $i, warehouseId: $w, quantity: $q, price: $p, supplier: "Cairo Parts Co.", comment: "restock") { ${MOVE} } }`,
    {
      i: itemId,
      w: warehouseId,
      q: quantity,
      p: price,
    },
  );

const consume = (token: string, vars: Record<string, unknown>) =>
  call<{ consumeInventoryItem: { _id: string; vehicle: { code: string } | null; requestId: string | null } }>(
    token,
    `mutation($i: ID, $w: ID, $q: Int, $v: String, $o: ID, $t: ID, $r: ID, $reason: String) { consumeInventoryItem(itemId: $i, warehouseId: $w, quantity: $q, vehicle: $v, opsTaskId: $o, taskId: $t, requestId: $r, reason: $reason) { ${MOVE} } }`,
    vars,
  );

describe('inventory movements (issue 12 §1)', () => {
  it('input, transfer in transit (frozen) then received, consumption, return and sorting keep stock equal to the movements', async () => {
    const db = server.handle.db;
    const [a, b] = [await createWarehouse(db), await createWarehouse(db)];
    const part = await createItem(db, { hasReturnIfConsumed: true });
    const recycled = await createItem(db, { category: 'Recycled' });
    const vehicle = await createVehicle(db);

    expect((await input(keeper, part, a, 10)).error).toBeNull();
    expect(await stockRow(db, a, part)).toMatchObject({ quantity: 10, frozen: 0 });

    const sent = await call<{ transferInventoryItem: { _id: string; transferStatus: string } }>(
      keeper,
      `mutation($i: ID!, $f: ID!, $t: ID!) { transferInventoryItem(itemId: $i, fromWarehouseId: $f, toWarehouseId: $t, quantity: 4, reason: "Maadi is short") { ${MOVE} } }`,
      { i: part, f: a, t: b },
    );
    expect(sent.data?.transferInventoryItem.transferStatus).toBe('in_transit');
    expect(await stockRow(db, a, part)).toMatchObject({ quantity: 10, frozen: 4 });
    // Frozen units cannot be consumed: 7 of 10 is more than the 6 free.
    expect((await consume(tech, { i: part, w: a, q: 7, v: vehicle.code, reason: 'Brake fix' })).error).toBe(
      M.notEnoughStock,
    );

    const received = await call(
      keeper,
      `mutation($id: ID!) { receiveInventoryTransfer(_id: $id) { ${MOVE} } }`,
      { id: sent.data!.transferInventoryItem._id },
    );
    expect(received.error).toBeNull();
    expect(await stockRow(db, a, part)).toMatchObject({ quantity: 6, frozen: 0 });
    expect(await stockRow(db, b, part)).toMatchObject({ quantity: 4, frozen: 0 });
    expect(
      (
        await call(keeper, `mutation($id: ID!) { receiveInventoryTransfer(_id: $id) { _id } }`, {
          id: sent.data!.transferInventoryItem._id,
        })
      ).error,
    ).toBe(M.transferNotInTransit);

    const used = await consume(tech, {
      i: part,
      w: b,
      q: 3,
      v: vehicle.code,
      reason: 'Replaced on the road',
    });
    expect(used.error).toBeNull();
    expect(used.data?.consumeInventoryItem.vehicle?.code).toBe(vehicle.code);
    expect(await stockRow(db, b, part)).toMatchObject({ quantity: 1 });

    const giveBack = (quantity: number, warehouse: string) =>
      call(
        tech,
        `mutation($i: ID!, $w: ID!, $q: Int!) { returnInventoryItem(itemId: $i, warehouseId: $w, quantity: $q, reason: "Old parts back") { _id } }`,
        { i: part, w: warehouse, q: quantity },
      );
    // Issue 22 finding 7: at most what this technician took from this warehouse and has not returned.
    expect((await giveBack(1_000, b)).error).toBe(M.returnTooMany);
    expect((await giveBack(1, a)).error).toBe(M.returnTooMany);
    expect(await stockRow(db, b, part)).toMatchObject({ quantity: 1, returned: 0 });
    expect((await giveBack(3, b)).error).toBeNull();
    expect((await giveBack(1, b)).error).toBe(M.returnTooMany);
    expect(await stockRow(db, b, part)).toMatchObject({ quantity: 1, returned: 3 });
    const sort = (outcome: string, quantity: number, target: string | null = null) =>
      call(
        keeper,
        `mutation($i: ID!, $w: ID!, $q: Int!, $o: String!, $t: ID) { sortInventoryReturns(itemId: $i, warehouseId: $w, quantity: $q, outcome: $o, targetItemId: $t, reason: "Sorted") { ${MOVE} } }`,
        {
          i: part,
          w: b,
          q: quantity,
          o: outcome,
          t: target,
        },
      );
    expect((await sort('recycled', 1)).error).toBe(M.recycledTarget);
    expect((await sort('recycled', 1, recycled)).error).toBeNull();
    expect((await sort('repairable', 1)).error).toBeNull();
    expect((await sort('scrap', 2)).error).toBe(M.notEnoughReturned);
    expect((await sort('scrap', 1)).error).toBeNull();
    expect(await stockRow(db, b, part)).toMatchObject({ quantity: 2, returned: 0 });
    expect(await stockRow(db, b, recycled)).toMatchObject({ quantity: 1 });

    expect(await stockDrift(db)).toEqual([]);
    const rows = await db.select().from(inventoryMovements).where(eq(inventoryMovements.itemId, part));
    expect(rows.every((row) => row.userId !== null && row.comment !== null)).toBe(true);
  });

  it('a technician requests a part, the storekeeper fulfils it (reserved), the technician consumes it on a vehicle', async () => {
    const db = server.handle.db;
    const store = await createWarehouse(db);
    const part = await createItem(db);
    const vehicle = await createVehicle(db);
    await input(keeper, part, store, 2);
    const asked = await call<{ requestInventoryParts: { _id: string; status: string } }>(
      tech,
      `mutation($i: ID!, $w: ID!, $v: String) { requestInventoryParts(itemId: $i, warehouseId: $w, quantity: 2, reason: "Throttle broken", vehicle: $v) { ${REQ} } }`,
      { i: part, w: store, v: vehicle.code },
    );
    const requestId = asked.data!.requestInventoryParts._id;
    expect(asked.data!.requestInventoryParts.status).toBe('pending');
    // Before fulfilment the request cannot be consumed; another technician never can.
    expect((await consume(tech, { r: requestId })).error).toBe(M.requestNotFulfilled);
    expect(
      (await call(tech, `mutation($id: ID!) { fulfilInventoryRequest(_id: $id) { _id } }`, { id: requestId }))
        .error,
    ).toMatch(/permission/);
    const fulfilled = await call<{ fulfilInventoryRequest: { status: string } }>(
      keeper,
      `mutation($id: ID!) { fulfilInventoryRequest(_id: $id, comment: "Pick up at the desk") { ${REQ} } }`,
      { id: requestId },
    );
    expect(fulfilled.data?.fulfilInventoryRequest.status).toBe('fulfilled');
    expect(await stockRow(db, store, part)).toMatchObject({ quantity: 2, frozen: 2 });
    // Reserved units are not free for anyone else.
    expect((await consume(otherTech, { i: part, w: store, q: 1, v: vehicle.code, reason: 'x' })).error).toBe(
      M.notEnoughStock,
    );
    expect((await consume(otherTech, { r: requestId })).error).toBe(M.requestNotYours);
    const used = await consume(tech, { r: requestId });
    expect(used.error).toBeNull();
    expect(used.data?.consumeInventoryItem).toMatchObject({ requestId, vehicle: { code: vehicle.code } });
    expect(await stockRow(db, store, part)).toMatchObject({ quantity: 0, frozen: 0 });
    expect((await consume(tech, { r: requestId })).error).toBe(M.requestNotFulfilled);
    expect(
      (
        await call(
          keeper,
          `mutation($id: ID!) { refuseInventoryRequest(_id: $id, comment: "late") { _id } }`,
          { id: requestId },
        )
      ).error,
    ).toBe(M.requestNotPending);
    expect(await stockDrift(db)).toEqual([]);

    const mine = await call<{ inventoryRequests: { requests: { requestedBy: { _id: string } }[] } }>(
      otherTech,
      `query { inventoryRequests(pageNumber: 0) { requests { requestedBy { _id } } totalCount } }`,
    );
    expect(mine.data!.inventoryRequests.requests.every((r) => r.requestedBy._id !== techId)).toBe(true);
    const all = await call<{ inventoryRequests: { requests: { requestedBy: { _id: string } }[] } }>(
      keeper,
      `query { inventoryRequests(pageNumber: 0) { requests { requestedBy { _id } } } }`,
    );
    expect(all.data!.inventoryRequests.requests.some((r) => r.requestedBy._id === techId)).toBe(true);
  });

  it('damaged parts: only reportable items; fulfilling writes the units off, refusing changes nothing', async () => {
    const db = server.handle.db;
    const store = await createWarehouse(db);
    const plain = await createItem(db, { canBeReported: false });
    const reportable = await createItem(db, { canBeReported: true });
    await input(keeper, reportable, store, 5);
    const report = (item: string, quantity: number) =>
      call<{ reportDamagedParts: { _id: string } }>(
        tech,
        `mutation($i: ID!, $w: ID!, $q: Int!) { reportDamagedParts(itemId: $i, warehouseId: $w, quantity: $q, reason: "Cracked housing") { ${REQ} } }`,
        {
          i: item,
          w: store,
          q: quantity,
        },
      );
    expect((await report(plain, 1)).error).toBe(M.notReportable);
    const first = (await report(reportable, 2)).data!.reportDamagedParts._id;
    const second = (await report(reportable, 1)).data!.reportDamagedParts._id;
    expect(
      (
        await call(keeper, `mutation($id: ID!) { fulfilInventoryRequest(_id: $id) { status } }`, {
          id: first,
        })
      ).error,
    ).toBeNull();
    expect(
      (
        await call(
          keeper,
          `mutation($id: ID!) { refuseInventoryRequest(_id: $id, comment: "Not damaged") { status } }`,
          { id: second },
        )
      ).error,
    ).toBeNull();
    expect(await stockRow(db, store, reportable)).toMatchObject({ quantity: 3, frozen: 0 });
    const damaged = await db.select().from(inventoryMovements).where(eq(inventoryMovements.requestId, first));
    expect(damaged.map((row) => [row.type, row.quantity, row.userId])).toEqual([['damaged', 2, keeperId]]);
    expect(await stockDrift(db)).toEqual([]);
  });

  it('refuses bad input in words and changes nothing', async () => {
    const db = server.handle.db;
    const store = await createWarehouse(db);
    const part = await createItem(db);
    const archived = await createItem(db, { archived: true });
    const vehicle = await createVehicle(db);
    await input(keeper, part, store, 1);
    const before = await stockRow(db, store, part);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ i: part, w: store, q: 0, v: vehicle.code, reason: 'x' }, M.quantity],
      [{ i: part, w: store, q: 2, v: vehicle.code, reason: 'x' }, M.notEnoughStock],
      [{ i: part, w: store, q: 1, reason: 'x' }, M.consumptionTarget],
      [
        { i: part, w: store, q: 1, v: vehicle.code, o: '5f3c2b1a-1111-4222-8333-444455556666', reason: 'x' },
        M.consumptionTarget,
      ],
      [{ i: part, w: store, q: 1, v: vehicle.code, reason: '  ' }, M.reasonRequired],
      [{ i: part, w: store, q: 1, v: 'NO-SUCH', reason: 'x' }, M.vehicleNotFound],
      [{ i: archived, w: store, q: 1, v: vehicle.code, reason: 'x' }, M.itemArchived],
      [{ i: part, w: 'nope', q: 1, v: vehicle.code, reason: 'x' }, M.warehouseNotFound],
      [{ i: part, w: store, q: 1, o: 'not-a-uuid', reason: 'x' }, 'Field task not found'],
      [{ i: part, w: store, q: 1, v: vehicle.code, t: 'no-such-task', reason: 'x' }, 'Task not found'],
    ];
    for (const [vars, message] of cases)
      expect((await consume(tech, vars)).error, JSON.stringify(vars)).toBe(message);
    expect(await stockRow(db, store, part)).toEqual(before);
    // An ops task (uuid) is a valid target on its own.
    expect(
      (
        await consume(tech, {
          i: part,
          w: store,
          q: 1,
          o: '5f3c2b1a-1111-4222-8333-444455556666',
          reason: 'Field task',
        })
      ).error,
    ).toBeNull();
    expect((await consume(viewer, { i: part, w: store, q: 1, v: vehicle.code, reason: 'x' })).error).toMatch(
      /permission/,
    );
  });

  it("an unknown item or warehouse is 'not found' with its code, so the item and storage pages say so", async () => {
    const missing = '5f3c2b1a-1111-4222-8333-444455556666';
    for (const [query, message, reason] of [
      ['query($id: ID!) { getInventoryItem(_id: $id) { _id } }', M.itemNotFound, 'ITEM_NOT_FOUND'],
      [
        'query($id: ID!) { getInventoryWarehouse(_id: $id) { _id } }',
        M.warehouseNotFound,
        'WAREHOUSE_NOT_FOUND',
      ],
    ] as const) {
      const response = await server.gql(query, { id: missing }, keeper);
      expect(response.errors?.[0]).toMatchObject({ message, extensions: { code: 500, reason } });
    }
  });

  it('lists: items from page 0 with stock filters, warehouses with an item, urgent rows, analytics totals', async () => {
    const db = server.handle.db;
    const store = await createWarehouse(db, `Zeta ${Date.now()}`);
    const name = `Unique brake ${Date.now()}`;
    const part = await createItem(db, { name, lowerThreshold: 5, higherThreshold: 50 });
    const empty = await createItem(db, { name: `${name} empty` });
    await input(keeper, part, store, 3, 20);
    const items = await call<{
      listAllInventoryItems: {
        items: { _id: string; inStock: number; stock: { quantity: number; urgent: boolean }[] }[];
        totalCount: number;
      };
    }>(
      viewer,
      `query($f: String) { listAllInventoryItems(pageNumber: 0, filters: $f) { totalCount totalPages items { _id name inStock batches { price supplier } stock { quantity frozen lower higher urgent warehouse { name } } } } }`,
      { f: JSON.stringify({ name }) },
    );
    expect(items.data!.listAllInventoryItems.totalCount).toBe(2);
    const inStock = await call<{ listAllInventoryItems: { items: { _id: string }[] } }>(
      viewer,
      `query($f: String) { listAllInventoryItems(pageNumber: 0, filters: $f) { items { _id } } }`,
      {
        f: JSON.stringify({ name, stock: 'inStock' }),
      },
    );
    expect(inStock.data!.listAllInventoryItems.items.map((i) => i._id)).toEqual([part]);
    const out = await call<{ listAllInventoryItems: { items: { _id: string }[] } }>(
      viewer,
      `query($f: String) { listAllInventoryItems(pageNumber: 0, filters: $f) { items { _id } } }`,
      {
        f: JSON.stringify({ name, stock: 'outOfStock' }),
      },
    );
    expect(out.data!.listAllInventoryItems.items.map((i) => i._id)).toEqual([empty]);
    expect(
      (
        await call(
          viewer,
          `query { listAllInventoryItems(pageNumber: 0, filters: "{\\"color\\":1}") { totalCount } }`,
        )
      ).error,
    ).toMatch(/Unknown filter/);

    const urgent = await call<{
      inventoryUrgent: { item: { _id: string }; quantity: number; lower: number }[];
    }>(viewer, `query($w: ID) { inventoryUrgent(warehouseId: $w) { item { _id } quantity lower } }`, {
      w: store,
    });
    expect(urgent.data!.inventoryUrgent).toEqual([{ item: { _id: part }, quantity: 3, lower: 5 }]);
    const stores = await call<{
      listInventoryWarehouses: {
        warehouses: { _id: string; stock: { quantity: number }[]; value: number }[];
      };
    }>(
      viewer,
      `query($i: ID) { listInventoryWarehouses(pageNumber: 0, itemId: $i) { totalCount warehouses { _id name value stock { quantity } } } }`,
      { i: part },
    );
    const zeta = stores.data!.listInventoryWarehouses.warehouses.find((w) => w._id === store);
    expect(zeta).toMatchObject({ stock: [{ quantity: 3 }], value: 60 });
    const analytics = await call<{ inventoryAnalytics: { totals: { input: number; urgent: number } } }>(
      viewer,
      `query($w: ID) { inventoryAnalytics(startDate: "2000-01-01T00:00:00Z", endDate: "2100-01-01T00:00:00Z", warehouseId: $w) { totals { value input consumption itemsCount urgent } consumptionOverTime { day category quantity } } }`,
      { w: store },
    );
    expect(analytics.data!.inventoryAnalytics.totals).toMatchObject({ input: 3, urgent: 1 });
  });

  it('items are created and edited with the spec fields; thresholds are checked', async () => {
    const created = await call<{ createInventoryItem: { _id: string; category: string; arName: string } }>(
      keeper,
      `mutation($in: InventoryItemInput!) { createInventoryItem(input: $in) { _id name arName category canBeReported hasReturnIfConsumed lowerThreshold higherThreshold } }`,
      {
        in: {
          name: 'Side mirror',
          arName: 'مرآة جانبية',
          category: 'Scooters',
          canBeReported: true,
          lowerThreshold: 2,
          higherThreshold: 10,
        },
      },
    );
    expect(created.data!.createInventoryItem).toMatchObject({ category: 'Scooters', arName: 'مرآة جانبية' });
    const bad = (values: Record<string, unknown>) =>
      call(keeper, `mutation($in: InventoryItemInput!) { createInventoryItem(input: $in) { _id } }`, {
        in: { name: 'X', category: 'Scooters', ...values },
      });
    expect((await bad({ category: 'Food' })).error).toBe(M.category);
    expect((await bad({ lowerThreshold: 11, higherThreshold: 10 })).error).toBe(M.thresholds);
    expect((await bad({ name: ' ' })).error).toBe(M.name);
    expect((await bad({ image: 'id-verifications/someone.png' })).error).toBe("Couldn't Upload Image");
    expect(
      (
        await call(
          viewer,
          `mutation { createInventoryItem(input: { name: "X", category: "Tools" }) { _id } }`,
        )
      ).error,
    ).toMatch(/permission/);
  });
});
