import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { cellText } from './exportTestHelpers';
import { sql } from 'drizzle-orm';
import { EXPORT_MESSAGES } from '@ops/shared/rules/exportRules';
import type { RolePermissions } from '@ops/shared/rules/permissions/can';
import { startTestServer, type TestServer } from '../../../test/testServer';
import type { Deps } from '../deps';
import { raiseVehicleCondition } from '../../domains/tasks/engine';
import { makeAgent, makeArea, makeVehicle } from '../../domains/tasks/testing';
import { TASK_EXPORT_PAGE_SIZE, tasksExport } from '../../domains/tasks/engine';

const DAY = 86_400_000;
const ALL_FIELDS = tasksExport.fields.map((f) => f.key);
const HEADERS = tasksExport.fields.map((f) => f.header);
const EXPORTER: RolePermissions = { task: { EXPORT: true, VIEW_TASKS_TABLE: true } };

let server: TestServer;
let deps: Deps;
let exporter: string;
let area: { id: string; name: string };

function post(body: unknown, token: string | null = exporter): Promise<Response> {
  return fetch(`${server.url}/export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

const around = (at: Date) => ({
  startDate: new Date(at.getTime() - DAY).toISOString(),
  endDate: new Date(at.getTime() + DAY).toISOString(),
});

async function readSheet(response: Response): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const sheet = workbook.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map(cellText)));
  return rows;
}

beforeAll(async () => {
  server = await startTestServer();
  deps = server.server.deps;
  exporter = (await makeAgent(server, EXPORTER, { socket: false })).token;
  area = await makeArea(deps, 'Dokki');
  for (const reason of ['LPM', 'OUT_OF_FENCE', 'LPM']) {
    const vehicle = await makeVehicle(deps, area.id);
    await raiseVehicleCondition(deps, { vehicleId: vehicle.id, reason });
  }
});

afterAll(async () => {
  await server?.close();
});

describe('POST /export (tasks)', () => {
  it('streams a real xlsx with the header row and one row per filtered task', async () => {
    const response = await post({
      module: 'tasks',
      filters: { area: area.id },
      fields: ALL_FIELDS,
      ...around(deps.clock.now()),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Tasks-\d{8}-\d{6}\.xlsx"$/,
    );
    const rows = await readSheet(response);
    expect(rows[0]).toEqual(HEADERS);
    expect(rows).toHaveLength(1 + 3);
    expect(rows.slice(1).every((row) => row[0]?.startsWith('T') && row[5] === 'Dokki')).toBe(true);
  });

  it('writes only the chosen fields, in the module order, and accepts getTasks JSON filters', async () => {
    const response = await post({
      module: 'tasks',
      filters: JSON.stringify({ area: area.id }),
      fields: ['status', 'vehicleCode'],
      ...around(deps.clock.now()),
    });
    const rows = await readSheet(response);
    expect(rows[0]).toEqual(['Vehicle', 'Status']);
    expect(rows).toHaveLength(4);
  });

  it('pages through the table with the keyset, ties on created_at included', async () => {
    const n = TASK_EXPORT_PAGE_SIZE * 2 + 3;
    const vehicle = await makeVehicle(deps, area.id);
    // One created_at for all: only the id tie-break keeps pages from skipping or repeating rows.
    await deps.db.execute(sql`
      INSERT INTO tasks (id, type, vehicle_id, area_name, status, vehicle_code, created_at, updated_at)
      SELECT lpad(to_hex(g), 24, '0'), 'Vehicle', ${vehicle.id}, 'Bulk', 'resolved', 'B' || g, now(), now() FROM generate_series(1, ${n}) AS g`);
    const response = await post({
      module: 'tasks',
      filters: { area: 'Bulk' },
      fields: ['vehicleCode'],
      ...around(deps.clock.now()),
    });
    const codes = (await readSheet(response)).slice(1).map((row) => row[0]);
    expect(codes).toHaveLength(n);
    expect(new Set(codes).size).toBe(n);
  });

  it('refuses without a session (401) and without task.EXPORT (403)', async () => {
    const body = { module: 'tasks', filters: {}, fields: ALL_FIELDS, ...around(deps.clock.now()) };
    expect((await post(body, null)).status).toBe(401);
    expect((await post(body, 'not-a-token')).status).toBe(401);
    const viewer = await makeAgent(server, { task: { VIEW_TASKS_TABLE: true } }, { socket: false });
    const refused = await post(body, viewer.token);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toHaveProperty('message');
  });

  it('answers 400 with the spec text for no fields and for a range over 95 days', async () => {
    const now = deps.clock.now();
    const noFields = await post({ module: 'tasks', filters: {}, fields: [], ...around(now) });
    expect(noFields.status).toBe(400);
    expect(await noFields.json()).toEqual({ message: EXPORT_MESSAGES.noFields });

    const long = { startDate: new Date(now.getTime() - 97 * DAY).toISOString(), endDate: now.toISOString() };
    const tooLong = await post({ module: 'tasks', filters: {}, fields: ALL_FIELDS, ...long });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toEqual({ message: EXPORT_MESSAGES.range });

    // The same range inside filters is checked too: it is what filters the rows.
    const inFilters = await post({ module: 'tasks', filters: long, fields: ALL_FIELDS });
    expect(await inFilters.json()).toEqual({ message: EXPORT_MESSAGES.range });
    expect((await (await post({ module: 'tasks', fields: ALL_FIELDS })).json()).message).toBe(
      EXPORT_MESSAGES.range,
    );
  });

  it('answers 400 for an unknown module, unknown fields or unreadable filters', async () => {
    const range = around(deps.clock.now());
    expect((await post({ module: 'nope', fields: ALL_FIELDS, ...range })).status).toBe(400);
    expect((await post({ module: 'tasks', fields: ['password'], ...range })).status).toBe(400);
    const badStatus = await post({
      module: 'tasks',
      filters: { status: 'weird' },
      fields: ALL_FIELDS,
      ...range,
    });
    expect(badStatus.status).toBe(400);
    expect(await badStatus.json()).toEqual({ message: 'Filters are not valid' });
  });

  it('lets settings.EXPORT_WITHOUT_LIMIT export any range, or none', async () => {
    const unlimited = await makeAgent(
      server,
      { ...EXPORTER, settings: { EXPORT_WITHOUT_LIMIT: true } },
      { socket: false },
    );
    const now = deps.clock.now();
    const long = await post(
      {
        module: 'tasks',
        filters: { area: area.id },
        fields: ALL_FIELDS,
        startDate: new Date(now.getTime() - 400 * DAY).toISOString(),
        endDate: now.toISOString(),
      },
      unlimited.token,
    );
    expect(long.status).toBe(200);
    expect(await readSheet(long)).toHaveLength(4);
    const none = await post(
      { module: 'tasks', filters: { area: area.id }, fields: ALL_FIELDS },
      unlimited.token,
    );
    expect(none.status).toBe(200);
    expect(await readSheet(none)).toHaveLength(4);
  });
});
