import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { cellText } from './exportTestHelpers';
import { EXPORT_IDS_MESSAGE } from '@ops/shared/exports/exportRequest';
import { USERS_EXPORT } from '@ops/shared/exports/usersExportFields';
import { WALLET_LOGS_EXPORT } from '@ops/shared/exports/walletLogsExportFields';
import { LIST_MESSAGES } from '@ops/shared/lists/listRequest';
import { EXPORT_MESSAGES } from '@ops/shared/rules/exportRules';
import type { RolePermissions } from '@ops/shared/rules/permissions/can';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { users } from '../session/tables';
import { walletLogs } from '../../domains/wallet/tables';
import { addLog, createRider } from '../../domains/wallet/testFixtures';
import { postExport, readSheet } from './exportTestHelpers';
import { EXPORT_BATCH_ROWS } from './keyset';
import { writeWalletLogsExport } from '../../domains/wallet/walletLogsExport';
import { SERVER_EXPORTS } from '../../compose/modules';
import { writeExport } from './writeExport';
import { sheetOf as sheetColumns } from './types';
import { writeRidesExport } from '../../domains/rides/ridesExport';
import { RIDES_EXPORT } from '@ops/shared/exports/ridesExportFields';
import { createVehicle } from '../../domains/wallet/testFixtures';

/** POST /export for the Users and Wallet Logs lists (issue 7 §1): filters by the lists' own schemas. */

const LOG_FIELDS = WALLET_LOGS_EXPORT.fields.map((f) => f.key);
const JAN = { startDate: '2026-01-01T00:00:00.000Z', endDate: '2026-01-31T23:59:59.999Z' };
const FINANCE: RolePermissions = {
  task: { VIEW_WALLET_LOGS: true },
  bills: { EXPORT: true },
  users: { VIEW_PAGE: true },
};

let server: TestServer;
let finance: string;
let usersExporter: string;
let rider: string;
let other: string;
const logIds: Record<string, string> = {};

const token = async (permissions: RolePermissions) =>
  signIn(server, await createStaff(server.handle.db, { level: 4, permissions }));
const post = (body: unknown, as: string | null = finance) => postExport(server, body, as);
const message = async (response: Response) => ((await response.json()) as { message: string }).message;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.handle.db;
  rider = await createRider(db);
  other = await createRider(db);
  const plan: Array<[string, string, number, 'FINE' | 'MANUAL_INPUT' | 'SETTLE', string]> = [
    ['jan1', rider, -1000, 'FINE', '2026-01-01T10:00:00Z'],
    ['jan2', rider, 2000, 'MANUAL_INPUT', '2026-01-02T10:00:00Z'],
    ['jan3', other, -500, 'FINE', '2026-01-03T10:00:00Z'],
    ['feb1', other, 700, 'SETTLE', '2026-02-01T10:00:00Z'],
  ];
  for (const [key, user, piasters, type, at] of plan) {
    logIds[key] = await addLog(db, user, piasters, type, `reason ${key}`);
    await db
      .update(walletLogs)
      .set({ createdAt: new Date(at) })
      .where(eq(walletLogs.id, logIds[key]!));
  }
  await db
    .update(users)
    .set({ createdAt: new Date('2026-01-10T09:00:00Z'), nationalId: '29001011234567' })
    .where(eq(users.id, rider));
  await db
    .update(users)
    .set({ createdAt: new Date('2026-03-10T09:00:00Z'), isBlockedFromDashboard: true })
    .where(eq(users.id, other));
});

// POST /export allows 10 a minute per user: each case exports as its own staff members. Only the
// cases that use them sign them in (sign-in has its own per-address limit, and the file has many cases).
async function freshExporters(): Promise<void> {
  finance = await token(FINANCE);
  usersExporter = await token({ users: { EXPORT: true } });
}

afterAll(async () => {
  await server?.close();
});

describe('POST /export (walletLogs)', () => {
  beforeEach(freshExporters);

  it('writes the chosen fields for the filtered logs, newest first, as the table filters them', async () => {
    const response = await post({
      module: 'walletLogs',
      filters: { date: JAN, type: 'FINE' },
      fields: ['difference', 'user', 'type', 'reason'],
      ...JAN,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Wallet Logs-\d{8}-\d{6}\.xlsx"$/,
    );
    const rows = await readSheet(response);
    // Headers are the chosen fields, in the module's order.
    expect(rows[0]).toEqual(['User', 'Difference (EGP)', 'Type', 'Reason']);
    expect(rows.slice(1).map((row) => row[3])).toEqual(['reason jan3', 'reason jan1']);
    expect(rows[1]![1]).toBe('-5');
  });

  it('takes the range from the top level over the filters (the 95-day rule reads what filters the rows)', async () => {
    const response = await post({
      module: 'walletLogs',
      filters: JSON.stringify({ date: JAN }),
      fields: ['reason'],
      startDate: '2026-02-01T00:00:00.000Z',
      endDate: '2026-02-02T00:00:00.000Z',
    });
    expect((await readSheet(response)).slice(1)).toEqual([['reason feb1']]);
  });

  it('exports a selection by ids, without dates', async () => {
    const limited = await token({ task: { VIEW_WALLET_LOGS: true }, bills: { EXPORT: true } });
    const response = await post(
      { module: 'walletLogs', fields: LOG_FIELDS, ids: [logIds.jan2, logIds.feb1] },
      limited,
    );
    const rows = await readSheet(response);
    // The phone needs users.VIEW_PAGE: dropped for this role even though asked for.
    expect(rows[0]).not.toContain('User Phone');
    expect(rows.slice(1).map((row) => row[rows[0]!.indexOf('Reason')])).toEqual([
      'reason feb1',
      'reason jan2',
    ]);
    expect((await post({ module: 'walletLogs', fields: LOG_FIELDS, ids: [] })).status).toBe(400);
    expect(
      await message(
        await post({
          module: 'walletLogs',
          fields: LOG_FIELDS,
          ids: Array.from({ length: 201 }, (_v, i) => `x${i}`),
        }),
      ),
    ).toBe(EXPORT_IDS_MESSAGE);
  });

  it('refuses without task.VIEW_WALLET_LOGS or without bills.EXPORT (403), and without a session (401)', async () => {
    const body = { module: 'walletLogs', filters: { date: JAN }, fields: LOG_FIELDS, ...JAN };
    expect((await post(body, await token({ task: { VIEW_WALLET_LOGS: true } }))).status).toBe(403);
    expect((await post(body, await token({ bills: { EXPORT: true } }))).status).toBe(403);
    expect((await post(body, null)).status).toBe(401);
  });

  it('refuses a range over 95 days, or none, without settings.EXPORT_WITHOUT_LIMIT, with the spec words', async () => {
    const long = { startDate: '2025-09-01T00:00:00.000Z', endDate: '2026-01-31T23:59:59.999Z' };
    const tooLong = await post({
      module: 'walletLogs',
      filters: { date: long },
      fields: LOG_FIELDS,
      ...long,
    });
    expect(tooLong.status).toBe(400);
    expect(await message(tooLong)).toBe(EXPORT_MESSAGES.range);
    expect(
      await message(await post({ module: 'walletLogs', filters: { date: long }, fields: LOG_FIELDS })),
    ).toBe(EXPORT_MESSAGES.range);
    expect(await message(await post({ module: 'walletLogs', fields: LOG_FIELDS }))).toBe(
      EXPORT_MESSAGES.range,
    );
    expect(await message(await post({ module: 'walletLogs', fields: [], ...JAN }))).toBe(
      EXPORT_MESSAGES.noFields,
    );

    const unlimited = await token({ ...FINANCE, settings: { EXPORT_WITHOUT_LIMIT: true } });
    const all = await post(
      { module: 'walletLogs', filters: { userId: rider }, fields: ['reason'] },
      unlimited,
    );
    expect(all.status).toBe(200);
    expect((await readSheet(all)).slice(1)).toEqual([['reason jan2'], ['reason jan1']]);
  });

  it('refuses bad filters with the list schema words, and writes nothing', async () => {
    const unknown = await post({
      module: 'walletLogs',
      filters: { date: JAN, colour: 'red' },
      fields: LOG_FIELDS,
      ...JAN,
    });
    expect(unknown.status).toBe(400);
    expect(await message(unknown)).toBe(LIST_MESSAGES.unknownFilter(['colour']));
    const badType = await post({
      module: 'walletLogs',
      filters: { date: JAN, type: 'GIFT' },
      fields: LOG_FIELDS,
      ...JAN,
    });
    expect(await message(badType)).toMatch(/^Filter 'type': /);
    expect(
      await message(await post({ module: 'walletLogs', filters: '{not json', fields: LOG_FIELDS, ...JAN })),
    ).toBe(LIST_MESSAGES.filtersNotJson);
    expect(
      (await post({ module: 'walletLogs', filters: { date: JAN }, fields: ['password'], ...JAN })).status,
    ).toBe(400);
    expect(
      (await post({ module: 'walletLogs', fields: LOG_FIELDS, startDate: 'yesterday', endDate: JAN.endDate }))
        .status,
    ).toBe(400);
  });
});

describe('POST /export (users)', () => {
  beforeEach(freshExporters);

  it('writes the filtered users with the chosen fields; the national ID only with users.VIEW_VERIFICATION', async () => {
    const body = {
      module: 'users',
      filters: { registrationDate: JAN, type: 'user' },
      fields: ['name', 'nationalId', 'status', 'phoneNumber'],
      ...JAN,
    };
    const rows = await readSheet(await post(body, usersExporter));
    expect(rows[0]).toEqual(['Name', 'Phone', 'Status']);
    expect(rows.slice(1).map((row) => row[2])).toEqual(['Active']);
    const verifier = await token({ users: { EXPORT: true, VIEW_VERIFICATION: true } });
    const withId = await readSheet(await post(body, verifier));
    expect(withId[0]).toEqual(['Name', 'Phone', 'Status', 'National ID']);
    expect(withId[1]![3]).toBe('29001011234567');
  });

  it('reads filters with the Users list schema, its gated filters included', async () => {
    const blocked = await readSheet(
      await post(
        {
          module: 'users',
          filters: {
            blocked: true,
            registrationDate: { startDate: '2026-03-01T00:00:00.000Z', endDate: '2026-03-31T23:59:59.999Z' },
          },
          fields: ['status'],
          startDate: '2026-03-01T00:00:00.000Z',
          endDate: '2026-03-31T23:59:59.999Z',
        },
        usersExporter,
      ),
    );
    expect(blocked.slice(1)).toEqual([['Blocked']]);
    const promo = await post(
      { module: 'users', filters: { promocode: 'NILE' }, fields: ['name'], ...JAN },
      usersExporter,
    );
    expect(promo.status).toBe(400);
    expect(await message(promo)).toBe(LIST_MESSAGES.filterNotAllowed('promocode'));
    expect(
      await message(
        await post(
          { module: 'users', filters: { balance: 'lots' }, fields: ['name'], ...JAN },
          usersExporter,
        ),
      ),
    ).toMatch(/^Filter 'balance': /);
  });

  it('refuses without users.EXPORT and over 95 days', async () => {
    expect((await post({ module: 'users', fields: ['name'], ...JAN }, finance)).status).toBe(403);
    const long = await post(
      { module: 'users', fields: ['name'], startDate: '2025-01-01T00:00:00.000Z', endDate: JAN.endDate },
      usersExporter,
    );
    expect(await message(long)).toBe(EXPORT_MESSAGES.range);
    expect(USERS_EXPORT.dateFilter).toBe('registrationDate');
  });
});

describe('writeWalletLogsExport (the benchmark entry)', () => {
  it('streams every matching log in keyset batches, ties on created_at included', async () => {
    const db = server.handle.db;
    const bulk = await createRider(db);
    const n = EXPORT_BATCH_ROWS * 2 + 3;
    // A chain of 1 EGP steps, all at one created_at: only the id tie-break keeps batches from skipping or repeating rows.
    await db.execute(sql`
      INSERT INTO wallet_logs (id, user_id, type, difference_piasters, prev_balance_piasters, curr_balance_piasters, created_at)
      SELECT ${bulk} || '-' || lpad(g::text, 6, '0'), ${bulk}, 'MANUAL_INPUT', 100, (g - 1) * 100, g * 100, '2026-01-15T12:00:00Z'
      FROM generate_series(1, ${n}) AS g`);
    const output = new PassThrough();
    const chunks: Buffer[] = [];
    output.on('data', (chunk: Buffer) => chunks.push(chunk));
    const count = await writeWalletLogsExport(
      db,
      { filters: { userId: bulk }, fields: ['currBalance'] },
      output,
    );
    expect(count).toBe(n);
    const workbook = new ExcelJS.Workbook();
    const file = Buffer.concat(chunks);
    await workbook.xlsx.load(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
    const after = workbook.worksheets[0]!.getColumn(1).values.slice(2).map(Number);
    // Each balance after is one of 1..n EGP exactly once.
    expect(new Set(after).size).toBe(n);
    expect(Math.max(...after)).toBe(n);
    const rows = await db
      .select({ id: walletLogs.id })
      .from(walletLogs)
      .where(inArray(walletLogs.userId, [bulk]));
    expect(rows).toHaveLength(n);
  });
});

/** An xlsx written into memory, read back as text rows (the header row first). */
async function sheetOf(
  write: (output: PassThrough) => Promise<number>,
): Promise<{ count: number; rows: string[][] }> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const count = await write(output);
  const file = Buffer.concat(chunks);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map(cellText)));
  return { count, rows };
}

/** Filters a module needs to read at all (the others read an empty filter as "everything"). */
const REQUIRED_FILTERS: Record<string, Record<string, unknown>> = {
  heatCells: { startDate: JAN.startDate, endDate: JAN.endDate, point: 'START' },
  taskHandlingTimes: { startDate: JAN.startDate, endDate: JAN.endDate },
  analytics: {
    series: 'vehicleCounter',
    startDate: '2026-01-01',
    endDate: '2026-01-03',
    type: 'DAYS',
    status: 'ready',
  },
};

describe('every module in the export registry (issue 11 item 7)', () => {
  const SUPER = { level: 0, permissions: {} };

  it.each([...SERVER_EXPORTS.keys()])(
    '%s writes an xlsx that reads back with its header row',
    async (name) => {
      const module = SERVER_EXPORTS.get(name)!;
      expect(module.spec.module).toBe(name);
      expect(module.fields.map((f) => f.header)).toEqual(module.spec.fields.map((f) => f.label));
      const parsed = module.readFilters(REQUIRED_FILTERS[name] ?? {}, {
        role: SUPER,
        now: new Date('2026-02-01T00:00:00Z'),
        viewer: { _id: 'registry-test-viewer', role: SUPER },
      });
      expect(parsed.ok).toBe(true);
      if (!parsed.ok) return;
      // The header the module means to write: its fields, or the columns its data brings (an analytics series: one per area).
      const pages = module.rowSource(server.handle.db, parsed.value, null)[Symbol.asyncIterator]();
      const first = await pages.next();
      await pages.return?.();
      const header = sheetColumns(module, module.fields, parsed.value, first).fields.map((f) => f.header);
      const { count, rows } = await sheetOf((output) =>
        writeExport(module, server.handle.db, { filters: parsed.value }, output),
      );
      expect(rows[0]).toEqual(header);
      expect(header.length).toBeGreaterThan(0);
      expect(rows).toHaveLength(count + 1);
    },
  );
});

describe('the Rides export', () => {
  it('writes the filtered rides newest start first, every batch whole, and refuses without rides.EXPORT', async () => {
    const db = server.handle.db;
    const bulk = await createRider(db);
    const vehicle = (await createVehicle(db)).id;
    const n = EXPORT_BATCH_ROWS + 7;
    // Pairs of rides share a start time: only the id tie-break keeps batches from skipping or repeating rows.
    await db.execute(sql`
      INSERT INTO rides (id, status, user_id, vehicle_id, start_time, end_time, time_ms, rating)
      SELECT 'rx-' || lpad(g::text, 5, '0'), 'done', ${bulk}, ${vehicle}, timestamptz '2026-01-20T08:00:00Z' + (g / 2) * interval '1 minute',
        timestamptz '2026-01-20T08:10:00Z' + (g / 2) * interval '1 minute', 600000, 1 + g % 5
      FROM generate_series(1, ${n}) AS g`);
    const { count, rows } = await sheetOf((output) =>
      writeRidesExport(db, { filters: { user: bulk }, fields: ['id', 'durationMinutes', 'rating'] }, output),
    );
    expect(count).toBe(n);
    expect(rows[0]).toEqual(['Ride ID', 'Duration (min)', 'Rating']);
    const ids = rows.slice(1).map((row) => row[0]!);
    expect(new Set(ids).size).toBe(n);
    // Newest start first: g = n, n-1 share a minute and the larger id comes first.
    expect(ids.slice(0, 2)).toEqual([
      `rx-${String(n).padStart(5, '0')}`,
      `rx-${String(n - 1).padStart(5, '0')}`,
    ]);
    expect(rows[1]![1]).toBe('10');

    const exporter = await token({ rides: { VIEW_PAGE: true, EXPORT: true } });
    const body = {
      module: 'rides',
      filters: { user: bulk, date: JAN },
      fields: ['id', 'phoneNumber'],
      ...JAN,
    };
    const posted = await readSheet(await post(body, exporter));
    // The phone needs users.VIEW_PAGE: dropped for this role.
    expect(posted[0]).toEqual(['Ride ID']);
    expect(posted).toHaveLength(n + 1);
    expect((await post(body, await token({ rides: { VIEW_PAGE: true } }))).status).toBe(403);
    expect(await message(await post({ ...body, filters: { rating: 9 } }, exporter))).toMatch(
      /^Filter 'rating': /,
    );
    expect(RIDES_EXPORT.dateFilter).toBe('date');
  });
});

describe('the Scooters export (no date filter, 02 §5: no 95-day rule)', () => {
  it('writes the filtered vehicles without a range, and ignores one sent anyway', async () => {
    const db = server.handle.db;
    const vehicle = await createVehicle(db, { status: 'off', isMuted: true });
    const exporter = await token({ vehicles: { VIEW_PAGE: true, EXPORT: true } });
    const body = {
      module: 'vehicles',
      filters: { status: 'off', code: vehicle.code },
      fields: ['code', 'flags', 'status'],
    };
    const rows = await readSheet(await post(body, exporter));
    expect(rows[0]).toEqual(['Code', 'Status', 'Flags']);
    expect(rows.slice(1)).toEqual([[vehicle.code, 'off', 'Muted']]);
    const withRange = await post({ ...body, ...JAN }, exporter);
    expect(withRange.status).toBe(200);
    expect((await readSheet(withRange)).length).toBe(rows.length);
    expect((await post(body, await token({ vehicles: { VIEW_PAGE: true } }))).status).toBe(403);
  });
});
