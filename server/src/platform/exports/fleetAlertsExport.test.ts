import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  ACTIVATION_CYCLES_EXPORT,
  counterRowKey,
  MALFUNCTION_ALERTS_EXPORT,
  VEHICLE_ALERT_EXPORTS,
  VEHICLES_COUNTER_EXPORT,
} from '@ops/shared/exports/fleetAlertsExportFields';
import type { ExportModuleSpec } from '@ops/shared/exports/exportModule';
import { startOfDayIso, endOfDayIso } from '@ops/shared/rules/dateRange';
import { EXPORT_MESSAGES } from '@ops/shared/rules/exportRules';
import type { RolePermissions } from '@ops/shared/rules/permissions/can';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { takeVehicleSnapshot } from '../../domains/fleetAlerts/snapshots';
import { newId } from '../lib/ids';
import { raiseVehicleCondition, tasks } from '../../domains/tasks/engine';
import { users } from '../session/tables';
import { vehicleLifeCycle } from '../../domains/vehicles/tables';
import { createArea, createVehicle } from '../../domains/wallet/testFixtures';
import { cairoTime } from './cells';
import { EXPORT_BATCH_ROWS } from './keyset';
import { postExport, readSheet } from './exportTestHelpers';

/**
 * POST /export for the fleet alert pages: urgent, out of fence, IoT battery, activation cycle,
 * malfunction alerts and the Counter (each: its view permission + vehicles.EXPORT).
 */

let server: TestServer;
let viewer: string;

const VIEWS: RolePermissions = {
  vehicles: {
    VIEW_URGENT_VEHICLES: true,
    IOT_BATTERY_ALERTS: true,
    VIEW_ACTIVATION_CYCLE: true,
    VIEW_VEHICLE_MALFUNCTION_ALERT: true,
    VIEW_SNAPSHOT_COUNTER: true,
  },
  home: { VIEW_URGENT_VEHICLES: true },
};
const SPECS = [
  ...Object.values(VEHICLE_ALERT_EXPORTS),
  ACTIVATION_CYCLES_EXPORT,
  MALFUNCTION_ALERTS_EXPORT,
  VEHICLES_COUNTER_EXPORT,
];

// POST /export allows 10 a minute per user: each module exports as its own staff member.
const exporterFor = async (permissions: RolePermissions) =>
  signIn(
    server,
    await createStaff(server.handle.db, {
      level: 5,
      permissions: { ...permissions, vehicles: { ...permissions.vehicles, EXPORT: true } },
    }),
  );
const allFields = (spec: ExportModuleSpec) => spec.fields.map((f) => f.key);
const body = (
  spec: ExportModuleSpec,
  filters: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) => ({ module: spec.module, filters, fields: allFields(spec), ...extra });
const at = (iso: string) => cairoTime(new Date(iso));
const message = async (response: Response) => ((await response.json()) as { message: string }).message;
const LIST = `query($area: [ID!]) {
  getOutOfFenceVehicles(area: $area, limit: 2000) { vehicles { code } }
  getIotBatteryAlerts(area: $area, limit: 2000) { vehicles { code } }
}`;

beforeAll(async () => {
  server = await startTestServer();
  viewer = await signIn(server, await createStaff(server.handle.db, { level: 5, permissions: VIEWS }));
});
afterAll(() => server.close());

describe('vehicle alert exports (urgent, out of fence, IoT battery)', () => {
  it('write the page columns for the chosen areas, a selection only among the list’s own vehicles', async () => {
    const db = server.handle.db;
    const exporter = await exporterFor({ vehicles: { VIEW_URGENT_VEHICLES: true } });
    const area = await createArea(db);
    const other = await createArea(db);
    const low = await createVehicle(db, {
      areaId: area,
      isUrgent: true,
      urgencyType: 'LPM',
      realBatteryValue: 9,
      status: 'on',
      iotStatus: 'on',
      lastUpdate: new Date('2026-03-01T10:00:00Z'),
      lat: 30.1,
      long: 31.2,
    });
    const lockNone = await createVehicle(db, {
      areaId: area,
      lockStatus: 'none',
      inRide: true,
      lastUpdate: new Date('2026-03-01T11:00:00Z'),
    });
    const elsewhere = await createVehicle(db, { areaId: other, isUrgent: true, urgencyType: 'NOT_UPDATING' });
    const calm = await createVehicle(db, { areaId: area });

    const response = await postExport(server, body(VEHICLE_ALERT_EXPORTS.urgent, { area: [area] }), exporter);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Urgent Vehicles-\d{8}-\d{6}\.xlsx"$/,
    );
    const rows = await readSheet(response);
    expect(rows[0]).toEqual([
      'Vehicle',
      'Area',
      'Urgency',
      'Battery',
      'Status',
      'IoT',
      'Lock',
      'In ride',
      'Last update',
      'Location',
    ]);
    const list = await server.gql<{ getUrgentVehicles: { vehicles: Array<{ code: string }> } }>(
      `query($area: [ID!]) { getUrgentVehicles(area: $area) { vehicles { code } } }`,
      { area: [area] },
      viewer,
    );
    expect(rows.slice(1).map((row) => row[0])).toEqual(
      list.data!.getUrgentVehicles.vehicles.map((v) => v.code),
    );
    // The list's order: the freshest update first.
    expect(rows.slice(1)).toEqual([
      [
        lockNone.code,
        `Area ${area}`,
        'Lock None',
        '80%',
        'ready',
        'ready',
        'none',
        'Yes',
        cairoTime(lockNone.lastUpdate),
        '30.05000, 31.23000',
      ],
      [
        low.code,
        `Area ${area}`,
        'Low Battery',
        '9%',
        'on',
        'on',
        'locked',
        'No',
        '2026-03-01 12:00:00',
        '30.10000, 31.20000',
      ],
    ]);

    const selected = await postExport(
      server,
      {
        ...body(VEHICLE_ALERT_EXPORTS.urgent, {}, { ids: [elsewhere.id, calm.id] }),
        fields: ['code', 'urgencyType'],
      },
      exporter,
    );
    expect((await readSheet(selected)).slice(1)).toEqual([[elsewhere.code, 'Not Updating']]);

    // vehicles.EXPORT is not enough: the page's own view permission too.
    expect((await postExport(server, body(VEHICLE_ALERT_EXPORTS.outOfFence, {}), exporter)).status).toBe(403);
  });

  it('read every batch in the list’s order, ties and missing values included (out of fence, IoT battery)', async () => {
    const db = server.handle.db;
    const area = await createArea(db);
    const n = EXPORT_BATCH_ROWS * 2 + 3;
    // Ties on last update and on IoT battery, and nulls of both: only the code tie-break keeps batches whole.
    await db.execute(sql`
      INSERT INTO vehicles (id, code, manufacturer, vehicle_type, area_id, is_out_of_fence, phone_battery, iot_status, last_update)
      SELECT 'bulk-' || g, 'B' || lpad(g::text, 5, '0'), 'Kuickwheel', 'Super C', ${area}, true,
             CASE WHEN g % 7 = 0 THEN NULL ELSE g % 5 END, CASE WHEN g % 7 = 0 THEN 'off' ELSE 'ready' END,
             CASE WHEN g % 3 = 0 THEN NULL ELSE timestamptz '2026-03-01T00:00:00Z' + (g % 4) * interval '1 minute' END
        FROM generate_series(1, ${n}) AS g`);
    const list = await server.gql<{
      getOutOfFenceVehicles: { vehicles: Array<{ code: string }> };
      getIotBatteryAlerts: { vehicles: Array<{ code: string }> };
    }>(LIST, { area: [area] }, viewer);
    expect(list.errors).toBeUndefined();

    const fence = await exporterFor({ home: { VIEW_URGENT_VEHICLES: true } });
    const fenceRows = await readSheet(
      await postExport(
        server,
        { ...body(VEHICLE_ALERT_EXPORTS.outOfFence, { area: [area] }), fields: ['code'] },
        fence,
      ),
    );
    expect(fenceRows[0]).toEqual(['Vehicle']);
    expect(fenceRows.slice(1).map((row) => row[0])).toEqual(
      list.data!.getOutOfFenceVehicles.vehicles.map((v) => v.code),
    );
    expect(fenceRows).toHaveLength(n + 1);

    const iot = await exporterFor({ vehicles: { IOT_BATTERY_ALERTS: true } });
    const iotRows = await readSheet(
      await postExport(
        server,
        { ...body(VEHICLE_ALERT_EXPORTS.iotBattery, { area: [area] }), fields: ['code', 'iotBattery'] },
        iot,
      ),
    );
    expect(iotRows[0]).toEqual(['Vehicle', 'IoT battery']);
    expect(iotRows.slice(1).map((row) => row[0])).toEqual(
      list.data!.getIotBatteryAlerts.vehicles.map((v) => v.code),
    );
    expect(iotRows).toHaveLength(n + 1);
    expect(iotRows[1]).toEqual(['B00005', '0% Low IoT Battery']);
    expect(iotRows.at(-1)).toEqual([expect.stringMatching(/^B/), 'Iot Off']);

    const picked = await readSheet(
      await postExport(
        server,
        {
          ...body(VEHICLE_ALERT_EXPORTS.iotBattery, {}, { ids: ['bulk-1', 'bulk-7'] }),
          fields: ['code', 'iotBattery'],
        },
        iot,
      ),
    );
    expect(picked.slice(1)).toEqual([
      ['B00001', '1% Low IoT Battery'],
      ['B00007', 'Iot Off'],
    ]);
  });
});

describe('activation cycle export', () => {
  it('writes each activation of the range with the deactivation before it; a selection is activations only', async () => {
    const db = server.handle.db;
    const exporter = await exporterFor({ vehicles: { VIEW_ACTIVATION_CYCLE: true } });
    const tech = await createStaff(db, { level: 8, permissions: {} });
    const area = await createArea(db);
    const vehicle = await createVehicle(db, { areaId: area });
    const stranger = await createVehicle(db, { areaId: await createArea(db) });
    const entry = async (
      vehicleOf: { id: string; code: string },
      kase: string,
      at: string,
      extra: Partial<typeof vehicleLifeCycle.$inferInsert> = {},
    ) => {
      const id = newId();
      await db.insert(vehicleLifeCycle).values({
        id,
        vehicleId: vehicleOf.id,
        code: vehicleOf.code,
        case: kase,
        createdAt: new Date(at),
        ...extra,
      });
      return id;
    };
    const deactivated = await entry(vehicle, 'DEACTIVATED', '2026-11-01T08:00:00Z', { userId: tech.userId });
    await entry(vehicle, 'ACTIVATED', '2026-11-01T10:30:00Z', { userId: tech.userId, battery: 55.4 });
    const october = await entry(vehicle, 'ACTIVATED', '2026-10-01T10:30:00Z');
    await entry(stranger, 'ACTIVATED', '2026-11-01T09:00:00Z');

    const range = { startDate: '2026-10-15T00:00:00.000Z', endDate: '2026-11-02T00:00:00.000Z' };
    const response = await postExport(
      server,
      body(ACTIVATION_CYCLES_EXPORT, { area: [area], ...range }, range),
      exporter,
    );
    expect(response.status).toBe(200);
    const rows = await readSheet(response);
    expect(rows[0]).toEqual([
      'Vehicle',
      'Area',
      'Deactivated',
      'Deactivated by',
      'Activated',
      'Activated by',
      'Out of service',
      'Battery',
    ]);
    const techName = (await db.select({ name: users.name }).from(users).where(eq(users.id, tech.userId)))[0]!
      .name;
    const list = await server.gql<{ getActivationCycles: { cycles: Array<{ code: string }> } }>(
      `query($area: [ID!], $s: String!, $e: String!) { getActivationCycles(area: $area, startDate: $s, endDate: $e) { cycles { code } } }`,
      { area: [area], s: range.startDate, e: range.endDate },
      viewer,
    );
    expect(list.data!.getActivationCycles.cycles.map((c) => c.code)).toEqual([vehicle.code]);
    expect(rows.slice(1)).toEqual([
      [
        vehicle.code,
        `Area ${area}`,
        at('2026-11-01T08:00:00Z'),
        techName,
        at('2026-11-01T10:30:00Z'),
        techName,
        '2 h 30 min',
        '55%',
      ],
    ]);

    const selected = await readSheet(
      await postExport(server, body(ACTIVATION_CYCLES_EXPORT, {}, { ids: [october, deactivated] }), exporter),
    );
    // Empty cells stay empty (read back as holes; the trailing ones not at all).
    expect(selected.slice(1)).toEqual([
      [vehicle.code, `Area ${area}`, undefined, undefined, at('2026-10-01T10:30:00Z')],
    ]);

    // A range is needed without settings.EXPORT_WITHOUT_LIMIT (02 §5).
    const unbounded = await postExport(server, body(ACTIVATION_CYCLES_EXPORT, { area: [area] }), exporter);
    expect(unbounded.status).toBe(400);
    expect(await message(unbounded)).toBe(EXPORT_MESSAGES.range);
  });
});

describe('malfunction alerts export', () => {
  it('writes the open Vehicle Malfunction tasks of the chosen areas; a selection only among them', async () => {
    const db = server.handle.db;
    const exporter = await exporterFor({ vehicles: { VIEW_VEHICLE_MALFUNCTION_ALERT: true } });
    const area = await createArea(db);
    const broken = await createVehicle(db, { areaId: area, realBatteryValue: 41, status: 'off' });
    const lowBattery = await createVehicle(db, { areaId: area });
    const elsewhere = await createVehicle(db, { areaId: await createArea(db) });
    await raiseVehicleCondition(server.server.deps, { vehicleId: broken.id, reason: 'VEHICLE_MALFUNCTION' });
    await raiseVehicleCondition(server.server.deps, { vehicleId: lowBattery.id, reason: 'LPM' });
    await raiseVehicleCondition(server.server.deps, {
      vehicleId: elsewhere.id,
      reason: 'VEHICLE_MALFUNCTION',
    });
    const taskOf = async (vehicleId: string) =>
      (
        await db
          .select()
          .from(tasks)
          .where(and(eq(tasks.vehicleId, vehicleId), eq(tasks.type, 'Vehicle')))
      )[0]!;

    const rows = await readSheet(
      await postExport(server, body(MALFUNCTION_ALERTS_EXPORT, { area: [area] }), exporter),
    );
    expect(rows[0]).toEqual([
      'Vehicle',
      'Area',
      'Reported',
      'Task status',
      'Main case',
      'Agent',
      'Battery',
      'Vehicle status',
    ]);
    const list = await server.gql<{ getMalfunctionAlerts: { alerts: Array<{ code: string }> } }>(
      `query($area: [ID!]) { getMalfunctionAlerts(area: $area) { alerts { code } } }`,
      { area: [area] },
      viewer,
    );
    expect(list.data!.getMalfunctionAlerts.alerts.map((a) => a.code)).toEqual([broken.code]);
    const task = await taskOf(broken.id);
    expect(rows.slice(1)).toEqual([
      [
        broken.code,
        `Area ${area}`,
        cairoTime(task.createdAt),
        task.status,
        'Vehicle Malfunction',
        undefined,
        '41%',
        'off',
      ],
    ]);

    const ids = [(await taskOf(elsewhere.id)).id, (await taskOf(lowBattery.id)).id];
    const selected = await readSheet(
      await postExport(
        server,
        { ...body(MALFUNCTION_ALERTS_EXPORT, {}, { ids }), fields: ['code'] },
        exporter,
      ),
    );
    expect(selected.slice(1)).toEqual([[elsewhere.code]]);
  });
});

describe('Counter export', () => {
  it('writes each day’s last snapshot per area for the page’s plain dates or the dialog’s Cairo days; a selection by day and area', async () => {
    const db = server.handle.db;
    const exporter = await exporterFor({ vehicles: { VIEW_SNAPSHOT_COUNTER: true } });
    const area = await createArea(db);
    const other = await createArea(db);
    await createVehicle(db, { areaId: area, status: 'on' });
    await createVehicle(db, { areaId: area, status: 'ready' });
    await createVehicle(db, { areaId: area, status: 'ready' });
    await createVehicle(db, { areaId: other, status: 'off' });
    const taken = await takeVehicleSnapshot(server.server.deps);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(taken);
    const shown = `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

    const plain = await postExport(
      server,
      body(VEHICLES_COUNTER_EXPORT, { area: [area], startDate: day, endDate: day }),
      exporter,
    );
    expect(plain.status).toBe(200);
    const rows = await readSheet(plain);
    expect(rows[0]).toEqual(['Date', 'Snapshot', 'Area', 'On', 'Ready', 'Off', 'Total']);
    expect(rows.slice(1)).toEqual([[shown, cairoTime(taken), `Area ${area}`, '1', '2', '0', '3']]);
    const list = await server.gql<{ getVehiclesSnapshotCounter: Array<{ total: number }> }>(
      `query($s: String!, $e: String!, $area: [ID!]) { getVehiclesSnapshotCounter(startDate: $s, endDate: $e, area: $area) { total } }`,
      { s: day, e: day, area: [area] },
      viewer,
    );
    expect(list.data!.getVehiclesSnapshotCounter).toEqual([{ total: 3 }]);

    // The dialog sends the days as Cairo start and end of day, at the top level too.
    const noon = new Date(`${day}T10:00:00Z`);
    const dialogRange = {
      startDate: startOfDayIso(noon, 'Africa/Cairo'),
      endDate: endOfDayIso(noon, 'Africa/Cairo'),
    };
    const dialog = await readSheet(
      await postExport(
        server,
        body(VEHICLES_COUNTER_EXPORT, { area: [area, other], ...dialogRange }, dialogRange),
        exporter,
      ),
    );
    expect(
      dialog
        .slice(1)
        .map((row) => [row[2], row[6]])
        .sort(),
    ).toEqual(
      [
        [`Area ${area}`, '3'],
        [`Area ${other}`, '1'],
      ].sort(),
    );

    const key = counterRowKey({ date: day, area: { _id: other } });
    const selected = await readSheet(
      await postExport(
        server,
        { ...body(VEHICLES_COUNTER_EXPORT, {}, { ids: [key, 'not-a-row'] }), fields: ['area', 'off'] },
        exporter,
      ),
    );
    expect(selected.slice(1)).toEqual([[`Area ${other}`, '1']]);
  });
});

describe('permissions', () => {
  it('refuses each module without vehicles.EXPORT (403), whatever the view permissions', async () => {
    for (const spec of SPECS) {
      const response = await postExport(server, body(spec, {}, { ids: ['x'] }), viewer);
      expect([spec.module, response.status]).toEqual([spec.module, 403]);
    }
  });
});
