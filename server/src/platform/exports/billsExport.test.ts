import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLS_EXPORT } from '@ops/shared/exports/billsExportFields';
import { EXPORT_MESSAGES } from '@ops/shared/rules/exportRules';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { insertBill } from '../../domains/bills/testFixtures';
import { createRider } from '../../domains/wallet/testFixtures';
import { postExport, readSheet, readWorkbook } from './exportTestHelpers';

/** POST /export for Bills (issue 8 §1): the Bills field list, filtered by the bills list's own schema. */

const JAN = { startDate: '2026-01-01T00:00:00.000Z', endDate: '2026-01-31T23:59:59.999Z' };

let server: TestServer;
let rider: string;
const ids: Record<string, string> = {};
const token = async (permissions: Record<string, Record<string, boolean>>) =>
  signIn(server, await createStaff(server.handle.db, { level: 4, permissions }));

beforeAll(async () => {
  server = await startTestServer();
  const db = server.handle.db;
  rider = await createRider(db);
  ids.ride = await insertBill(db, {
    userId: rider,
    date: new Date('2026-01-05T10:00:00Z'),
    totalCostPiasters: 3050,
    actualCostPiasters: 3050,
    trxId: 'TRX-1',
  });
  ids.settle = await insertBill(db, {
    userId: rider,
    type: 'settleNegativeBalance',
    date: new Date('2026-01-06T10:00:00Z'),
    paymentGateway: 'Kashier',
    isAutoSettle: true,
  });
  ids.feb = await insertBill(db, { userId: rider, date: new Date('2026-02-06T10:00:00Z') });
});
afterAll(async () => {
  await server?.close();
});

describe('POST /export (bills)', () => {
  it('writes every Bills field, in the field list order, for the filtered bills, newest first', async () => {
    const response = await postExport(
      server,
      { module: 'bills', filters: { date: JAN }, fields: BILLS_EXPORT.fields.map((f) => f.key), ...JAN },
      await token({ bills: { EXPORT: true } }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Bills-\d{8}-\d{6}\.xlsx"$/,
    );
    const rows = await readSheet(response);
    expect(rows[0]).toEqual(BILLS_EXPORT.fields.map((f) => f.label));
    expect(rows).toHaveLength(3);
    const col = (key: string) => BILLS_EXPORT.fields.findIndex((f) => f.key === key);
    expect(rows[1]![col('type')]).toBe('Settle Negative Balance');
    expect(rows[1]![col('isAutoSettle')]).toBe('Yes');
    expect(rows[2]![col('totalCost')]).toBe('30.5');
    expect(rows[2]![col('trxID')]).toBe('TRX-1');
    expect(rows[2]![col('date')]).toBe('2026-01-05 12:00:00');
  });

  it('writes dates as spreadsheet dates with a date format, not as text (issue 23)', async () => {
    const response = await postExport(
      server,
      { module: 'bills', filters: { date: JAN }, fields: ['trxID', 'date'], ...JAN },
      await token({ bills: { EXPORT: true } }),
    );
    const sheet = await readWorkbook(response);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const column = (key: string) => header.indexOf(BILLS_EXPORT.fields.find((f) => f.key === key)!.label) + 1;
    expect(sheet.getRow(3).getCell(column('trxID')).value).toBe('TRX-1');
    const cell = sheet.getRow(3).getCell(column('date'));
    expect(cell.type).toBe(ExcelJS.ValueType.Date);
    expect(cell.value).toEqual(new Date('2026-01-05T12:00:00Z'));
    expect(cell.numFmt).toBe('yyyy-mm-dd hh:mm:ss');
  });

  it('reads the filters with the list schema (the auto-settlings fixed filter too) and keeps the 95-day rule', async () => {
    const exporter = await token({ bills: { EXPORT: true } });
    const auto = await postExport(
      server,
      { module: 'bills', filters: { isAutoSettle: true }, fields: ['serialNumber', 'type'], ...JAN },
      exporter,
    );
    expect((await readSheet(auto)).slice(1).map((row) => row[1])).toEqual(['Settle Negative Balance']);
    const bad = await postExport(
      server,
      { module: 'bills', filters: { colour: 'red' }, fields: ['type'], ...JAN },
      exporter,
    );
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe('Unknown filter: colour');
    const long = await postExport(
      server,
      {
        module: 'bills',
        filters: {},
        fields: ['type'],
        startDate: '2026-01-01T00:00:00.000Z',
        endDate: '2026-06-01T00:00:00.000Z',
      },
      exporter,
    );
    expect(((await long.json()) as { message: string }).message).toBe(EXPORT_MESSAGES.range);
  });

  it('is refused without bills.EXPORT', async () => {
    const response = await postExport(
      server,
      { module: 'bills', filters: {}, fields: ['type'], ...JAN },
      await token({ bills: { VIEW_PAGE: true } }),
    );
    expect(response.status).toBe(403);
  });
});
