import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ExportModuleSpec } from '@ops/shared/exports/exportModule';
import {
  APPROVAL_THRESHOLDS_EXPORT,
  CONTACT_REASON_CATEGORIES_EXPORT,
  CONTACT_REASONS_EXPORT,
  TASK_AREA_SETTINGS_EXPORT,
  TASK_TYPE_SETTINGS_EXPORT,
} from '@ops/shared/exports/settingsListsExportFields';
import { DEFAULT_APPROVAL_THRESHOLD } from '@ops/shared/rules/moneyApprovals';
import { formatEgp } from '@ops/shared/rules/money';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { moneyApprovalThresholds } from '../../domains/approvals/tables';
import { areas } from '../../domains/areas/tables';
import { contactReasonCategories, contactReasons } from '../../domains/contactReasons/tables';
import { newId } from '../lib/ids';
import { taskAreaSettings, taskTypeSettings } from '../../domains/taskSettings/tables';
import { users } from '../session/tables';
import { createArea } from '../../domains/wallet/testFixtures';
import { cairoTime } from './cells';
import { postExport, readSheet } from './exportTestHelpers';

/**
 * POST /export for the configuration lists: Contact Reasons and their Categories, Approval
 * Thresholds, and the task type and task area settings tables. Each file is read back and
 * compared with what the page's own query answers.
 */

type Db = TestServer['handle']['db'];
const VIEWS = {
  rides: { VIEW_CONTACT_REASONS: true, MODIFY_CONTACT_REASON_CATEGORIES: true },
  settings: { VIEW_TAB: true },
  task: { VIEW_SETTINGS: true, VIEW_TASK_AREA_SETTINGS: true },
  // No settings.EXPORT_WITHOUT_LIMIT: configuration has no date, and these lists are exempt from the 95-day range.
};
const EXPORTS = {
  rides: { ...VIEWS.rides, EXPORT: true },
  users: { EXPORT: true },
  task: { ...VIEWS.task, EXPORT: true },
};

let server: TestServer;
// One exporter per list: POST /export allows each user 10 a minute.
const exporters: Record<'reasons' | 'categories' | 'thresholds' | 'types' | 'areas', string> = {
  reasons: '',
  categories: '',
  thresholds: '',
  types: '',
  areas: '',
};
let viewer: string;
const ids: Record<string, string> = {};
const phones: Record<string, string> = {};
const THRESHOLD_CHANGED_AT = new Date('2026-10-05T09:30:00Z');

const labels = (spec: ExportModuleSpec) => spec.fields.map((f) => f.label);
const keys = (spec: ExportModuleSpec) => spec.fields.map((f) => f.key);
const body = (spec: ExportModuleSpec, filters: Record<string, unknown> = {}, fields = keys(spec)) => ({
  module: spec.module,
  filters,
  fields,
});
const sheet = async (request: unknown, as: string) => {
  const response = await postExport(server, request, as);
  expect(response.status).toBe(200);
  return readSheet(response);
};
// An empty cell reads back as a hole (or not at all at a row's end): '' here, to compare whole rows.
const padded = (row: string[] | undefined, length: number) =>
  Array.from({ length }, (_, i) => row?.[i] ?? '');
const cells = (rows: string[][]) => rows.slice(1).map((row) => padded(row, rows[0]!.length));
const column = (rows: string[][], index = 0) => rows.slice(1).map((row) => row[index]);

async function staffNamed(
  db: Db,
  name: string,
  permissions = {},
): Promise<{ userId: string; roleId: string }> {
  const staff = await createStaff(db, { level: 7, name: `${name} role`, permissions });
  await db.update(users).set({ name }).where(eq(users.id, staff.userId));
  phones[name] = staff.phone;
  return staff;
}

async function contactReasonRows(db: Db) {
  const now = new Date('2026-09-01T08:00:00Z');
  ids.payment = newId();
  ids.vehicle = newId();
  await db.insert(contactReasonCategories).values([
    { id: ids.payment, name: 'Payment', arName: 'الدفع', position: 0, createdAt: now, updatedAt: now },
    { id: ids.vehicle, name: 'Vehicle', position: 1, active: false, createdAt: now, updatedAt: now },
  ]);
  ids.declined = newId();
  ids.refund = newId();
  ids.brake = newId();
  // Stored out of order: the export follows the category's place, then the reason's.
  await db.insert(contactReasons).values([
    {
      id: ids.brake,
      categoryId: ids.vehicle,
      name: 'Broken brake',
      position: 0,
      createdAt: now,
      updatedAt: now,
    },
    {
      id: ids.refund,
      categoryId: ids.payment,
      name: 'Refund',
      position: 1,
      active: false,
      createdAt: now,
      updatedAt: now,
    },
    {
      id: ids.declined,
      categoryId: ids.payment,
      name: 'Card declined',
      arName: 'رفض البطاقة',
      position: 0,
      createdAt: now,
      updatedAt: now,
    },
  ]);
}

async function thresholdRows(db: Db) {
  const desk = await createStaff(db, { level: 2, name: 'Finance desk', permissions: {} });
  ids.financeRole = desk.roleId;
  const editor = await staffNamed(db, 'Threshold Editor');
  await db.insert(moneyApprovalThresholds).values({
    roleId: desk.roleId,
    thresholdPiasters: 75_050,
    updatedBy: editor.userId,
    updatedAt: THRESHOLD_CHANGED_AT,
  });
  ids.editorRole = editor.roleId;
}

async function settingRows(db: Db) {
  const [dokki, zamalek] = [await createArea(db), await createArea(db)];
  await db.update(areas).set({ name: 'Dokki' }).where(eq(areas.id, dokki));
  await db.update(areas).set({ name: 'Zamalek' }).where(eq(areas.id, zamalek));
  for (const name of ['Agent Typed', 'Agent All', 'Agent Zoned', 'Agent Anywhere'])
    ids[name] = (await staffNamed(db, name)).userId;
  const at = (minute: number) => new Date(Date.UTC(2026, 8, 1, 8, minute));
  await db.insert(taskTypeSettings).values([
    {
      id: newId(),
      userId: ids['Agent Typed']!,
      types: ['RideImage', 'Vehicle'],
      allowFallbackToOtherTypes: true,
      createdAt: at(1),
    },
    { id: newId(), userId: ids['Agent All']!, types: [], createdAt: at(2) },
  ]);
  await db.insert(taskAreaSettings).values([
    { id: newId(), userId: ids['Agent Anywhere']!, areaIds: [], createdAt: at(1) },
    {
      id: newId(),
      userId: ids['Agent Zoned']!,
      areaIds: [zamalek, dokki],
      allowFallbackToOtherAreas: true,
      createdAt: at(2),
    },
  ]);
}

beforeAll(async () => {
  server = await startTestServer();
  const db = server.handle.db;
  for (const list of Object.keys(exporters) as Array<keyof typeof exporters>) {
    exporters[list] = await signIn(
      server,
      await createStaff(db, { level: 5, name: `Exporter of ${list}`, permissions: { ...VIEWS, ...EXPORTS } }),
    );
  }
  viewer = await signIn(server, await createStaff(db, { level: 5, name: 'Viewer', permissions: VIEWS }));
  await contactReasonRows(db);
  await thresholdRows(db);
  await settingRows(db);
});
afterAll(() => server.close());

describe('contact reasons export', () => {
  const listed = async (categoryId: string | null) =>
    (
      await server.gql<{ getContactReasons: Array<{ name: string }> }>(
        `query($c: ID) { getContactReasons(categoryId: $c) { name } }`,
        { c: categoryId },
        exporters.reasons,
      )
    ).data!.getContactReasons.map((reason) => reason.name);

  it("writes the page's columns in its order, filters by the page's category, and a selection", async () => {
    const rows = await sheet(body(CONTACT_REASONS_EXPORT), exporters.reasons);
    expect(rows[0]).toEqual(labels(CONTACT_REASONS_EXPORT));
    expect(cells(rows)).toEqual([
      ['Payment', 'Card declined', 'رفض البطاقة', 'Active'],
      ['Payment', 'Refund', '', 'Inactive'],
      ['Vehicle', 'Broken brake', '', 'Active'],
    ]);
    expect(column(rows, 1)).toEqual(await listed(null));

    const inVehicle = await sheet(
      body(CONTACT_REASONS_EXPORT, { categoryId: ids.vehicle }, ['name']),
      exporters.reasons,
    );
    expect(column(inVehicle)).toEqual(await listed(ids.vehicle!));
    expect(column(inVehicle)).toEqual(['Broken brake']);

    const selected = await sheet(
      { ...body(CONTACT_REASONS_EXPORT, {}, ['name']), ids: [ids.brake, ids.refund] },
      exporters.reasons,
    );
    expect(column(selected)).toEqual(['Refund', 'Broken brake']);
  });

  it('refuses a filter the page does not have, and a viewer without rides.EXPORT', async () => {
    const unknown = await postExport(
      server,
      body(CONTACT_REASONS_EXPORT, { colour: 'red' }),
      exporters.reasons,
    );
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { message: string }).message).toMatch(/colour/);
    expect(
      (await postExport(server, body(CONTACT_REASONS_EXPORT, { categoryId: 7 }), exporters.reasons)).status,
    ).toBe(400);
    expect((await postExport(server, body(CONTACT_REASONS_EXPORT), viewer)).status).toBe(403);
  });
});

describe('contact reason categories export', () => {
  it("writes the categories in the riders' order with their reason counts, and a selection", async () => {
    const rows = await sheet(body(CONTACT_REASON_CATEGORIES_EXPORT), exporters.categories);
    expect(rows[0]).toEqual(labels(CONTACT_REASON_CATEGORIES_EXPORT));
    expect(cells(rows)).toEqual([
      ['Payment', 'الدفع', '2', 'Active'],
      ['Vehicle', '', '1', 'Inactive'],
    ]);
    const listed = (
      await server.gql<{ getContactReasonCategories: Array<{ name: string }> }>(
        `{ getContactReasonCategories { name } }`,
        {},
        exporters.categories,
      )
    ).data!;
    expect(column(rows)).toEqual(listed.getContactReasonCategories.map((category) => category.name));
    expect(
      column(
        await sheet(
          { ...body(CONTACT_REASON_CATEGORIES_EXPORT, {}, ['name']), ids: [ids.vehicle] },
          exporters.categories,
        ),
      ),
    ).toEqual(['Vehicle']);
  });

  it('refuses filters (the page has none) and a viewer without rides.EXPORT', async () => {
    expect(
      (
        await postExport(
          server,
          body(CONTACT_REASON_CATEGORIES_EXPORT, { active: true }),
          exporters.categories,
        )
      ).status,
    ).toBe(400);
    expect((await postExport(server, body(CONTACT_REASON_CATEGORIES_EXPORT), viewer)).status).toBe(403);
  });
});

describe('approval thresholds export', () => {
  it('writes every role with its threshold as the page words it, who changed it and when, and a selection', async () => {
    const rows = await sheet(body(APPROVAL_THRESHOLDS_EXPORT), exporters.thresholds);
    expect(rows[0]).toEqual(labels(APPROVAL_THRESHOLDS_EXPORT));
    const listed = (
      await server.gql<{ getMoneyApprovalThresholds: Array<{ roleName: string }> }>(
        `{ getMoneyApprovalThresholds { roleName } }`,
        {},
        exporters.thresholds,
      )
    ).data!;
    expect(column(rows)).toEqual(listed.getMoneyApprovalThresholds.map((row) => row.roleName));
    const byRole = new Map(cells(rows).map((row) => [row[0], row]));
    expect(byRole.get('Finance desk')).toEqual([
      'Finance desk',
      '2',
      '750.50 L.E',
      `Threshold Editor, ${cairoTime(THRESHOLD_CHANGED_AT)}`,
    ]);
    expect(byRole.get('Viewer')).toEqual([
      'Viewer',
      '5',
      `${formatEgp(DEFAULT_APPROVAL_THRESHOLD)} (default)`,
      '',
    ]);

    const selected = await sheet(
      { ...body(APPROVAL_THRESHOLDS_EXPORT, {}, ['role']), ids: [ids.editorRole, ids.financeRole] },
      exporters.thresholds,
    );
    expect(column(selected)).toEqual(['Finance desk', 'Threshold Editor role']);
  });

  it('refuses filters (the page has none) and a viewer without users.EXPORT', async () => {
    expect(
      (await postExport(server, body(APPROVAL_THRESHOLDS_EXPORT, { level: 2 }), exporters.thresholds)).status,
    ).toBe(400);
    expect((await postExport(server, body(APPROVAL_THRESHOLDS_EXPORT), viewer)).status).toBe(403);
  });
});

describe('task assignment settings exports', () => {
  it('writes each agent with the task types they receive (none: all types) and their fallback, and a selection', async () => {
    const rows = await sheet(body(TASK_TYPE_SETTINGS_EXPORT), exporters.types);
    expect(rows[0]).toEqual(labels(TASK_TYPE_SETTINGS_EXPORT));
    expect(cells(rows)).toEqual([
      ['Agent Typed', phones['Agent Typed'], 'Ride Image, Vehicle', 'Yes'],
      ['Agent All', phones['Agent All'], 'All types', 'No'],
    ]);
    const listed = (
      await server.gql<{ getTaskAssignmentTypeSettings: Array<{ user: { name: string } }> }>(
        `{ getTaskAssignmentTypeSettings { user { name } } }`,
        {},
        exporters.types,
      )
    ).data!;
    expect(column(rows)).toEqual(listed.getTaskAssignmentTypeSettings.map((row) => row.user.name));
    // The table's rows are its agents: a selection names users.
    expect(
      column(
        await sheet(
          { ...body(TASK_TYPE_SETTINGS_EXPORT, {}, ['name']), ids: [ids['Agent All']] },
          exporters.types,
        ),
      ),
    ).toEqual(['Agent All']);
  });

  it('writes each agent with the areas they receive (none: no areas) and their fallback, and a selection', async () => {
    const rows = await sheet(body(TASK_AREA_SETTINGS_EXPORT), exporters.areas);
    expect(rows[0]).toEqual(labels(TASK_AREA_SETTINGS_EXPORT));
    expect(cells(rows)).toEqual([
      ['Agent Anywhere', phones['Agent Anywhere'], 'No areas', 'No'],
      ['Agent Zoned', phones['Agent Zoned'], 'Zamalek, Dokki', 'Yes'],
    ]);
    const listed = (
      await server.gql<{ getTaskAssignmentAreaSettings: Array<{ user: { name: string } }> }>(
        `{ getTaskAssignmentAreaSettings { user { name } } }`,
        {},
        exporters.areas,
      )
    ).data!;
    expect(column(rows)).toEqual(listed.getTaskAssignmentAreaSettings.map((row) => row.user.name));
    expect(
      column(
        await sheet(
          { ...body(TASK_AREA_SETTINGS_EXPORT, {}, ['name']), ids: [ids['Agent Zoned'], ids['Agent Typed']] },
          exporters.areas,
        ),
      ),
    ).toEqual(['Agent Zoned']);
  });

  it('refuses filters (the tables have none) and a viewer without task.EXPORT', async () => {
    expect(
      (await postExport(server, body(TASK_TYPE_SETTINGS_EXPORT, { type: 'Vehicle' }), exporters.types))
        .status,
    ).toBe(400);
    expect((await postExport(server, body(TASK_TYPE_SETTINGS_EXPORT), viewer)).status).toBe(403);
    expect((await postExport(server, body(TASK_AREA_SETTINGS_EXPORT), viewer)).status).toBe(403);
  });
});
