import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  EXPRESS_PARTNERS_EXPORT,
  ON_GROUND_TEAM_EXPORT,
  SUPPORT_TEAM_ATTENDANCE_EXPORT,
  USERS_CHECKED_IN_EXPORT,
} from '@ops/shared/exports/staffListsExportFields';
import type { ExportModuleSpec } from '@ops/shared/exports/exportModule';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { supportAttendance, supportBreaks } from '../../domains/attendance/tables';
import { areas } from '../../domains/areas/tables';
import { newId } from '../lib/ids';
import { opsTasks } from '../../domains/opsTasks/tables';
import { rides } from '../../domains/rides/tables';
import { staffLocations } from '../../domains/staffLocations/tables';
import { tasks } from '../../domains/tasks/engine';
import { users } from '../session/tables';
import { createArea, createRider, createVehicle } from '../../domains/wallet/testFixtures';
import { cairoTime } from './cells';
import { postExport, readSheet } from './exportTestHelpers';

/**
 * POST /export for the staff and partner lists: Express Partners, On Ground Team, Users Checked
 * In Tasks and Support Team Attendance. Each file is read back and compared with what the
 * list's own query answers for the same filters.
 */

const MINUTE = 60_000;
const VIEWS = {
  express: { VIEW_PAGE: true },
  onGroundTeam: { VIEW_PAGE: true },
  task: { VIEW_TASKS_TABLE: true, VIEW_SUPPORT_TEAM_ATTENDANCE: true },
  // No settings.EXPORT_WITHOUT_LIMIT: these lists of the present are exempt from the 95-day range (exportRules.ts).
};

let server: TestServer;
// One exporter per list: POST /export allows each user 10 a minute.
const exporters: Record<'express' | 'team' | 'shifts', string> = { express: '', team: '', shifts: '' };
let viewer: string;
const ids: Record<string, string> = {};
const phones: Record<string, string> = {};
const at: Record<string, Date> = {};

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
const firstColumn = (rows: string[][]) =>
  rows
    .slice(1)
    .map((row) => row[0])
    .sort();
// An empty cell reads back as a hole (or not at all at a row's end): '' here, to compare whole rows.
const padded = (row: string[] | undefined, length: number) =>
  Array.from({ length }, (_, i) => row?.[i] ?? '');
const rowOf = (rows: string[][], name: string) =>
  padded(
    rows.find((row) => row[0] === name),
    rows[0]!.length,
  );
const named = async (db: TestServer['handle']['db'], id: string, name: string) => {
  await db.update(users).set({ name }).where(eq(users.id, id));
  const [row] = await db.select({ phone: users.phoneNumber }).from(users).where(eq(users.id, id));
  phones[name] = row!.phone;
};

async function expressPartners(db: TestServer['handle']['db']) {
  const [dokki, zamalek] = [await createArea(db), await createArea(db)];
  await db.update(areas).set({ name: 'Dokki' }).where(eq(areas.id, dokki));
  await db.update(areas).set({ name: 'Zamalek' }).where(eq(areas.id, zamalek));
  ids.dokki = dokki;
  ids.zamalek = zamalek;
  const vehicle = await createVehicle(db, { areaId: dokki });
  const partners: Array<[string, { isExpressRider?: boolean; isExpressAdmin?: boolean; areaId: string }]> = [
    ['Sara Rider', { isExpressRider: true, areaId: dokki }],
    ['Omar Admin', { isExpressAdmin: true, areaId: dokki }],
    ['Mona Both', { isExpressRider: true, isExpressAdmin: true, areaId: zamalek }],
    ['Plain Rider', { areaId: dokki }],
  ];
  for (const [name, flags] of partners) {
    ids[name] = await createRider(db);
    await db.update(users).set(flags).where(eq(users.id, ids[name]!));
    await named(db, ids[name]!, name);
  }
  const ride = (when: string, areaId: string, express: boolean) =>
    db.insert(rides).values({
      id: newId(),
      userId: ids['Sara Rider']!,
      vehicleId: vehicle.id,
      areaId,
      status: 'done',
      startTime: new Date(when),
      createdAt: new Date(when),
      isExpressRide: express,
    });
  await ride('2026-11-01T10:00:00Z', zamalek, true);
  await ride('2026-11-02T10:00:00Z', dokki, true);
  await ride('2026-11-03T10:00:00Z', dokki, false);
}

async function onGroundTeam(db: TestServer['handle']['db']) {
  const now = Date.now();
  const tech = async (name: string) => {
    const { userId } = await createStaff(db, {
      level: 8,
      permissions: { opsTask: { VIEW_PAGE: true, RESOLVE: true } },
    });
    ids[name] = userId;
    await named(db, userId, name);
    return userId;
  };
  const [reporting, away, holding] = [
    await tech('Tech Reporting'),
    await tech('Tech Away'),
    await tech('Tech Holding'),
  ];
  await db.update(users).set({ areaId: ids.dokki }).where(eq(users.id, reporting));
  at.reported = new Date(now - 5 * MINUTE);
  await db.insert(staffLocations).values([
    { id: newId(), userId: reporting, lat: 30.0501, lng: 31.23, createdAt: at.reported },
    {
      id: newId(),
      userId: away,
      lat: 30.1,
      lng: 31.3,
      errorCode: 'E7',
      errorMessage: 'GPS off',
      createdAt: new Date(now - 120 * MINUTE),
    },
  ]);
  const vehicle = await createVehicle(db);
  ids.vehicleCode = vehicle.code;
  const task = { vehicleId: vehicle.id, vehicleCode: vehicle.code, startedAt: new Date(now - 10 * MINUTE) };
  await db.insert(opsTasks).values([
    { ...task, type: 'BATTERY_SWAP', status: 'inProgress', holderId: holding },
    { ...task, type: 'REPAIR', status: 'resolved', holderId: reporting, endedAt: new Date(now - MINUTE) },
  ]);
}

async function supportTeam(db: TestServer['handle']['db']) {
  const now = Date.now();
  const agent = async (name: string) => {
    const { userId } = await createStaff(db, { permissions: { task: { RESOLVE_TASKS: true } } });
    ids[name] = userId;
    await named(db, userId, name);
    return userId;
  };
  const [working, resting, gone] = [
    await agent('Agent Working'),
    await agent('Agent Resting'),
    await agent('Agent Gone'),
  ];
  // Half a minute past the whole minute, so the rounded-up figures hold while the test runs.
  at.workingIn = new Date(now - 90 * MINUTE + 30_000);
  at.restingIn = new Date(now - 30 * MINUTE + 30_000);
  ids.workingShift = newId();
  ids.restingShift = newId();
  await db.insert(supportAttendance).values([
    { id: ids.workingShift, userId: working, status: 'ACTIVE', checkInDate: at.workingIn },
    { id: ids.restingShift, userId: resting, status: 'IN_BREAK', checkInDate: at.restingIn },
    {
      id: newId(),
      userId: gone,
      status: 'ENDED',
      checkInDate: new Date(now - 300 * MINUTE),
      checkOutDate: new Date(now - 200 * MINUTE),
    },
  ]);
  await db.insert(supportBreaks).values([
    {
      id: newId(),
      attendanceId: ids.workingShift,
      userId: working,
      reason: 'meeting',
      checkInDate: new Date(now - 60 * MINUTE),
      checkOutDate: new Date(now - 50 * MINUTE),
    },
    {
      id: newId(),
      attendanceId: ids.restingShift,
      userId: resting,
      reason: 'break',
      checkInDate: new Date(now - 5 * MINUTE + 30_000),
    },
  ]);
  const vehicle = await createVehicle(db, { code: 'SC-9' });
  await db.insert(tasks).values({
    id: newId(),
    type: 'Vehicle',
    vehicleId: vehicle.id,
    vehicleCode: 'SC-9',
    areaName: 'Dokki',
    mainCase: 'VEHICLE_LPM',
    cases: { VEHICLE_LPM: true },
    status: 'assigned',
    assignedTo: working,
    assignedAt: new Date(now - 20 * MINUTE),
    assignedCount: 2,
    flaggedBy: working,
  });
}

beforeAll(async () => {
  server = await startTestServer();
  const db = server.handle.db;
  const exports = {
    users: { EXPORT: true },
    opsTask: { EXPORT: true },
    task: { ...VIEWS.task, EXPORT: true },
  };
  for (const list of ['express', 'team', 'shifts'] as const)
    exporters[list] = await signIn(
      server,
      await createStaff(db, { level: 5, permissions: { ...VIEWS, ...exports } }),
    );
  viewer = await signIn(server, await createStaff(db, { level: 5, permissions: VIEWS }));
  await expressPartners(db);
  await onGroundTeam(db);
  await supportTeam(db);
});
afterAll(() => server.close());

describe('express partners export', () => {
  type Partner = { name: string };
  const listed = async (filters: Record<string, unknown>) =>
    (
      await server.gql<{ getExpressPartners: { partners: Partner[] } }>(
        `query($f: String) { getExpressPartners(filters: $f, rowsPerPage: 200) { partners { name } } }`,
        { f: JSON.stringify(filters) },
        exporters.express,
      )
    )
      .data!.getExpressPartners.partners.map((p) => p.name)
      .sort();

  it("writes the page's columns, filters as the list does, and exports a selection of partners only", async () => {
    const rows = await sheet(body(EXPRESS_PARTNERS_EXPORT), exporters.express);
    expect(rows[0]).toEqual(labels(EXPRESS_PARTNERS_EXPORT));
    const [registered] = await server.handle.db
      .select({ createdAt: users.createdAt })
      .from(users)
      .where(eq(users.id, ids['Sara Rider']!));
    expect(rowOf(rows, 'Sara Rider')).toEqual([
      'Sara Rider',
      phones['Sara Rider'],
      'Express rider',
      'Dokki',
      'Dokki, Zamalek',
      '2',
      cairoTime(new Date('2026-11-02T10:00:00Z')),
      cairoTime(registered!.createdAt),
    ]);
    expect(rowOf(rows, 'Mona Both').slice(2, 6)).toEqual([
      'Express rider, Express admin',
      'Zamalek',
      '',
      '0',
    ]);
    expect(firstColumn(rows)).toEqual(['Mona Both', 'Omar Admin', 'Sara Rider']);

    for (const filters of [{ kind: 'admin' }, { area: ids.dokki }, { kind: 'rider', area: ids.zamalek }]) {
      expect(
        firstColumn(await sheet(body(EXPRESS_PARTNERS_EXPORT, filters, ['name']), exporters.express)),
      ).toEqual(await listed(filters));
    }
    expect(await listed({ kind: 'admin' })).toEqual(['Mona Both', 'Omar Admin']);

    // A selection is of the list's rows: someone who is no partner is not written.
    const selected = await sheet(
      { ...body(EXPRESS_PARTNERS_EXPORT, {}, ['name']), ids: [ids['Omar Admin'], ids['Plain Rider']] },
      exporters.express,
    );
    expect(firstColumn(selected)).toEqual(['Omar Admin']);
  });

  it('refuses a filter the list does not have, and a viewer without users.EXPORT', async () => {
    const unknown = await postExport(
      server,
      body(EXPRESS_PARTNERS_EXPORT, { colour: 'red' }),
      exporters.express,
    );
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { message: string }).message).toMatch(/colour/);
    expect((await postExport(server, body(EXPRESS_PARTNERS_EXPORT), viewer)).status).toBe(403);
  });
});

describe('on ground team export', () => {
  type Member = { user: { name: string }; onShift: boolean };
  const team = async () =>
    (
      await server.gql<{ onGroundTeam: Member[] }>(
        `{ onGroundTeam { user { name } onShift } }`,
        {},
        exporters.team,
      )
    ).data!.onGroundTeam;

  it('writes those on shift (the first view) or everyone, as the page shows them, and a selection', async () => {
    const members = await team();
    const rows = await sheet(body(ON_GROUND_TEAM_EXPORT), exporters.team);
    expect(rows[0]).toEqual(labels(ON_GROUND_TEAM_EXPORT));
    expect(firstColumn(rows)).toEqual(
      members
        .filter((m) => m.onShift)
        .map((m) => m.user.name)
        .sort(),
    );
    expect(firstColumn(rows)).toEqual(['Tech Holding', 'Tech Reporting']);
    expect(rowOf(rows, 'Tech Reporting')).toEqual([
      'Tech Reporting',
      phones['Tech Reporting'],
      'Dokki',
      'On shift',
      '',
      '1',
      '0',
      '30.05010, 31.23000',
      cairoTime(at.reported!),
    ]);
    expect(rowOf(rows, 'Tech Holding').slice(3, 8)).toEqual([
      'On shift',
      `Battery Swap · ${ids.vehicleCode}`,
      '0',
      '0',
      '',
    ]);

    const everyone = await sheet(body(ON_GROUND_TEAM_EXPORT, { show: 'all' }), exporters.team);
    expect(firstColumn(everyone)).toEqual(members.map((m) => m.user.name).sort());
    expect(rowOf(everyone, 'Tech Away').slice(3, 8)).toEqual([
      'Off',
      '',
      '0',
      '0',
      '30.10000, 31.30000 · Error Code: E7 - GPS off',
    ]);

    // A selection is its rows, whichever view the page was on.
    expect(
      firstColumn(
        await sheet(
          { ...body(ON_GROUND_TEAM_EXPORT, {}, ['name']), ids: [ids['Tech Away']] },
          exporters.team,
        ),
      ),
    ).toEqual(['Tech Away']);
  });

  it('refuses a choice the page does not offer, and a viewer without opsTask.EXPORT', async () => {
    const bad = await postExport(server, body(ON_GROUND_TEAM_EXPORT, { show: 'nobody' }), exporters.team);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/show/);
    expect(
      (await postExport(server, body(ON_GROUND_TEAM_EXPORT, { area: 'x' }), exporters.team)).status,
    ).toBe(400);
    expect((await postExport(server, body(ON_GROUND_TEAM_EXPORT), viewer)).status).toBe(403);
  });
});

describe('users checked in and support team attendance exports', () => {
  const onShift = async () =>
    (
      await server.gql<{ supportTeamAttendance: Array<{ userName: string }> }>(
        `{ supportTeamAttendance { userName } }`,
        {},
        exporters.shifts,
      )
    )
      .data!.supportTeamAttendance.map((row) => row.userName)
      .sort();

  it('writes who is checked in with the task they hold, and a selection', async () => {
    const rows = await sheet(body(USERS_CHECKED_IN_EXPORT), exporters.shifts);
    expect(rows[0]).toEqual(labels(USERS_CHECKED_IN_EXPORT));
    expect(firstColumn(rows)).toEqual(await onShift());
    expect(rows.slice(1).map((row) => padded(row, rows[0]!.length))).toEqual([
      [
        'Agent Working',
        phones['Agent Working'],
        'ACTIVE',
        'SC-9 · Low Battery · Dokki · Flagged',
        '20',
        '2',
        cairoTime(at.workingIn!),
        '90',
      ],
      [
        'Agent Resting',
        phones['Agent Resting'],
        'IN_BREAK · Break',
        'On a break',
        '',
        '',
        cairoTime(at.restingIn!),
        '30',
      ],
    ]);
    expect(
      firstColumn(
        await sheet(
          { ...body(USERS_CHECKED_IN_EXPORT, {}, ['name']), ids: [ids.restingShift] },
          exporters.shifts,
        ),
      ),
    ).toEqual(['Agent Resting']);
  });

  it('writes everyone on shift with breaks and working time, and a selection', async () => {
    const rows = await sheet(body(SUPPORT_TEAM_ATTENDANCE_EXPORT), exporters.shifts);
    expect(rows[0]).toEqual(labels(SUPPORT_TEAM_ATTENDANCE_EXPORT));
    expect(firstColumn(rows)).toEqual(await onShift());
    expect(rows.slice(1).map((row) => padded(row, rows[0]!.length))).toEqual([
      [
        'Agent Working',
        phones['Agent Working'],
        'ACTIVE',
        cairoTime(at.workingIn!),
        'On shift',
        '1',
        '10',
        '80',
        '90',
      ],
      [
        'Agent Resting',
        phones['Agent Resting'],
        'IN_BREAK · Break',
        cairoTime(at.restingIn!),
        'On shift',
        '1',
        '5',
        '25',
        '30',
      ],
    ]);
    expect(
      firstColumn(
        await sheet(
          { ...body(SUPPORT_TEAM_ATTENDANCE_EXPORT, {}, ['name']), ids: [ids.workingShift] },
          exporters.shifts,
        ),
      ),
    ).toEqual(['Agent Working']);
  });

  it('refuses filters (the pages have none) and a viewer without task.EXPORT', async () => {
    expect(
      (await postExport(server, body(USERS_CHECKED_IN_EXPORT, { status: 'ACTIVE' }), exporters.shifts))
        .status,
    ).toBe(400);
    expect((await postExport(server, body(USERS_CHECKED_IN_EXPORT), viewer)).status).toBe(403);
    expect((await postExport(server, body(SUPPORT_TEAM_ATTENDANCE_EXPORT), viewer)).status).toBe(403);
  });
});
