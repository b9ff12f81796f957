import {
  inventoryItems,
  inventoryMovements,
  warehouses,
  warehouseStock,
  type InventoryBatch,
  type InventoryCategory,
  type MovementType,
} from '../../../domains/inventory/tables';
import { insertBatches } from '../insert';
import { part, writeFile } from '../images';
import { addCount, DAY, HOUR, staffWithRole, type SeedContext, type SeedStep } from '../context';

type ItemSpec = [
  name: string,
  arName: string,
  category: InventoryCategory,
  pricePiasters: number,
  manufacturer: string | null,
];

const ITEMS: ItemSpec[] = [
  ['Recycled battery pack', 'بطارية معاد تدويرها', 'Recycled', 90000, null],
  ['Recycled controller', 'كنترولر معاد تدويره', 'Recycled', 30000, null],
  ['Recycled tyre', 'إطار معاد تدويره', 'Recycled', 5000, null],
  ['Bike chain', 'جنزير دراجة', 'Bike', 12000, null],
  ['Bike pedal set', 'طقم بدال', 'Bike', 15000, null],
  ['Bike saddle', 'كرسي دراجة', 'Bike', 20000, null],
  ['Bike brake cable', 'سلك فرامل دراجة', 'Bike', 4000, null],
  ['IoT module 4G', 'وحدة اتصال 4G', 'IOT', 180000, 'Kuickwheel'],
  ['IoT module BLE', 'وحدة بلوتوث', 'IOT', 95000, 'Xiaomi'],
  ['GPS antenna', 'هوائي GPS', 'IOT', 18000, null],
  ['SIM card', 'شريحة اتصال', 'IOT', 2500, null],
  ['Scooter battery 36V', 'بطارية سكوتر 36 فولت', 'Scooters', 450000, 'Kuickwheel'],
  ['Scooter battery 48V', 'بطارية سكوتر 48 فولت', 'Scooters', 520000, 'Xiaomi'],
  ['Motor controller', 'كنترولر موتور', 'Scooters', 150000, 'Kuickwheel'],
  ['Throttle', 'دواسة سرعة', 'Scooters', 22000, 'Xiaomi'],
  ['Brake lever', 'ذراع فرامل', 'Scooters', 9000, null],
  ['Front tyre 10"', 'إطار أمامي 10 بوصة', 'Scooters', 35000, null],
  ['Rear light', 'فانوس خلفي', 'Scooters', 7000, null],
  ['Kickstand', 'حامل', 'Scooters', 11000, null],
  ['QR sticker', 'ملصق QR', 'Consumables', 300, null],
  ['Cable ties (100)', 'رباط بلاستيك', 'Consumables', 2500, null],
  ['Brake pads', 'تيل فرامل', 'Consumables', 6000, null],
  ['Cleaning spray', 'بخاخ تنظيف', 'Consumables', 4500, null],
  ['Grease tube', 'شحم', 'Consumables', 3500, null],
  ['Hex key set', 'طقم مفاتيح ألن', 'Tools', 25000, null],
  ['Tyre lever', 'مفتاح إطار', 'Tools', 4000, null],
  ['Torque wrench', 'مفتاح عزم', 'Tools', 80000, null],
  ['Multimeter', 'ملتيميتر', 'Tools', 60000, null],
  ['M5 screws (100)', 'مسامير M5', 'Nails', 3000, null],
  ['M6 bolts (50)', 'مسامير M6', 'Nails', 4000, null],
  ['Rivets (200)', 'برشام', 'Nails', 3500, null],
];

const SUPPLIERS = ['El Nasr Trading', 'Cairo Parts Co.', 'Delta Mobility Supplies', 'Shenzhen Direct'];

export const inventoryStep: SeedStep = {
  name: 'inventory',
  async run(ctx: SeedContext) {
    const random = ctx.random('inventory');
    const now = ctx.now.getTime();
    const technicians = staffWithRole(ctx, 'Field Technician');
    const managers = staffWithRole(ctx, 'Operations Manager');
    const byName = (name: string) =>
      ctx.state.areas.find((a) => a.name === name)?.id ?? ctx.state.areas[0]!.id;
    const created = new Date(now - 365 * DAY);
    const stores = [
      {
        id: random.id(created),
        name: 'Zamalek Hub',
        office: 'Zamalek office',
        areaId: byName('Zamalek'),
        createdAt: created,
      },
      {
        id: random.id(created),
        name: 'Maadi Store',
        office: 'Maadi office',
        areaId: byName('Maadi'),
        createdAt: created,
      },
      {
        id: random.id(created),
        name: 'New Cairo Depot',
        office: 'Fifth Settlement office',
        areaId: byName('New Cairo'),
        createdAt: created,
      },
      {
        id: random.id(created),
        name: 'Sheikh Zayed Depot',
        office: 'Zayed office',
        areaId: byName('Sheikh Zayed'),
        createdAt: created,
      },
    ];
    const items: Array<typeof inventoryItems.$inferInsert> = [];
    for (const [index, [name, arName, category, price, manufacturer]] of ITEMS.entries()) {
      const id = random.id(created);
      const imageKey = await writeFile(ctx.filesDir, `inventory/${id}.png`, part(random));
      items.push({
        id,
        name,
        arName,
        imageKey,
        barCode: `622${String(100000000 + index * 7919).padStart(10, '0')}`,
        description: `${name} for the fleet`,
        category,
        batches: [],
        archived: index === ITEMS.length - 1,
        canBeReported: category === 'Scooters' || category === 'IOT',
        hasReturnIfConsumed: category === 'Scooters' || category === 'IOT' || category === 'Recycled',
        manufacturer,
        lowerThreshold: price > 100000 ? 3 : 10,
        higherThreshold: price > 100000 ? 20 : 200,
        createdAt: created,
        updatedAt: created,
      });
    }

    // Movements in time order, applied to the stock as they happen so it never goes negative.
    const stock = new Map<string, number>();
    const frozen = new Map<string, number>();
    // Returned parts wait to be sorted, apart from usable stock (0026).
    const returned = new Map<string, number>();
    const key = (w: string, i: string) => `${w}|${i}`;
    const moves: Array<typeof inventoryMovements.$inferInsert> = [];
    const count = ctx.scaled(600, 80);
    const times = Array.from({ length: count }, () => now - random.float(HOUR, 300 * DAY)).sort(
      (a, b) => a - b,
    );
    // Every item starts with an input into every store.
    const opening = now - 330 * DAY;
    for (const item of items) {
      for (const store of stores) {
        const quantity = random.int(5, 60);
        const price = ITEMS[items.indexOf(item)]![3];
        const supplier = random.pick(SUPPLIERS);
        const at = new Date(opening + random.int(0, 5 * 24) * HOUR);
        moves.push({
          id: random.id(at),
          type: 'input',
          itemId: item.id,
          quantity,
          toWarehouseId: store.id,
          userId: managers[0]?.id ?? null,
          pricePiasters: price,
          supplier,
          createdAt: at,
        });
        (item.batches as InventoryBatch[]).push({
          pricePiasters: price,
          quantity,
          supplier,
          createdAt: at.toISOString(),
        });
        stock.set(key(store.id, item.id), (stock.get(key(store.id, item.id)) ?? 0) + quantity);
      }
    }
    for (const t of times) {
      const at = new Date(t);
      const item = random.pick(items);
      const price = ITEMS[items.indexOf(item)]![3];
      const type = random.weighted<MovementType>([
        ['input', 0.15],
        ['transfer', 0.15],
        ['consumption', 0.5],
        ['return', 0.1],
        ['damaged', 0.1],
      ]);
      const from = random.pick(stores);
      const to = random.pick(stores.filter((s) => s.id !== from.id));
      const tech = technicians.length ? random.pick(technicians) : null;
      const have = stock.get(key(from.id, item.id)) ?? 0;
      const vehicle = random.pick(ctx.state.vehicles);
      if (type === 'input' || type === 'return') {
        const quantity = random.int(1, type === 'input' ? 40 : 3);
        const supplier = random.pick(SUPPLIERS);
        moves.push({
          id: random.id(at),
          type,
          itemId: item.id,
          quantity,
          toWarehouseId: to.id,
          userId: (type === 'input' ? managers[0] : tech)?.id ?? null,
          pricePiasters: type === 'input' ? price : null,
          supplier: type === 'input' ? supplier : null,
          vehicleId: type === 'return' ? vehicle.id : null,
          comment: type === 'return' ? 'Returned from vehicle' : null,
          createdAt: at,
        });
        if (type === 'return') {
          returned.set(key(to.id, item.id), (returned.get(key(to.id, item.id)) ?? 0) + quantity);
          continue;
        }
        if (type === 'input')
          (item.batches as InventoryBatch[]).push({
            pricePiasters: price,
            quantity,
            supplier,
            createdAt: at.toISOString(),
          });
        stock.set(key(to.id, item.id), (stock.get(key(to.id, item.id)) ?? 0) + quantity);
      } else {
        const free = have - (frozen.get(key(from.id, item.id)) ?? 0);
        if (free < 1) continue;
        const quantity = random.int(1, Math.min(free, type === 'transfer' ? 10 : 3));
        // Transfers of the last two days are still on the road: frozen at the source (0026).
        const inTransit = type === 'transfer' && now - t < 2 * DAY;
        moves.push({
          id: random.id(at),
          type,
          itemId: item.id,
          quantity,
          fromWarehouseId: from.id,
          toWarehouseId: type === 'transfer' ? to.id : null,
          vehicleId: type === 'consumption' ? vehicle.id : null,
          userId: tech?.id ?? null,
          // Why, as every movement records it (issue 12 §1).
          comment:
            type === 'damaged'
              ? random.pick(['Broken on arrival', 'Water damage', 'Cracked housing'])
              : type === 'transfer'
                ? random.pick(['Rebalancing stock', 'Store running low'])
                : random.pick(['Replaced on the road', 'Routine maintenance', 'Broken by a rider']),
          transferStatus: type === 'transfer' ? (inTransit ? 'in_transit' : 'received') : null,
          receivedAt: type === 'transfer' && !inTransit ? at : null,
          createdAt: at,
        });
        if (inTransit) {
          frozen.set(key(from.id, item.id), (frozen.get(key(from.id, item.id)) ?? 0) + quantity);
          continue;
        }
        stock.set(key(from.id, item.id), have - quantity);
        if (type === 'transfer')
          stock.set(key(to.id, item.id), (stock.get(key(to.id, item.id)) ?? 0) + quantity);
      }
    }
    for (const k of returned.keys()) if (!stock.has(k)) stock.set(k, 0);
    const stockRows = [...stock].map(([k, quantity]) => {
      const [warehouseId, itemId] = k.split('|') as [string, string];
      const item = items.find((i) => i.id === itemId)!;
      return {
        warehouseId,
        itemId,
        quantity,
        frozen: frozen.get(k) ?? 0,
        returned: returned.get(k) ?? 0,
        lower: item.lowerThreshold ?? 0,
        higher: item.higherThreshold ?? 0,
        updatedAt: ctx.now,
      };
    });
    await insertBatches(ctx.tx, warehouses, stores);
    await insertBatches(ctx.tx, inventoryItems, items);
    await insertBatches(ctx.tx, warehouseStock, stockRows);
    moves.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
    await insertBatches(ctx.tx, inventoryMovements, moves);
    addCount(ctx, 'warehouses', stores.length);
    addCount(ctx, 'inventory_items', items.length);
    addCount(ctx, 'warehouse_stock', stockRows.length);
    addCount(ctx, 'inventory_movements', moves.length);
  },
};
